/**
 * module_edited: one event per saved change of a module's content or settings (name, description,
 * status), written by changeProject in the change's transaction. Moving, locking, adding or removing a
 * module, and the diagram preview the editor uploads after a save, are not edits of the module.
 */
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/auth-context';
import type { Queryable } from '../../db/client';
import { signedInUserId } from './record-user-event';

/** What a project change says of itself (project-events.ts's ChangeEvent, which calls in here). */
interface ProjectChange {
  action: string;
  subject_type: string;
  subject_id?: number | null;
  details?: Record<string, unknown>;
}

/** The module a project change edited, or null when it edited none. */
export function editedModuleId(event: ProjectChange): number | null {
  if (event.subject_type === 'EntityValue' && typeof event.details?.module_id === 'number') return event.details.module_id;
  if (event.subject_type === 'Module' && event.action === 'updated' && typeof event.subject_id === 'number') return event.subject_id;
  return null;
}

export async function recordModuleEdit(db: Queryable, auth: AuthContext | null, projectId: number, event: ProjectChange): Promise<void> {
  const moduleId = editedModuleId(event);
  const userId = auth && signedInUserId(auth);
  if (moduleId === null || !userId) return;
  await db.execute(sql`
    insert into user_events (kind, user_id, company_id, project_id, module_id)
    select 'module_edited', ${userId}, company_id, id, ${moduleId} from projects where id = ${projectId}`);
}
