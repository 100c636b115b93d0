/**
 * Events per weekday (0 Monday) and hour of the asker's time zone over the last days: every one of the 168
 * cells. Days that are over are read from the kept counts (closed-days.ts); today is counted from the event log.
 */
import { sql } from 'drizzle-orm';
import type { BusiestHourCell, BusiestHours } from '../../../core/domain/statistics-types';
import type { Queryable } from '../../db/client';
import { keepClosedDays, splitAtToday } from './closed-days';
import type { ResolvedRange } from './statistics-range';
import { eventsInRange, selectRows } from './statistics-sql';

export async function busiestHours(db: Queryable, range: ResolvedRange, days: number): Promise<BusiestHours> {
  const { closed, live } = await splitAtToday(db, range);
  await keepClosedDays(db, closed);
  const cells = await selectRows<BusiestHourCell>(db, sql`
    WITH per_hour AS (
      SELECT s.day, s.hour, s.events FROM statistics_hour_days s
      WHERE s.tz = ${range.tz} AND s.day BETWEEN ${closed.from}::date AND ${closed.to}::date
        AND s.company_id IS NOT DISTINCT FROM ${range.companyId}::int
      UNION ALL
      SELECT local_at::date, extract(hour FROM local_at)::int, count(*)::int
      FROM (SELECT e.created_at AT TIME ZONE ${range.tz} AS local_at FROM user_events e WHERE ${eventsInRange(live)}) e
      GROUP BY 1, 2
    ), counted AS (
      SELECT extract(isodow FROM day)::int - 1 AS weekday, hour, sum(events)::int AS events FROM per_hour GROUP BY 1, 2
    )
    SELECT w.weekday, h.hour, coalesce(counted.events, 0) AS events
    FROM generate_series(0, 6) AS w(weekday)
    CROSS JOIN generate_series(0, 23) AS h(hour)
    LEFT JOIN counted ON counted.weekday = w.weekday AND counted.hour = h.hour
    ORDER BY w.weekday, h.hour`);
  return { days, cells };
}
