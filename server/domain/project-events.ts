/**
 * Every change to a project (its settings, sections, modules and module content) runs through
 * changeProject: one transaction, the project's last_event_date moves (the default order of the home
 * lists), and one project history event is written. The event is a required argument, so no caller can
 * change a project without leaving a trace in its history. An edit of a module's content or settings also
 * writes one module_edited user event.
 */
import { eq, sql } from 'drizzle-orm';
import type { AuthContext } from '../auth/auth-context';
import type { Database, Queryable, Transaction } from '../db/client';
import { projectHistoryEvents, projects } from '../db/schema';
import { recordModuleEdit } from './user-events/module-edits';

/** What a change was: e.g. {action: 'created', subject_type: 'Module', subject_id: 12, summary: 'Added module "Risks"'}. */
export interface ChangeEvent {
  action: string;
  /** 'Project' | 'Section' | 'Module' | 'EntityValue' */
  subject_type: string;
  subject_id?: number | null;
  summary: string;
  details?: Record<string, unknown>;
}

/**
 * The event, or a function of the change's result (for ids known only afterwards) that may answer null
 * when the change turned out to change nothing (then nothing is recorded and the project is not touched).
 */
export type ChangeEventSpec<T> = ChangeEvent | ((result: T) => ChangeEvent | null);

export async function touchProject(db: Queryable, projectId: number): Promise<void> {
  await db.update(projects).set({ last_event_date: sql`now()` }).where(eq(projects.id, projectId));
}

/** Writes one history event for the project, by the signed-in user (null for system changes). */
export async function recordProjectEvent(
  db: Queryable,
  auth: AuthContext | null,
  projectId: number,
  event: ChangeEvent,
): Promise<void> {
  const userId = auth && auth.user.id > 0 ? auth.user.id : null;
  await db.insert(projectHistoryEvents).values({
    project_id: projectId,
    user_id: userId,
    action: event.action,
    subject_type: event.subject_type,
    subject_id: event.subject_id ?? null,
    summary: event.summary.slice(0, 500),
    details: event.details ?? {},
  });
}

/**
 * Runs `work` in one transaction, marks the project as changed and records the event; a throw anywhere
 * writes nothing.
 */
export function changeProject<T>(
  db: Database,
  projectId: number,
  work: (tx: Transaction) => Promise<T>,
  auth: AuthContext | null,
  event: ChangeEventSpec<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await work(tx);
    const change = typeof event === 'function' ? event(result) : event;
    if (change === null) return result;
    await touchProject(tx, projectId);
    await recordProjectEvent(tx, auth, projectId, change);
    await recordModuleEdit(tx, auth, projectId, change);
    return result;
  });
}

/** Quotes a name for a summary: Added module "Risks". */
export function quoted(name: string): string {
  return `"${name.length > 80 ? `${name.slice(0, 79)}…` : name}"`;
}
