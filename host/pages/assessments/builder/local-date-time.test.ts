import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './local-date-time';

describe('datetime-local values', () => {
  it('round-trips a moment to the minute', () => {
    const iso = fromLocalInput('2026-12-01T09:30');
    expect(iso).not.toBeNull();
    expect(toLocalInput(iso)).toBe('2026-12-01T09:30');
  });

  it('treats empty and unreadable values as no date', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('soon')).toBeNull();
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput('not a date')).toBe('');
  });
});
