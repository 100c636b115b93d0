/**
 * The date range of a statistics page, kept in the URL's query so a reload or a shared link shows the same
 * figures: `?range=7` (the last 7 days up to today) or `?from=YYYY-MM-DD&to=YYYY-MM-DD`.
 */
export const RANGE_PRESETS = [7, 30, 90] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const DEFAULT_RANGE_PRESET: RangePreset = 30;

export interface StatisticsDateRange {
  preset: RangePreset | 'custom';
  /** YYYY-MM-DD, included. */
  from: string;
  /** YYYY-MM-DD, included. */
  to: string;
}

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const isDay = (text: string | null): text is string => text !== null && ISO_DAY.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many days the range holds, both ends included. */
export function daysInRange(range: Pick<StatisticsDateRange, 'from' | 'to'>): number {
  return Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / DAY_MS) + 1;
}

export function presetRange(preset: RangePreset, today: string): StatisticsDateRange {
  return { preset, from: addDays(today, 1 - preset), to: today };
}

/** The range a query asks for; the default (last 30 days) when it asks for none or for one that makes no sense. */
export function rangeFromQuery(query: URLSearchParams, today: string): StatisticsDateRange {
  const from = query.get('from');
  const to = query.get('to');
  if (isDay(from) && isDay(to) && from <= to) return { preset: 'custom', from, to };
  const preset = RANGE_PRESETS.find((days) => String(days) === query.get('range'));
  return presetRange(preset ?? DEFAULT_RANGE_PRESET, today);
}

/** The query with `range` written into it (and any other range removed), the rest kept. */
export function queryWithRange(query: URLSearchParams, range: StatisticsDateRange): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const key of ['range', 'from', 'to']) next.delete(key);
  if (range.preset === 'custom') {
    next.set('from', range.from);
    next.set('to', range.to);
  } else {
    next.set('range', String(range.preset));
  }
  return next;
}

/** Today's date (YYYY-MM-DD) in the browser's time zone, the one the figures are asked in. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
