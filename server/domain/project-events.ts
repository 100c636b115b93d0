/**
 * Every change to a project's content (its sections, modules and entity values) runs through
 * changeProject: one transaction, and the project's last_event_date moves, which drives the default
 * order of the home lists. One path for all content writes also leaves one place for a change log.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../db/client';
import { projects } from '../db/schema';

export async function touchProject(db: Queryable, projectId: number): Promise<void> {
  await db.update(projects).set({ last_event_date: sql`now()` }).where(eq(projects.id, projectId));
}

/** Runs `work` in one transaction and marks the project as changed; a throw anywhere writes nothing. */
export function changeProject<T>(db: Database, projectId: number, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await work(tx);
    await touchProject(tx, projectId);
    return result;
  });
}
