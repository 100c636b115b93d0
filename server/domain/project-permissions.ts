/**
 * Who may do what on a project: user permissions, role (team) permissions and the effective level of
 * each person (data-layer.md §4: the direct level raised by role levels; company admins hold admin on
 * every project of their company). Only project admins change them; readers may look. The rows are read
 * again on every request (server/domain/project-access.ts), so a change takes effect on the next one.
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { implicitProjectLevel } from '../../core/domain/company-role';
import { rankOf, type PermissionKey } from '../../core/domain/permissions';
import type {
  DirectoryRole,
  DirectoryUser,
  EffectivePermission,
  EffectivePermissionSource,
  RolePermission,
  UserPermission,
} from '../../core/domain/sharing-types';
import type { AuthContext } from '../auth/auth-context';
import { companyRoleOf } from '../auth/company-role-of';
import type { Database, Queryable } from '../db/client';
import { projectRolePermissions, projectUserPermissions, roles, roleUsers, users } from '../db/schema';
import { forbidden, notFound, unprocessable } from '../errors';
import { loadProjectAccess, loadProjectFor, toPermissionKey, type ProjectAccess } from './project-access';
import { notifyOfPermission, notifyOfTeamPermission } from './notifications/permission-notifications';
import { changeProject, quoted } from './project-events';
import { assertWorkspaceUser } from './workspace-access';

const USER_PERMISSION = 'This user permission';
const ROLE_PERMISSION = 'This team permission';

/** Readers of the project may look at its permissions; a share link does not show them. */
async function loadForListing(db: Queryable, auth: AuthContext, projectId: number): Promise<ProjectAccess> {
  const access = await loadProjectAccess(db, auth, projectId);
  if (access.share) throw forbidden({ code: 'membersOnly', message: 'Permissions are shown to the project’s own members only.' });
  return access;
}

function keyOf(text: string): PermissionKey {
  return toPermissionKey(text) ?? 'read';
}

// ---- the company directory (pickers) ----

function selectCompanyUsers(db: Queryable, companyId: number, id?: number): Promise<DirectoryUser[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.company_id, companyId), ne(users.status, 'removed'), id === undefined ? undefined : eq(users.id, id)))
    .orderBy(asc(users.name), asc(users.id));
}

export async function listCompanyUsers(db: Queryable, auth: AuthContext): Promise<DirectoryUser[]> {
  assertWorkspaceUser(auth);
  return selectCompanyUsers(db, auth.user.company_id);
}

/** A user of the caller's company; anyone else is as unknown as a missing one. */
export async function getCompanyUser(db: Queryable, auth: AuthContext, id: number): Promise<DirectoryUser> {
  assertWorkspaceUser(auth);
  const [user] = await selectCompanyUsers(db, auth.user.company_id, id);
  if (!user) throw notFound('This user');
  return user;
}

async function selectCompanyRoles(db: Queryable, companyId: number, id?: number): Promise<DirectoryRole[]> {
  const rows = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(and(eq(roles.company_id, companyId), id === undefined ? undefined : eq(roles.id, id)))
    .orderBy(asc(roles.name), asc(roles.id));
  if (rows.length === 0) return [];
  const members = await db
    .select({ role_id: roleUsers.role_id, user_id: roleUsers.user_id })
    .from(roleUsers)
    .where(inArray(roleUsers.role_id, rows.map((r) => r.id)))
    .orderBy(asc(roleUsers.user_id));
  return rows.map((role) => ({
    ...role,
    user_ids: members.filter((m) => m.role_id === role.id).map((m) => m.user_id),
  }));
}

export async function listCompanyRoles(db: Queryable, auth: AuthContext): Promise<DirectoryRole[]> {
  assertWorkspaceUser(auth);
  return selectCompanyRoles(db, auth.user.company_id);
}

