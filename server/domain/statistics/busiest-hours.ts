/** Events per weekday (0 Monday) and hour of the asker's time zone over the last days: every one of the 168 cells. */
import { sql } from 'drizzle-orm';
import type { BusiestHourCell, BusiestHours } from '../../../core/domain/statistics-types';
import type { Queryable } from '../../db/client';
import type { ResolvedRange } from './statistics-range';
import { eventsInRange, selectRows } from './statistics-sql';

export async function busiestHours(db: Queryable, range: ResolvedRange, days: number): Promise<BusiestHours> {
  const cells = await selectRows<BusiestHourCell>(db, sql`
    WITH counted AS (
      SELECT extract(isodow FROM local_at)::int - 1 AS weekday, extract(hour FROM local_at)::int AS hour, count(*)::int AS events
      FROM (SELECT e.created_at AT TIME ZONE ${range.tz} AS local_at FROM user_events e WHERE ${eventsInRange(range)}) e
      GROUP BY 1, 2
    )
    SELECT w.weekday, h.hour, coalesce(counted.events, 0) AS events
    FROM generate_series(0, 6) AS w(weekday)
    CROSS JOIN generate_series(0, 23) AS h(hour)
    LEFT JOIN counted ON counted.weekday = w.weekday AND counted.hour = h.hour
    ORDER BY w.weekday, h.hour`);
  return { days, cells };
}
