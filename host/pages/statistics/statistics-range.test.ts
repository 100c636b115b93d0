import { describe, expect, it } from 'vitest';
import { addDays, daysInRange, queryWithRange, rangeFromQuery } from './statistics-range';

const TODAY = '2026-03-10';

describe('rangeFromQuery', () => {
  it('reads a preset as the last days up to today, today included', () => {
    expect(rangeFromQuery(new URLSearchParams('range=7'), TODAY)).toEqual({ preset: 7, from: '2026-03-04', to: TODAY });
  });

  it('reads a custom from and to', () => {
    expect(rangeFromQuery(new URLSearchParams('from=2026-01-01&to=2026-01-31'), TODAY)).toEqual({ preset: 'custom', from: '2026-01-01', to: '2026-01-31' });
  });

  it('falls back to the last 30 days for no range, an unknown preset, a bad date or from after to', () => {
    const fallback = { preset: 30, from: '2026-02-09', to: TODAY };
    for (const query of ['', 'range=12', 'from=2026-13-01&to=2026-01-31', 'from=2026-02-01&to=2026-01-31', 'from=yesterday&to=2026-01-31']) {
      expect(rangeFromQuery(new URLSearchParams(query), TODAY)).toEqual(fallback);
    }
  });
});

describe('queryWithRange', () => {
  it('writes a preset and drops a custom range, keeping the other parameters', () => {
    const next = queryWithRange(new URLSearchParams('from=2026-01-01&to=2026-01-31&company=4'), { preset: 90, from: 'x', to: 'y' });
    expect(next.toString()).toBe('company=4&range=90');
  });

  it('writes a custom range that reads back the same', () => {
    const range = { preset: 'custom' as const, from: '2026-01-05', to: '2026-02-05' };
    expect(rangeFromQuery(queryWithRange(new URLSearchParams('range=7'), range), TODAY)).toEqual(range);
  });
});

describe('days', () => {
  it('counts both ends and moves across months', () => {
    expect(daysInRange({ from: '2026-02-27', to: '2026-03-02' })).toBe(4);
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
  });
});
