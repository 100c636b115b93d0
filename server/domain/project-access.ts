/**
 * Loads a project together with the signed-in user's effective permissions on it, and decides what
 * the user may do. The rules themselves live in core/domain (permissions.ts, company-role.ts); this
 * file only gathers the rows they need.
 *
 * Probing is impossible: a project of another company, a deleted project, an unknown id and a project
 * the user cannot read all answer 404. A readable project where the action is not allowed answers 403.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { implicitProjectLevel } from '../../core/domain/company-role';
import {
  canAccessProject,
  effectiveLevel,
  flagsForLevel,
  PERMISSION_RANK,
  type Action,
  type PermissionFlags,
  type PermissionKey,
  type ProjectAccessInput,
  shareLinkReaches,
} from '../../core/domain/permissions';
import type { AuthContext, ShareGrant } from '../auth/auth-context';
import type { Queryable } from '../db/client';
import { projectRolePermissions, projects, projectUserPermissions } from '../db/schema';
import { forbidden, notFound, type Refusal } from '../errors';
import { assertWorkspaceUser, toPermissionUser } from './workspace-access';

export type ProjectRow = typeof projects.$inferSelect;

export interface ProjectAccess {
  project: ProjectRow;
  /** The user's effective level on the project, before company and sample rules. */
  level: PermissionKey | null;
  /** The user's effective flags on the project: company permissions and sample rules applied. */
  permissions: PermissionFlags;
  /** Set when the access comes from a share link: read only, and only its module when it names one. */
  share?: ShareGrant;
}

/** What a share link grants: reading, nothing more. */
export const SHARED_PERMISSIONS: PermissionFlags = Object.freeze({ read: true, write: false, admin: false });

const ACTIONS: readonly Action[] = ['read', 'write', 'admin'];

export const PROJECT_NOT_FOUND = 'This project';

/** Permission rows store the key as text; anything unexpected grants nothing. */
export function toPermissionKey(text: string | null | undefined): PermissionKey | null {
  return typeof text === 'string' && Object.hasOwn(PERMISSION_RANK, text) ? (text as PermissionKey) : null;
}

/** The direct level raised by role levels and by the company role's implicit level. */
export function projectLevel(
  auth: AuthContext,
  direct: PermissionKey | null,
  roleLevels: readonly PermissionKey[],
): PermissionKey | null {
  const implicit = implicitProjectLevel(auth.companyRole);
  return effectiveLevel(direct, implicit ? [...roleLevels, implicit] : roleLevels);
}

/** What the rules of core/domain/permissions.ts need to decide on a project. */
export function projectAccessInput(
  auth: AuthContext,
  project: Pick<ProjectRow, 'entity_type'>,
  level: PermissionKey | null,
): ProjectAccessInput {
  return {
    user: toPermissionUser(auth),
    companyPermissions: auth.companyPermissions,
    project,
    projectPermissions: flagsForLevel(level),
  };
}

/** Asks a rule for each action: the flags an answer carries. */
export function flagsFrom(allowed: (action: Action) => boolean): PermissionFlags {
  const [read, write, admin] = ACTIONS.map(allowed);
  return { read, write, admin };
}

/** The flags the user holds on a project at a given level, after the company and sample rules. */
export function projectPermissions(
  auth: AuthContext,
  project: Pick<ProjectRow, 'entity_type'>,
  level: PermissionKey | null,
): PermissionFlags {
  const input = projectAccessInput(auth, project, level);
  return flagsFrom((action) => canAccessProject(input, action));
}

/** The user's effective level on each of the given projects (null: no grant at all). */
export async function loadProjectLevels(
  db: Queryable,
  auth: AuthContext,
  projectIds: readonly number[],
): Promise<Map<number, PermissionKey | null>> {
  const levels = new Map<number, PermissionKey | null>();
  if (projectIds.length === 0) return levels;
  const ids = [...new Set(projectIds)];
  const directRows = await db
    .select({ project_id: projectUserPermissions.project_id, permission_key: projectUserPermissions.permission_key })
    .from(projectUserPermissions)
    .where(and(eq(projectUserPermissions.user_id, auth.user.id), inArray(projectUserPermissions.project_id, ids)));
  const roleRows =
    auth.roleIds.length === 0
      ? []
      : await db
          .select({ project_id: projectRolePermissions.project_id, permission_key: projectRolePermissions.permission_key })
          .from(projectRolePermissions)
          .where(and(inArray(projectRolePermissions.role_id, auth.roleIds), inArray(projectRolePermissions.project_id, ids)));
  for (const id of ids) {
    const direct = toPermissionKey(directRows.find((row) => row.project_id === id)?.permission_key);
    const roleLevels = roleRows
      .filter((row) => row.project_id === id)
      .map((row) => toPermissionKey(row.permission_key))
      .filter((level): level is PermissionKey => level !== null);
    levels.set(id, projectLevel(auth, direct, roleLevels));
  }
  return levels;
}

