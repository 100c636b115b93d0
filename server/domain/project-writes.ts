/** Creating, renaming and (softly) deleting projects, and remembering which ones a user viewed. */
import { eq, sql } from 'drizzle-orm';
import type { Project, ProjectCreate, ProjectUpdate } from '../../core/domain/api-types';
import type { AuthContext } from '../auth/auth-context';
import type { Database } from '../db/client';
import { projects, projectUserPermissions, projectViews } from '../db/schema';
import { forbidden } from '../errors';
import { loadProjectAccess, loadProjectFor, projectPermissions, toPermissionKey } from './project-access';
import { toProjectAnswer } from './project-answer';
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
    throw forbidden('You can only read in this company, so you cannot create projects. Ask your company administrator.');
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
    return toProjectAnswer(project, projectPermissions(auth, project, toPermissionKey(grant.permission_key)));
  });
}

export async function getProject(db: Database, auth: AuthContext, projectId: number): Promise<Project> {
  const { project, permissions } = await loadProjectAccess(db, auth, projectId);
  return toProjectAnswer(project, permissions);
}

/** Needs project write. */
export async function updateProject(
  db: Database,
  auth: AuthContext,
  projectId: number,
  input: ProjectUpdate,
): Promise<Project> {
  const { permissions } = await loadProjectFor(db, auth, projectId, 'write');
  const [project] = await db
    .update(projects)
    .set({ name: input.name, description: input.description, updated_at: sql`now()`, last_event_date: sql`now()` })
    .where(eq(projects.id, projectId))
    .returning();
  return toProjectAnswer(project, permissions);
}

/** Soft delete (deleted_at): the project vanishes from lists and gets; admins can restore it later. Needs project admin. */
export async function destroyProject(db: Database, auth: AuthContext, projectId: number): Promise<Project> {
  const { permissions } = await loadProjectFor(db, auth, projectId, 'admin');
  const [project] = await db
    .update(projects)
    .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
    .where(eq(projects.id, projectId))
    .returning();
  return toProjectAnswer(project, permissions);
}

/** POST /api/current_user/register_viewed_project.json: one row per user and project, the last view wins. */
export async function registerViewedProject(
  db: Database,
  auth: AuthContext,
  projectId: number,
): Promise<ProjectView> {
  await loadProjectAccess(db, auth, projectId);
  const [view] = await db
    .insert(projectViews)
    .values({ user_id: auth.user.id, project_id: projectId })
    .onConflictDoUpdate({ target: [projectViews.user_id, projectViews.project_id], set: { viewed_at: sql`now()` } })
    .returning();
  return { project_id: view.project_id, viewed_at: view.viewed_at.toISOString() };
}