/** A team of the caller's company with its members; another company's is as unknown as a missing one. */
export async function getCompanyRole(db: Queryable, auth: AuthContext, id: number): Promise<DirectoryRole> {
  assertWorkspaceUser(auth);
  const [role] = await selectCompanyRoles(db, auth.user.company_id, id);
  if (!role) throw notFound('This team');
  return role;
}

// ---- user permissions ----

async function selectUserPermissions(db: Queryable, projectId: number, id?: number): Promise<UserPermission[]> {
  const rows = await db
    .select({ row: projectUserPermissions, user: { id: users.id, name: users.name, email: users.email } })
    .from(projectUserPermissions)
    .innerJoin(users, eq(users.id, projectUserPermissions.user_id))
    .where(and(eq(projectUserPermissions.project_id, projectId), id === undefined ? undefined : eq(projectUserPermissions.id, id)))
    .orderBy(asc(users.name), asc(projectUserPermissions.id));
  return rows.map(({ row, user }) => ({
    id: row.id,
    project_id: row.project_id,
    user_id: row.user_id,
    user,
    permission_key: keyOf(row.permission_key),
  }));
}

async function findUserPermission(db: Queryable, projectId: number, id: number): Promise<UserPermission> {
  const [found] = await selectUserPermissions(db, projectId, id);
  if (!found) throw notFound(USER_PERMISSION);
  return found;
}

export async function getUserPermission(db: Queryable, auth: AuthContext, projectId: number, id: number): Promise<UserPermission> {
  await loadForListing(db, auth, projectId);
  return findUserPermission(db, projectId, id);
}

export async function listUserPermissions(db: Queryable, auth: AuthContext, projectId: number): Promise<UserPermission[]> {
  await loadForListing(db, auth, projectId);
  return selectUserPermissions(db, projectId);
}

export async function createUserPermission(
  db: Database,
  auth: AuthContext,
  projectId: number,
  input: { user_id: number; permission_key: PermissionKey },
): Promise<UserPermission> {
  const { project } = await loadProjectFor(db, auth, projectId, 'admin');
  const [user] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.id, input.user_id), eq(users.company_id, project.company_id)));
  if (!user) throw unprocessable([{ field: 'user_id', code: 'notAnOption', message: 'Choose a user of this project’s company.' }]);
  const [existing] = await db
    .select({ id: projectUserPermissions.id })
    .from(projectUserPermissions)
    .where(and(eq(projectUserPermissions.project_id, projectId), eq(projectUserPermissions.user_id, input.user_id)));
  if (existing) {
    throw unprocessable([{ field: 'user_id', code: 'alreadyGranted', message: 'This user already has a permission on this project; change that one instead.' }]);
  }
  const row = await changeProject(
    db,
    projectId,
    async (tx) => {
      const [created] = await tx
        .insert(projectUserPermissions)
        .values({ project_id: projectId, user_id: input.user_id, permission_key: input.permission_key })
        .returning({ id: projectUserPermissions.id });
      await notifyOfPermission(tx, auth, project, input.user_id);
      return created;
    },
    auth,
    (created) => ({
      action: 'created',
      subject_type: 'UserPermission',
      subject_id: created.id,
      summary: `Gave ${quoted(user.name)} ${input.permission_key} access`,
    }),
  );
  return findUserPermission(db, projectId, row.id);
}

export async function updateUserPermission(
  db: Database,
  auth: AuthContext,
  projectId: number,
  id: number,
  input: { permission_key: PermissionKey },
): Promise<UserPermission> {
  const { project } = await loadProjectFor(db, auth, projectId, 'admin');
  const found = await findUserPermission(db, projectId, id);
  await changeProject(
    db,
    projectId,
    async (tx) => {
      await tx.update(projectUserPermissions).set({ permission_key: input.permission_key }).where(eq(projectUserPermissions.id, id));
      if (input.permission_key !== found.permission_key) await notifyOfPermission(tx, auth, project, found.user_id);
    },
    auth,
    { action: 'updated', subject_type: 'UserPermission', subject_id: id, summary: `Gave ${quoted(found.user.name)} ${input.permission_key} access` },
  );
  return findUserPermission(db, projectId, id);
}

