/**
 * The days a statistics call covers (data-layer.md §7 Analytics GETs): `from` and `to` as calendar days in the
 * asker's time zone, both included, the last 30 days up to today by default, at most 400 days.
 */
import type { StatisticsRange } from '../../../core/domain/statistics-types';
import { unprocessable } from '../../errors';

export const DEFAULT_RANGE_DAYS = 30;
export const MAX_RANGE_DAYS = 400;
export const DEFAULT_TIME_ZONE = 'UTC';

/** A checked range: `from`/`to` as YYYY-MM-DD, a known IANA zone, and the company it is narrowed to (null: all). */
export interface ResolvedRange {
  from: string;
  to: string;
  tz: string;
  companyId: number | null;
}

const DAY_MS = 86_400_000;

function isKnownTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

function checkedTimeZone(tz: string | undefined): string {
  const zone = tz ?? DEFAULT_TIME_ZONE;
  if (!isKnownTimeZone(zone)) throw unprocessable([{ field: 'tz', code: 'timeZone', params: { name: zone }, message: `“${zone}” is not a time zone we know. Use an IANA name such as Europe/Berlin.` }]);
  return zone;
}

/** Today's date (YYYY-MM-DD) in the time zone. */
export function todayIn(tz: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The query's range with its defaults, or 422 (like a field failing its schema) when it runs backwards or is longer than MAX_RANGE_DAYS. */
export function resolveRange(query: StatisticsRange, companyId: number | null, now = new Date()): ResolvedRange {
  const tz = checkedTimeZone(query.tz);
  const to = query.to ?? todayIn(tz, now);
  const from = query.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  const span = daysBetween(from, to) + 1;
  if (span < 1) throw unprocessable([{ field: 'from', code: 'endsBeforeStarts', message: 'The range starts after it ends: choose a day on or before “to”.' }]);
  if (span > MAX_RANGE_DAYS) throw unprocessable([{ field: 'from', code: 'rangeTooLong', params: { count: MAX_RANGE_DAYS }, message: `The range covers ${span} days; choose at most ${MAX_RANGE_DAYS}.` }]);
  return { from, to, tz, companyId };
}

/** The last `days` days up to today in the time zone (busiest hours). */
export function resolveLastDays(days: number, tz: string | undefined, companyId: number | null, now = new Date()): ResolvedRange {
  const zone = checkedTimeZone(tz);
  const to = todayIn(zone, now);
  return { from: addDays(to, -(days - 1)), to, tz: zone, companyId };
}

/** Every day from `from` to `to`, both included (none when the range runs backwards). */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
