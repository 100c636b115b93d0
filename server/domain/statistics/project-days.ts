/** Counts each project's events of the range's days from the event log and keeps them (statistics_project_days). */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { ResolvedRange } from './statistics-range';
import { eventsInRange, localDay } from './statistics-sql';

export async function countProjectDays(db: Queryable, days: ResolvedRange): Promise<void> {
  const isView = sql`e.kind = 'project_viewed'`;
  await db.execute(sql`
    INSERT INTO statistics_project_days (tz, day, project_id, events, views, last_event_at, last_view_at)
    SELECT ${days.tz}, ${localDay(days)}, e.project_id, count(*)::int, (count(*) FILTER (WHERE ${isView}))::int,
      max(e.created_at), max(e.created_at) FILTER (WHERE ${isView})
    FROM user_events e
    WHERE ${eventsInRange(days)} AND e.project_id IS NOT NULL
    GROUP BY 2, 3
    ON CONFLICT DO NOTHING`);
}
