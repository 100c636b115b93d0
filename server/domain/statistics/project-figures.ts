/**
 * The projects with the most events in the range: the most viewed (project views only) and the most active
 * (every kind), with their distinct people, last event and one count per day for the sparkline.
 * Removed projects are left out.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ProjectFigure, ProjectFigures } from '../../../core/domain/statistics-types';
import type { Queryable } from '../../db/client';
import type { ResolvedRange } from './statistics-range';
import { eventsInRange, isoInstant, localDay, rangeDays, selectRows } from './statistics-sql';

export const DEFAULT_PROJECT_LIMIT = 20;
export const MAX_PROJECT_LIMIT = 100;

async function topProjects(db: Queryable, range: ResolvedRange, limit: number, kinds: SQL): Promise<ProjectFigures> {
  const projects = await selectRows<ProjectFigure>(db, sql`
    WITH counted AS (
      SELECT e.project_id, count(*)::int AS events, count(DISTINCT e.user_id)::int AS users, max(e.created_at) AS last_event_at
      FROM user_events e
      WHERE ${eventsInRange(range)} AND e.project_id IS NOT NULL AND ${kinds}
      GROUP BY e.project_id
    ), top AS (
      SELECT counted.*, p.name, p.company_id, c.name AS company_name
      FROM counted
      JOIN projects p ON p.id = counted.project_id AND p.deleted_at IS NULL
      JOIN companies c ON c.id = p.company_id
      ORDER BY counted.events DESC, counted.users DESC, counted.project_id
      LIMIT ${limit}
    ), per_day AS (
      SELECT e.project_id, ${localDay(range)} AS day, count(*)::int AS events
      FROM user_events e JOIN top ON top.project_id = e.project_id
      WHERE ${eventsInRange(range)} AND ${kinds}
      GROUP BY 1, 2
    )
    SELECT top.project_id AS id, top.name, top.company_id, top.company_name, top.events, top.users,
      ${isoInstant(sql`top.last_event_at`)} AS last_event_at,
      (SELECT array_agg(coalesce(per_day.events, 0) ORDER BY days.day)
         FROM ${rangeDays(range)} LEFT JOIN per_day ON per_day.project_id = top.project_id AND per_day.day = days.day) AS daily
    FROM top
    ORDER BY top.events DESC, top.users DESC, top.project_id`);
  return { from: range.from, to: range.to, projects };
}

export function mostViewedProjects(db: Queryable, range: ResolvedRange, limit = DEFAULT_PROJECT_LIMIT): Promise<ProjectFigures> {
  return topProjects(db, range, limit, sql`e.kind = 'project_viewed'`);
}

export function recentProjectActivity(db: Queryable, range: ResolvedRange, limit = DEFAULT_PROJECT_LIMIT): Promise<ProjectFigures> {
  return topProjects(db, range, limit, sql`TRUE`);
}