export async function destroyUserPermission(db: Database, auth: AuthContext, projectId: number, id: number): Promise<UserPermission> {
  await loadProjectFor(db, auth, projectId, 'admin');
  const found = await findUserPermission(db, projectId, id);
  await changeProject(
    db,
    projectId,
    (tx) => tx.delete(projectUserPermissions).where(eq(projectUserPermissions.id, id)),
    auth,
    { action: 'deleted', subject_type: 'UserPermission', subject_id: id, summary: `Removed the access of ${quoted(found.user.name)}` },
  );
  return found;
}

// ---- role permissions ----

async function selectRolePermissions(db: Queryable, projectId: number, id?: number): Promise<RolePermission[]> {
  const rows = await db
    .select({ row: projectRolePermissions, role: { id: roles.id, name: roles.name } })
    .from(projectRolePermissions)
    .innerJoin(roles, eq(roles.id, projectRolePermissions.role_id))
    .where(and(eq(projectRolePermissions.project_id, projectId), id === undefined ? undefined : eq(projectRolePermissions.id, id)))
    .orderBy(asc(roles.name), asc(projectRolePermissions.id));
  return rows.map(({ row, role }) => ({
    id: row.id,
    project_id: row.project_id,
    role_id: row.role_id,
    role,
    permission_key: keyOf(row.permission_key),
  }));
}

async function findRolePermission(db: Queryable, projectId: number, id: number): Promise<RolePermission> {
  const [found] = await selectRolePermissions(db, projectId, id);
  if (!found) throw notFound(ROLE_PERMISSION);
  return found;
}

export async function getRolePermission(db: Queryable, auth: AuthContext, projectId: number, id: number): Promise<RolePermission> {
  await loadForListing(db, auth, projectId);
  return findRolePermission(db, projectId, id);
}

export async function listRolePermissions(db: Queryable, auth: AuthContext, projectId: number): Promise<RolePermission[]> {
  await loadForListing(db, auth, projectId);
  return selectRolePermissions(db, projectId);
}

export async function createRolePermission(
  db: Database,
  auth: AuthContext,
  projectId: number,
  input: { role_id: number; permission_key: PermissionKey },
): Promise<RolePermission> {
  const { project } = await loadProjectFor(db, auth, projectId, 'admin');
  const [role] = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(and(eq(roles.id, input.role_id), eq(roles.company_id, project.company_id)));
  if (!role) throw unprocessable([{ field: 'role_id', code: 'notAnOption', message: 'Choose a team of this project’s company.' }]);
  const [existing] = await db
    .select({ id: projectRolePermissions.id })
    .from(projectRolePermissions)
    .where(and(eq(projectRolePermissions.project_id, projectId), eq(projectRolePermissions.role_id, input.role_id)));
  if (existing) {
    throw unprocessable([{ field: 'role_id', code: 'alreadyGranted', message: 'This team already has a permission on this project; change that one instead.' }]);
  }
  const row = await changeProject(
    db,
    projectId,
    async (tx) => {
      const [created] = await tx
        .insert(projectRolePermissions)
        .values({ project_id: projectId, role_id: input.role_id, permission_key: input.permission_key })
        .returning({ id: projectRolePermissions.id });
      await notifyOfTeamPermission(tx, auth, project, input.role_id);
      return created;
    },
    auth,
    (created) => ({
      action: 'created',
      subject_type: 'RolePermission',
      subject_id: created.id,
      summary: `Gave team ${quoted(role.name)} ${input.permission_key} access`,
    }),
  );
  return findRolePermission(db, projectId, row.id);
}

