/** last_event_date drives the default order of the home lists: any change inside a project moves it up. */
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { projects } from '../db/schema';

export async function touchProject(db: Queryable, projectId: number): Promise<void> {
  await db.update(projects).set({ last_event_date: sql`now()` }).where(eq(projects.id, projectId));
}
