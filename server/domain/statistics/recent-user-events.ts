/**
 * The newest events first, with who, which company, project and module, filtered by person and kind, paged
 * backwards with `before` (an event id) and polled forwards with `after` (only events newer than that one).
 */
import { sql } from 'drizzle-orm';
import type { RecentUserEvents, UserEventKind, UserEventRow } from '../../../core/domain/statistics-types';
import type { Queryable } from '../../db/client';
import { isoInstant, ofCompany, selectRows } from './statistics-sql';

export const DEFAULT_EVENT_LIMIT = 50;
export const MAX_EVENT_LIMIT = 200;

export interface RecentEventsQuery {
  companyId: number | null;
  user_id?: number;
  kind?: UserEventKind;
  limit?: number;
  before?: number;
  after?: number;
}

/** The (created_at, id) position of an event, the page's keyset. */
const positionOf = (id: number) => sql`(SELECT p.created_at, p.id FROM user_events p WHERE p.id = ${id})`;

export async function recentUserEvents(db: Queryable, query: RecentEventsQuery): Promise<RecentUserEvents> {
  const limit = query.limit ?? DEFAULT_EVENT_LIMIT;
  const rows = await selectRows<UserEventRow>(db, sql`
    SELECT e.id::float8 AS id, e.kind, ${isoInstant(sql`e.created_at`)} AS created_at,
      CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'name', u.name, 'email', u.email) END AS "user",
      json_build_object('id', c.id, 'name', c.name) AS company,
      CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object('id', p.id, 'name', p.name) END AS project,
      CASE WHEN m.id IS NULL THEN NULL ELSE json_build_object('id', m.id, 'name', m.name) END AS module,
      e.details
    FROM user_events e
    JOIN companies c ON c.id = e.company_id
    LEFT JOIN users u ON u.id = e.user_id
    LEFT JOIN projects p ON p.id = e.project_id
    LEFT JOIN project_scenario_modules m ON m.id = e.module_id
    WHERE ${ofCompany(query, sql`e.company_id`)}
      AND ${query.user_id === undefined ? sql`TRUE` : sql`e.user_id = ${query.user_id}`}
      AND ${query.kind === undefined ? sql`TRUE` : sql`e.kind = ${query.kind}`}
      AND ${query.before === undefined ? sql`TRUE` : sql`(e.created_at, e.id) < ${positionOf(query.before)}`}
      AND ${query.after === undefined ? sql`TRUE` : sql`(e.created_at, e.id) > ${positionOf(query.after)}`}
    ORDER BY e.created_at DESC, e.id DESC
    LIMIT ${limit + 1}`);
  const events = rows.slice(0, limit);
  return { events, next_before: rows.length > limit ? events[events.length - 1].id : null };
}
