/**
 * The projects with the most events in the range: the most viewed (project views only) and the most active
 * (every kind), with their distinct people, last event and one count per day for the sparkline. Days that are
 * over are read from the kept counts (closed-days.ts); the days from today on are counted from the event log.
 * Removed projects are left out.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ProjectFigure, ProjectFigures } from '../../../core/domain/statistics-types';
import type { Queryable } from '../../db/client';
import { keepClosedDays, splitAtToday } from './closed-days';
import type { ResolvedRange } from './statistics-range';
import { eventsInRange, isoInstant, localDay, ofCompany, rangeDays, selectRows } from './statistics-sql';

export const DEFAULT_PROJECT_LIMIT = 20;
export const MAX_PROJECT_LIMIT = 100;

/** What a ranking counts: its kept columns, and the same as a condition on live events. */
interface Measure {
  count: SQL;
  lastAt: SQL;
  kinds: SQL;
}

const VIEWS: Measure = { count: sql`s.views`, lastAt: sql`s.last_view_at`, kinds: sql`e.kind = 'project_viewed'` };
const EVERY_EVENT: Measure = { count: sql`s.events`, lastAt: sql`s.last_event_at`, kinds: sql`TRUE` };

async function topProjects(db: Queryable, range: ResolvedRange, limit: number, measure: Measure): Promise<ProjectFigures> {
  const { closed, live } = await splitAtToday(db, range);
  await keepClosedDays(db, closed);
  const projects = await selectRows<ProjectFigure>(db, sql`
    WITH per_day AS (
      SELECT s.project_id, s.day, ${measure.count} AS events, ${measure.lastAt} AS last_at
      FROM statistics_project_days s
      WHERE s.tz = ${range.tz} AND s.day BETWEEN ${closed.from}::date AND ${closed.to}::date AND ${measure.count} > 0
      UNION ALL
      SELECT e.project_id, ${localDay(live)}, count(*)::int, max(e.created_at)
      FROM user_events e
      WHERE ${eventsInRange({ ...live, companyId: null })} AND e.project_id IS NOT NULL AND ${measure.kinds}
      GROUP BY 1, 2
    ), counted AS (
      SELECT project_id, sum(events)::int AS events, max(last_at) AS last_event_at FROM per_day GROUP BY project_id
    ), top AS (
      SELECT counted.*, p.name, p.company_id, c.name AS company_name
      FROM counted
      JOIN projects p ON p.id = counted.project_id AND p.deleted_at IS NULL AND ${ofCompany(range, sql`p.company_id`)}
      JOIN companies c ON c.id = p.company_id
      ORDER BY counted.events DESC, counted.last_event_at DESC, counted.project_id
      LIMIT ${limit}
    ), people AS (
      SELECT top.project_id, count(DISTINCT e.user_id)::int AS users
      FROM top JOIN user_events e ON e.project_id = top.project_id
      WHERE ${eventsInRange({ ...range, companyId: null })} AND ${measure.kinds}
      GROUP BY top.project_id
    ), sparklines AS (
      SELECT top.project_id, array_agg(coalesce(per_day.events, 0) ORDER BY days.day) AS daily
      FROM top CROSS JOIN ${rangeDays(range)}
      LEFT JOIN per_day ON per_day.project_id = top.project_id AND per_day.day = days.day::date
      GROUP BY top.project_id
    )
    SELECT top.project_id AS id, top.name, top.company_id, top.company_name, top.events,
      coalesce(people.users, 0) AS users, ${isoInstant(sql`top.last_event_at`)} AS last_event_at, sparklines.daily
    FROM top
    LEFT JOIN people ON people.project_id = top.project_id
    JOIN sparklines ON sparklines.project_id = top.project_id
    ORDER BY top.events DESC, top.last_event_at DESC, top.project_id`);
  return { from: range.from, to: range.to, projects };
}

export function mostViewedProjects(db: Queryable, range: ResolvedRange, limit = DEFAULT_PROJECT_LIMIT): Promise<ProjectFigures> {
  return topProjects(db, range, limit, VIEWS);
}

export function recentProjectActivity(db: Queryable, range: ResolvedRange, limit = DEFAULT_PROJECT_LIMIT): Promise<ProjectFigures> {
  return topProjects(db, range, limit, EVERY_EVENT);
}
