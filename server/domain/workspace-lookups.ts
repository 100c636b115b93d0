/**
 * The small workspace calls: favourites and per-user preferences (labels: labels.ts; statuses are lookups:
 * domain/lookups/).
 * Favourites need project read; preferences belong to the signed-in user.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Project } from '../../core/domain/api-types';
import type { Preference } from '../../core/domain/workspace-types';
import type { AuthContext } from '../auth/auth-context';
import type { Database, Queryable } from '../db/client';
import { projectFavorites, userPreferences } from '../db/schema';
import { loadProjectAccess } from './project-access';
import { projectAnswer } from './project-answer';

/** POST/DELETE /api/projects/{id}/favorite.json: idempotent; answers the project. */
export async function setFavorite(db: Database, auth: AuthContext, projectId: number, favorite: boolean): Promise<Project> {
  const { project, permissions } = await loadProjectAccess(db, auth, projectId);
  if (favorite) {
    await db.insert(projectFavorites).values({ user_id: auth.user.id, project_id: projectId }).onConflictDoNothing();
  } else {
    await db.delete(projectFavorites).where(and(eq(projectFavorites.user_id, auth.user.id), eq(projectFavorites.project_id, projectId)));
  }
  return projectAnswer(db, auth, project, permissions);
}

/** A preference of the signed-in user; value null when never set. */
export async function getPreference(db: Queryable, auth: AuthContext, key: string): Promise<Preference> {
  const [row] = await db
    .select({ value: userPreferences.value })
    .from(userPreferences)
    .where(and(eq(userPreferences.user_id, auth.user.id), eq(userPreferences.key, key)));
  return { key, value: row?.value ?? null };
}

export async function putPreference(db: Queryable, auth: AuthContext, key: string, value: unknown): Promise<Preference> {
  // JSON null is kept as a jsonb null (the column itself is never SQL NULL).
  const stored = value === null ? sql`'null'::jsonb` : sql`${JSON.stringify(value)}::jsonb`;
  const [row] = await db
    .insert(userPreferences)
    .values({ user_id: auth.user.id, key, value: stored })
    .onConflictDoUpdate({ target: [userPreferences.user_id, userPreferences.key], set: { value: stored, updated_at: sql`now()` } })
    .returning({ value: userPreferences.value });
  return { key, value: row.value };
}