export async function updateRolePermission(
  db: Database,
  auth: AuthContext,
  projectId: number,
  id: number,
  input: { permission_key: PermissionKey },
): Promise<RolePermission> {
  const { project } = await loadProjectFor(db, auth, projectId, 'admin');
  const found = await findRolePermission(db, projectId, id);
  await changeProject(
    db,
    projectId,
    async (tx) => {
      await tx.update(projectRolePermissions).set({ permission_key: input.permission_key }).where(eq(projectRolePermissions.id, id));
      if (input.permission_key !== found.permission_key) await notifyOfTeamPermission(tx, auth, project, found.role_id);
    },
    auth,
    { action: 'updated', subject_type: 'RolePermission', subject_id: id, summary: `Gave team ${quoted(found.role.name)} ${input.permission_key} access` },
  );
  return findRolePermission(db, projectId, id);
}

export async function destroyRolePermission(db: Database, auth: AuthContext, projectId: number, id: number): Promise<RolePermission> {
  await loadProjectFor(db, auth, projectId, 'admin');
  const found = await findRolePermission(db, projectId, id);
  await changeProject(
    db,
    projectId,
    (tx) => tx.delete(projectRolePermissions).where(eq(projectRolePermissions.id, id)),
    auth,
    { action: 'deleted', subject_type: 'RolePermission', subject_id: id, summary: `Removed the access of team ${quoted(found.role.name)}` },
  );
  return found;
}

// ---- effective permissions ----

/** The highest of the sources; on a tie the more specific one names it (direct, then role, then company admin). */
export function effectiveOf(
  direct: PermissionKey | null,
  roleLevels: readonly PermissionKey[],
  companyAdmin: PermissionKey | null,
): { level: PermissionKey; source: EffectivePermissionSource } | null {
  let best: { level: PermissionKey; source: EffectivePermissionSource } | null = null;
  const consider = (level: PermissionKey | null, source: EffectivePermissionSource) => {
    if (level && rankOf(level) > rankOf(best?.level)) best = { level, source };
  };
  consider(direct, 'direct');
  for (const level of roleLevels) consider(level, 'role');
  consider(companyAdmin, 'company_admin');
  return best;
}

export async function listEffectivePermissions(db: Queryable, auth: AuthContext, projectId: number): Promise<EffectivePermission[]> {
  const { project } = await loadForListing(db, auth, projectId);
  return effectivePermissionsOf(db, project);
}

/** Everyone with access to the project (its members) and their level, by name. */
export async function effectivePermissionsOf(
  db: Queryable,
  project: { id: number; company_id: number },
): Promise<EffectivePermission[]> {
  const projectId = project.id;
  const people = await db
    .select({ id: users.id, name: users.name, email: users.email, company_role: users.company_role })
    .from(users)
    .where(eq(users.company_id, project.company_id))
    .orderBy(asc(users.name), asc(users.id));
  const direct = await db
    .select({ user_id: projectUserPermissions.user_id, permission_key: projectUserPermissions.permission_key })
    .from(projectUserPermissions)
    .where(eq(projectUserPermissions.project_id, projectId));
  const viaRoles = await db
    .select({ user_id: roleUsers.user_id, permission_key: projectRolePermissions.permission_key })
    .from(projectRolePermissions)
    .innerJoin(roleUsers, eq(roleUsers.role_id, projectRolePermissions.role_id))
    .where(eq(projectRolePermissions.project_id, projectId));
  const answer: EffectivePermission[] = [];
  for (const person of people) {
    const own = toPermissionKey(direct.find((row) => row.user_id === person.id)?.permission_key);
    const roleLevels = viaRoles
      .filter((row) => row.user_id === person.id)
      .map((row) => toPermissionKey(row.permission_key))
      .filter((level): level is PermissionKey => level !== null);
    const effective = effectiveOf(own, roleLevels, implicitProjectLevel(companyRoleOf(person.company_role)));
    if (effective) answer.push({ user: { id: person.id, name: person.name, email: person.email }, ...effective });
  }
  return answer;
}