/** Effective flags for many projects at once (the project list). */
export async function loadProjectPermissions(
  db: Queryable,
  auth: AuthContext,
  rows: readonly ProjectRow[],
): Promise<Map<number, PermissionFlags>> {
  const levels = await loadProjectLevels(db, auth, rows.map((row) => row.id));
  return new Map(rows.map((row) => [row.id, projectPermissions(auth, row, levels.get(row.id) ?? null)]));
}

/** The project through the caller's own rights (a signed-in member of its company who may read it), or null. */
export async function loadOwnProjectAccess(db: Queryable, auth: AuthContext, projectId: number): Promise<ProjectAccess | null> {
  assertWorkspaceUser(auth);
  if (auth.kind === 'shared') return null;
  const [project] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.company_id, auth.user.company_id), isNull(projects.deleted_at)));
  if (!project) return null;
  const levels = await loadProjectLevels(db, auth, [project.id]);
  const level = levels.get(project.id) ?? null;
  const permissions = projectPermissions(auth, project, level);
  return permissions.read ? { project, level, permissions } : null;
}

/**
 * Read access through the caller's share link, when it names this project and reaches `moduleId`
 * (null: the project itself, which a module link does not reach); else 404.
 */
async function loadSharedProjectAccess(
  db: Queryable,
  share: ShareGrant | null,
  projectId: number,
  moduleId: number | null,
): Promise<ProjectAccess> {
  if (!share || share.projectId !== projectId || !shareLinkReaches(share, moduleId)) throw notFound(PROJECT_NOT_FOUND);
  const [project] = await db.select().from(projects).where(and(eq(projects.id, projectId), isNull(projects.deleted_at)));
  if (!project) throw notFound(PROJECT_NOT_FOUND);
  return { project, level: 'read', permissions: SHARED_PERMISSIONS, share };
}

/**
 * The whole project with the caller's flags: their own rights, or else a project share link (read only).
 * A module link does not reach it, and nothing else does: 404.
 */
export async function loadProjectAccess(db: Queryable, auth: AuthContext, projectId: number): Promise<ProjectAccess> {
  return (await loadOwnProjectAccess(db, auth, projectId)) ?? loadSharedProjectAccess(db, auth.share, projectId, null);
}

/**
 * Like loadProjectAccess, but a module link is let in too: it reaches the project's basic information
 * and its own module only, so every caller narrows what it answers with moduleVisible (module-access.ts).
 * Use it only where that narrowing happens; anything about the whole project uses loadProjectAccess.
 */
export async function loadProjectPartAccess(db: Queryable, auth: AuthContext, projectId: number): Promise<ProjectAccess> {
  const own = await loadOwnProjectAccess(db, auth, projectId);
  return own ?? loadSharedProjectAccess(db, auth.share, projectId, auth.share?.moduleId ?? null);
}

const REFUSALS: Record<Action, Refusal> = {
  read: { code: 'noReadAccess', message: 'You cannot open this project. Ask a project admin for access.' },
  write: { code: 'noWriteAccess', message: 'You can only read this project. Ask a project admin for write access.' },
  admin: { code: 'adminsOnly', message: 'Only project admins can do this. Ask a project admin to do it or to make you an admin.' },
};

export function assertProjectAction(access: ProjectAccess, action: Action): void {
  if (!access.permissions[action]) throw forbidden(REFUSALS[action]);
}

/** loadProjectAccess, then 403 unless the action is allowed. */
export async function loadProjectFor(
  db: Queryable,
  auth: AuthContext,
  projectId: number,
  action: Action,
): Promise<ProjectAccess> {
  const access = await loadProjectAccess(db, auth, projectId);
  assertProjectAction(access, action);
  return access;
}
