/**
 * The days of a range that are over in its time zone are counted once from the event log and kept
 * (server/db/schema/statistics-days.ts); only the days from today on are counted on every call. A year of
 * activity then answers from a few hundred kept rows instead of a million events.
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { countActivityDays } from './activity-days';
import { countHourDays } from './hour-days';
import { countProjectDays } from './project-days';
import { addDays, type ResolvedRange } from './statistics-range';
import { selectRows } from './statistics-sql';

/**
 * A day counts as over a few minutes after it ends, so that an event whose transaction commits just after
 * midnight is never left out of a day already kept.
 */
const CLOSING_GRACE = sql`interval '5 minutes'`;

/** The range cut where today begins in its time zone (by the database's clock); either part may be empty (from > to). */
export interface SplitRange {
  closed: ResolvedRange;
  live: ResolvedRange;
}

export const isEmptyRange = (range: ResolvedRange): boolean => range.from > range.to;

export async function splitAtToday(db: Queryable, range: ResolvedRange): Promise<SplitRange> {
  const [{ today }] = await selectRows<{ today: string }>(db, sql`
    SELECT to_char(((now() - ${CLOSING_GRACE}) AT TIME ZONE ${range.tz})::date, 'YYYY-MM-DD') AS today`);
  const yesterday = addDays(today, -1);
  return {
    closed: { ...range, to: range.to < yesterday ? range.to : yesterday },
    live: { ...range, from: range.from > today ? range.from : today },
  };
}

/** Counts and keeps every day of the closed range not yet kept in its time zone, for every company at once. */
export async function keepClosedDays(db: Queryable, closed: ResolvedRange): Promise<void> {
  if (isEmptyRange(closed)) return;
  const [missing] = await selectRows<{ first: string | null; last: string | null }>(db, sql`
    SELECT to_char(min(d), 'YYYY-MM-DD') AS first, to_char(max(d), 'YYYY-MM-DD') AS last
    FROM generate_series(${closed.from}::date, ${closed.to}::date, interval '1 day') AS d
    WHERE NOT EXISTS (
      SELECT 1 FROM statistics_activity_days s WHERE s.tz = ${closed.tz} AND s.day = d::date AND s.company_id IS NULL
    )`);
  if (missing.first === null || missing.last === null) return;
  const days: ResolvedRange = { from: missing.first, to: missing.last, tz: closed.tz, companyId: null };
  await db.transaction(async (tx) => {
    await countActivityDays(tx, days);
    await countProjectDays(tx, days);
    await countHourDays(tx, days);
  });
}
