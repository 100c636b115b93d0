/** Counts the events of each hour of the range's days from the event log, per company and for all, and keeps them (statistics_hour_days). */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { ResolvedRange } from './statistics-range';
import { eventsInRange } from './statistics-sql';

export async function countHourDays(db: Queryable, days: ResolvedRange): Promise<void> {
  await db.execute(sql`
    INSERT INTO statistics_hour_days (tz, day, hour, company_id, events)
    SELECT ${days.tz}, local_at::date, extract(hour FROM local_at)::int, company_id, count(*)::int
    FROM (SELECT e.created_at AT TIME ZONE ${days.tz} AS local_at, e.company_id FROM user_events e WHERE ${eventsInRange(days)}) e
    GROUP BY GROUPING SETS ((local_at::date, extract(hour FROM local_at)::int, company_id), (local_at::date, extract(hour FROM local_at)::int))
    ON CONFLICT DO NOTHING`);
}
