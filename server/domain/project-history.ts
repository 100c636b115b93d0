/** GET /api/projects/{id}/project_history_events.json: a project's history, newest first, paged. Needs project read. */
import { count, desc, eq } from 'drizzle-orm';
import type { Paged } from '../../core/domain/api-types';
import type { ProjectHistoryEvent } from '../../core/domain/workspace-types';
import type { AuthContext } from '../auth/auth-context';
import type { Queryable } from '../db/client';
import { projectHistoryEvents, users } from '../db/schema';
import { loadProjectAccess } from './project-access';

export const HISTORY_PER_PAGE = 50;
export const MAX_HISTORY_PER_PAGE = 200;

/** The module an event is about (its content or the module itself), whose version history it links to. */
function historyModuleId(event: typeof projectHistoryEvents.$inferSelect): number | null {
  const moduleId = (event.details as { module_id?: unknown }).module_id;
  if (typeof moduleId === 'number') return moduleId;
  return event.subject_type === 'Module' && event.action !== 'deleted' ? event.subject_id : null;
}

export async function listProjectHistory(
  db: Queryable,
  auth: AuthContext,
  projectId: number,
  query: { page?: number; per_page?: number },
): Promise<Paged<ProjectHistoryEvent>> {
  await loadProjectAccess(db, auth, projectId);
  const perPage = Math.min(query.per_page ?? HISTORY_PER_PAGE, MAX_HISTORY_PER_PAGE);
  const page = Math.max(query.page ?? 1, 1);
  const where = eq(projectHistoryEvents.project_id, projectId);
  const [[totals], rows] = await Promise.all([
    db.select({ total: count() }).from(projectHistoryEvents).where(where),
    db
      .select({ event: projectHistoryEvents, user_name: users.name, user_id: users.id })
      .from(projectHistoryEvents)
      .leftJoin(users, eq(users.id, projectHistoryEvents.user_id))
      .where(where)
      .orderBy(desc(projectHistoryEvents.created_at), desc(projectHistoryEvents.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
  ]);
  return {
    items: rows.map(({ event, user_id, user_name }) => ({
      id: event.id,
      action: event.action,
      subject_type: event.subject_type,
      subject_id: event.subject_id,
      summary: event.summary,
      module_id: historyModuleId(event),
      user: user_id === null ? null : { id: user_id, name: user_name ?? '' },
      created_at: event.created_at.toISOString(),
    })),
    total: totals?.total ?? 0,
  };
}
