import { describe, expect, it } from 'vitest';
import { ApiError } from '../../errors';
import { resolveLastDays, resolveRange, todayIn } from './statistics-range';

const now = new Date('2026-03-10T23:30:00Z');

function refusalOf(call: () => unknown): ApiError | null {
  try {
    call();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  return null;
}

describe('resolveRange', () => {
  it('defaults to the 30 days up to today in the asker’s time zone', () => {
    expect(resolveRange({}, null, now)).toEqual({ from: '2026-02-09', to: '2026-03-10', tz: 'UTC', companyId: null });
    // 23:30 UTC is already 11 March in Berlin.
    expect(resolveRange({ tz: 'Europe/Berlin' }, 4, now)).toEqual({ from: '2026-02-10', to: '2026-03-11', tz: 'Europe/Berlin', companyId: 4 });
  });

  it('counts 30 days back from a given last day', () => {
    expect(resolveRange({ to: '2026-01-05' }, null, now)).toMatchObject({ from: '2025-12-07', to: '2026-01-05' });
  });

  it('takes a one-day range and one of exactly 400 days', () => {
    expect(resolveRange({ from: '2026-03-01', to: '2026-03-01' }, null, now)).toMatchObject({ from: '2026-03-01', to: '2026-03-01' });
    expect(() => resolveRange({ from: '2025-02-03', to: '2026-03-09' }, null, now)).not.toThrow();
  });

  it.each([
    ['a backwards range', { from: '2026-03-02', to: '2026-03-01' }],
    ['401 days', { from: '2025-02-03', to: '2026-03-10' }],
    ['an unknown time zone', { tz: 'Atlantis/Capital' }],
  ])('refuses %s with 422', (_what, query) => {
    expect(refusalOf(() => resolveRange(query, null, now))).toMatchObject({ statusCode: 422 });
  });
});

describe('resolveLastDays', () => {
  it('ends today and covers the given number of days', () => {
    expect(resolveLastDays(7, 'Asia/Tokyo', null, now)).toEqual({ from: '2026-03-05', to: '2026-03-11', tz: 'Asia/Tokyo', companyId: null });
    expect(todayIn('America/Los_Angeles', now)).toBe('2026-03-10');
  });
});
