/**
 * Issue 4's small workspace calls: favourites, labels and per-user preferences (statuses are lookups: domain/lookups/).
 * Favourites need project read; labels belong to the company (listing: any workspace user; creating,
 * renaming, deleting: company write); preferences belong to the signed-in user.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Project } from '../../core/domain/api-types';
import type { Label, LabelCreate, LabelUpdate, Preference } from '../../core/domain/workspace-types';
import type { AuthContext } from '../auth/auth-context';
import type { Database, Queryable } from '../db/client';
import { labels, projectFavorites, projectLabels, userPreferences } from '../db/schema';
import { forbidden, notFound, unprocessable } from '../errors';
import { loadProjectAccess, loadProjectFor } from './project-access';
import { projectAnswer } from './project-answer';
import { changeProject, quoted } from './project-events';
import { assertWorkspaceUser } from './workspace-access';

export const DEFAULT_LABEL_COLOR = '#5BADCA';

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

function toLabel(row: typeof labels.$inferSelect): Label {
  return { id: row.id, name: row.name, color: row.color };
}

function assertCompanyWrite(auth: AuthContext): void {
  assertWorkspaceUser(auth);
  if (!auth.companyPermissions.write) throw forbidden('You can only read in this company, so you cannot change labels.');
}

/** The company's labels, or one project's labels (needs project read). */
export async function listLabels(db: Queryable, auth: AuthContext, projectId?: number): Promise<Label[]> {
  assertWorkspaceUser(auth);
  if (projectId !== undefined) {
    await loadProjectAccess(db, auth, projectId);
    const rows = await db
      .select({ label: labels })
      .from(projectLabels)
      .innerJoin(labels, eq(labels.id, projectLabels.label_id))
      .where(eq(projectLabels.project_id, projectId))
      .orderBy(asc(sql`lower(${labels.name})`), asc(labels.id));
    return rows.map((row) => toLabel(row.label));
  }
  const rows = await db
    .select()
    .from(labels)
    .where(eq(labels.company_id, auth.user.company_id))
    .orderBy(asc(sql`lower(${labels.name})`), asc(labels.id));
  return rows.map(toLabel);
}

async function findCompanyLabel(db: Queryable, auth: AuthContext, labelId: number): Promise<typeof labels.$inferSelect> {
  const [row] = await db
    .select()
    .from(labels)
    .where(and(eq(labels.id, labelId), eq(labels.company_id, auth.user.company_id)));
  if (!row) throw notFound('This label');
  return row;
}

async function assertNameFree(db: Queryable, auth: AuthContext, name: string, exceptId?: number): Promise<void> {
  const [row] = await db
    .select({ id: labels.id })
    .from(labels)
    .where(and(eq(labels.company_id, auth.user.company_id), eq(sql`lower(${labels.name})`, name.trim().toLowerCase())));
  if (row && row.id !== exceptId) {
    throw unprocessable([{ field: 'name', message: `There is already a label ${quoted(name.trim())}. Pick it, or choose another name.` }]);
  }
}

/** Needs company write; with project_id also assigns it (needs project write there). */
export async function createLabel(db: Database, auth: AuthContext, input: LabelCreate): Promise<Label> {
  assertCompanyWrite(auth);
  if (input.project_id !== undefined) await loadProjectFor(db, auth, input.project_id, 'write');
  await assertNameFree(db, auth, input.name);
  const insert = async (tx: Queryable) => {
    const [row] = await tx
      .insert(labels)
      .values({ company_id: auth.user.company_id, name: input.name.trim(), color: input.color ?? DEFAULT_LABEL_COLOR })
      .returning();
    if (input.project_id !== undefined) await tx.insert(projectLabels).values({ project_id: input.project_id, label_id: row.id });
    return toLabel(row);
  };
  if (input.project_id === undefined) return insert(db);
  return changeProject(db, input.project_id, insert, auth, (label) => ({
    action: 'updated',
    subject_type: 'Project',
    subject_id: input.project_id,
    summary: `Added label ${quoted(label.name)}`,
  }));
}

export async function updateLabel(db: Database, auth: AuthContext, labelId: number, input: LabelUpdate): Promise<Label> {
  assertCompanyWrite(auth);
  await findCompanyLabel(db, auth, labelId);
  if (input.name !== undefined) await assertNameFree(db, auth, input.name, labelId);
  const [row] = await db
    .update(labels)
    .set({ name: input.name?.trim(), color: input.color, updated_at: sql`now()` })
    .where(eq(labels.id, labelId))
    .returning();
  return toLabel(row);
}

/** Removes the label from the company and from every project carrying it. */
export async function destroyLabel(db: Database, auth: AuthContext, labelId: number): Promise<Label> {
  assertCompanyWrite(auth);
  const row = await findCompanyLabel(db, auth, labelId);
  await db.delete(labels).where(eq(labels.id, labelId));
  return toLabel(row);
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
