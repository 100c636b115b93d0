import { describe, expect, it } from 'vitest';
import { formatReleaseNoteDate } from './format-release-note-date';

describe('formatReleaseNoteDate', () => {
  it('shows weekday, month and day', () => {
    expect(formatReleaseNoteDate('2026-11-27', 'en')).toBe('Friday, November 27');
  });

  it('keeps the calendar day at the turn of a month', () => {
    expect(formatReleaseNoteDate('2026-03-01', 'en')).toBe('Sunday, March 1');
  });

  it('speaks the interface language', () => {
    expect(formatReleaseNoteDate('2026-11-27', 'de')).toBe('Freitag, 27. November');
    expect(formatReleaseNoteDate('2026-11-27', 'fr')).toBe('vendredi 27 novembre');
  });
});
