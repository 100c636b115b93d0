/**
 * Company labels (/api/labels). Any workspace user lists them; company writers create them; renaming,
 * recolouring and deleting need the label's creator or a company admin, because every project of the
 * company shares the label. Deleting keeps the label and its assignments in deleted_labels, so that
 * restoreLabel can undo it.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Label, LabelCreate, LabelUpdate } from '../../core/domain/workspace-types';
import type { AuthContext } from '../auth/auth-context';
import type { Database, Queryable } from '../db/client';
import { deletedLabels, labels, projectLabels, projects } from '../db/schema';
import { forbidden, notFound, unprocessable } from '../errors';
import { loadProjectAccess, loadProjectFor } from './project-access';
import { changeProject, quoted } from './project-events';
import { assertWorkspaceUser } from './workspace-access';

export const DEFAULT_LABEL_COLOR = '#5BADCA';

function toLabel(row: Pick<typeof labels.$inferSelect, 'id' | 'name' | 'color'>): Label {
  return { id: row.id, name: row.name, color: row.color };
}

function assertCompanyWrite(auth: AuthContext): void {
  assertWorkspaceUser(auth);
  if (!auth.companyPermissions.write) throw forbidden({ code: 'companyReadOnly', message: 'You can only read in this company, so you cannot change labels.' });
}

function assertMayChange(auth: AuthContext, label: { created_by: number | null }): void {
  if (auth.companyPermissions.admin || auth.user.system_admin || label.created_by === auth.user.id) return;
  throw forbidden({
    code: 'labelOwnerOnly',
    message: 'Only whoever created this label or a company administrator can change or delete it: every project of the company shares it.',
  });
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
    throw unprocessable([{ field: 'name', code: 'nameTaken', params: { name: name.trim() }, message: `There is already a label ${quoted(name.trim())}. Pick it, or choose another name.` }]);
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
      .values({ company_id: auth.user.company_id, name: input.name.trim(), color: input.color ?? DEFAULT_LABEL_COLOR, created_by: auth.user.id })
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
  assertMayChange(auth, await findCompanyLabel(db, auth, labelId));
  if (input.name !== undefined) await assertNameFree(db, auth, input.name, labelId);
  const [row] = await db
    .update(labels)
    .set({ name: input.name?.trim(), color: input.color, updated_at: sql`now()` })
    .where(eq(labels.id, labelId))
    .returning();
  return toLabel(row);
}

/** Removes the label from the company and from every project carrying it, keeping both for restoreLabel. */
export async function destroyLabel(db: Database, auth: AuthContext, labelId: number): Promise<Label> {
  assertCompanyWrite(auth);
  const row = await findCompanyLabel(db, auth, labelId);
  assertMayChange(auth, row);
  await db.transaction(async (tx) => {
    const carriers = await tx.select({ id: projectLabels.project_id }).from(projectLabels).where(eq(projectLabels.label_id, labelId));
    const { id, company_id, name, color, created_by } = row;
    await tx.insert(deletedLabels).values({ id, company_id, name, color, created_by, project_ids: carriers.map((p) => p.id) });
    await tx.delete(labels).where(eq(labels.id, labelId));
  });
  return toLabel(row);
}

/** Undoes destroyLabel: the same label again, on the projects that carried it (those that still exist). */
export async function restoreLabel(db: Database, auth: AuthContext, labelId: number): Promise<Label> {
  assertCompanyWrite(auth);
  const [deleted] = await db
    .select()
    .from(deletedLabels)
    .where(and(eq(deletedLabels.id, labelId), eq(deletedLabels.company_id, auth.user.company_id)));
  if (!deleted) throw notFound('This deleted label');
  assertMayChange(auth, deleted);
  await assertNameFree(db, auth, deleted.name);
  return db.transaction(async (tx) => {
    const { id, company_id, name, color, created_by, project_ids } = deleted;
    const [row] = await tx.insert(labels).values({ id, company_id, name, color, created_by }).returning();
    const carriers = project_ids.length === 0 ? [] : await tx.select({ id: projects.id }).from(projects).where(inArray(projects.id, project_ids));
    if (carriers.length > 0) await tx.insert(projectLabels).values(carriers.map((p) => ({ project_id: p.id, label_id: id })));
    await tx.delete(deletedLabels).where(eq(deletedLabels.id, id));
    return toLabel(row);
  });
}
