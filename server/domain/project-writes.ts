/** Creating, changing and (softly) deleting projects, and remembering which ones a user viewed. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Project, ProjectCreate, ProjectUpdate } from '../../core/domain/api-types';
import type { ProjectWorkspaceUpdate } from '../../core/domain/workspace-types';
import type { AuthContext } from '../auth/auth-context';
import type { Database, Queryable } from '../db/client';
import { labels, projectLabels, projects, projectStatuses, projectUserPermissions, projectViews } from '../db/schema';
import { forbidden, unprocessable } from '../errors';
import { loadProjectFor, loadProjectPartAccess, projectPermissions, toPermissionKey, type ProjectAccess } from './project-access';
import { projectAnswer } from './project-answer';
import { changeProject, quoted, recordProjectEvent, type ChangeEvent } from './project-events';
import { changedFieldWords } from './history-words';
import { recordProjectOpened } from './user-events/page-opens';
import { recordUserEvent } from './user-events/record-user-event';
import { assertWorkspaceUser } from './workspace-access';

/** The answer of register_viewed_project. */
export interface ProjectView {
  project_id: number;
  viewed_at: string;
}

/** The creator becomes the project's admin through a direct permission row; company write is needed. */
export async function createProject(db: Database, auth: AuthContext, input: ProjectCreate): Promise<Project> {
  assertWorkspaceUser(auth);
  if (!auth.companyPermissions.write) {
    throw forbidden({ code: 'companyReadOnly', message: 'You can only read in this company, so you cannot create projects. Ask your company administrator.' });
  }
  return db.transaction(async (tx) => {
    const [project] = await tx
      .insert(projects)
      .values({
        company_id: auth.user.company_id,
        name: input.name,
        description: input.description ?? '',
        created_by: auth.user.id,
      })
      .returning();
    const [grant] = await tx
      .insert(projectUserPermissions)
      .values({ project_id: project.id, user_id: auth.user.id, permission_key: 'admin' })
      .returning();
    await recordProjectEvent(tx, auth, project.id, {
      action: 'created',
      subject_type: 'Project',
      subject_id: project.id,
      summary: `Created project ${quoted(project.name)}`,
    });
    return projectAnswer(tx, auth, project, projectPermissions(auth, project, toPermissionKey(grant.permission_key)));
  });
}

export async function getProject(db: Database, auth: AuthContext, projectId: number): Promise<Project> {
  // A module link shows the project's basic information around its module.
  const { project, permissions } = await loadProjectPartAccess(db, auth, projectId);
  await recordProjectOpened(db, auth, projectId);
  return projectAnswer(db, auth, project, permissions);
}

export type FullProjectUpdate = ProjectUpdate & ProjectWorkspaceUpdate;

/** 422 unless the status exists. */
async function assertProjectStatus(db: Queryable, statusId: number | null | undefined): Promise<void> {
  if (statusId === null || statusId === undefined) return;
  const [row] = await db.select({ id: projectStatuses.id }).from(projectStatuses).where(eq(projectStatuses.id, statusId));
  if (!row) throw unprocessable([{ field: 'status_id', code: 'notAnOption', message: 'There is no such project status. Pick one from /api/project_statuses.json.' }]);
}

/** 422 unless every label is one of the user's company. */
async function assertCompanyLabels(db: Queryable, auth: AuthContext, labelIds: readonly number[]): Promise<void> {
  const unique = [...new Set(labelIds)];
  if (unique.length === 0) return;
  const rows = await db
    .select({ id: labels.id })
    .from(labels)
    .where(and(eq(labels.company_id, auth.user.company_id), inArray(labels.id, unique)));
  if (rows.length !== unique.length) {
    throw unprocessable([{ field: 'label_ids', code: 'notAnOption', message: 'Some labels do not exist. Pick labels from /api/labels.json.' }]);
  }
}

function updateEvent(name: string, input: FullProjectUpdate): ChangeEvent {
  const base = { subject_type: 'Project' };
  if (input.published !== undefined) {
    return { ...base, action: input.published ? 'published' : 'unpublished', summary: `${input.published ? 'Published' : 'Unpublished'} ${quoted(name)}` };
  }
  const changed = Object.keys(input).filter((key) => input[key as keyof FullProjectUpdate] !== undefined);
  return { ...base, action: 'updated', summary: `Changed ${changedFieldWords(changed)} of project ${quoted(name)}`, details: { fields: changed } };
}

/**
 * Needs project write; publishing needs project admin and a template or example. label_ids replaces the
 * project's labels.
 */
export async function updateProject(
  db: Database,
  auth: AuthContext,
  projectId: number,
  input: FullProjectUpdate,
): Promise<Project> {
  const access: ProjectAccess = await loadProjectFor(db, auth, projectId, 'write');
  if (input.published !== undefined) {
    if (access.project.entity_type === 'project') {
      throw unprocessable([{ field: 'published', code: 'notPublishable', message: 'Only templates and examples can be published.' }]);
    }
    if (!access.permissions.admin) throw forbidden({ code: 'adminsOnly', message: 'Only project admins can publish or unpublish a template or example.' });
  }
  await assertProjectStatus(db, input.status_id);
  if (input.label_ids) await assertCompanyLabels(db, auth, input.label_ids);
  const project = await changeProject(db, projectId, async (tx) => {
    const [row] = await tx
      .update(projects)
      .set({
        name: input.name,
        description: input.description,
        status_id: input.status_id,
        published: input.published,
        updated_at: sql`now()`,
        last_event_date: sql`now()`,
      })
      .where(eq(projects.id, projectId))
      .returning();
    if (input.label_ids) {
      await tx.delete(projectLabels).where(eq(projectLabels.project_id, projectId));
      const unique = [...new Set(input.label_ids)];
      if (unique.length > 0) await tx.insert(projectLabels).values(unique.map((label_id) => ({ project_id: projectId, label_id })));
    }
    return row;
  }, auth, (row) => updateEvent(row.name, input));
  return projectAnswer(db, auth, project, access.permissions);
}

/** Soft delete (deleted_at): the project vanishes from lists and gets; admins can restore it later. Needs project admin. */
export async function destroyProject(db: Database, auth: AuthContext, projectId: number): Promise<Project> {
  const { permissions } = await loadProjectFor(db, auth, projectId, 'admin');
  const project = await changeProject(db, projectId, async (tx) => {
    const [row] = await tx
      .update(projects)
      .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
      .where(eq(projects.id, projectId))
      .returning();
    return row;
  }, auth, (row) => ({ action: 'deleted', subject_type: 'Project', subject_id: row.id, summary: `Removed project ${quoted(row.name)}` }));
  return projectAnswer(db, auth, project, permissions);
}

/** POST /api/current_user/register_viewed_project.json: one row per user and project, the last view wins; one event per view. */
export async function registerViewedProject(
  db: Database,
  auth: AuthContext,
  projectId: number,
): Promise<ProjectView> {
  const { project } = await loadProjectPartAccess(db, auth, projectId);
  const view = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(projectViews)
      .values({ user_id: auth.user.id, project_id: projectId })
      .onConflictDoUpdate({ target: [projectViews.user_id, projectViews.project_id], set: { viewed_at: sql`now()` } })
      .returning();
    await recordUserEvent(tx, { kind: 'project_viewed', user_id: auth.user.id, company_id: project.company_id, project_id: projectId });
    return row;
  });
  return { project_id: view.project_id, viewed_at: view.viewed_at.toISOString() };
}
