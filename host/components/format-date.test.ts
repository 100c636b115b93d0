import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date';

describe('formatDateTime', () => {
  it('writes YYYY-MM-DD HH:mm in local time', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 9, 7).toISOString())).toBe('2026-01-05 09:07');
  });

  it('is null for missing or invalid dates', () => {
    expect(formatDateTime(null)).toBeNull();
    expect(formatDateTime('not a date')).toBeNull();
  });
});
