/**
 * The permission model of data-layer.md §4 and §6, written once and used by the server (to decide)
 * and by the client (to decide what it shows). Pure: no DOM, React or Node.
 */

export type PermissionKey = 'read' | 'write' | 'admin';
export type Action = PermissionKey;

export const PERMISSION_RANK: Readonly<Record<PermissionKey, number>> = { read: 1, write: 2, admin: 3 };

/** Read, write and admin flags, as the API answers them on companies, projects and modules. */
export interface PermissionFlags {
  read: boolean;
  write: boolean;
  admin: boolean;
}

export const NO_PERMISSIONS: PermissionFlags = Object.freeze({ read: false, write: false, admin: false });

export function rankOf(level: PermissionKey | null | undefined): number {
  return level ? PERMISSION_RANK[level] : 0;
}

/** The direct user permission, raised to the highest role-based level when a role grants more. */
export function effectiveLevel(
  direct: PermissionKey | null | undefined,
  roleLevels: ReadonlyArray<PermissionKey>,
): PermissionKey | null {
  let best: PermissionKey | null = direct ?? null;
  for (const level of roleLevels) {
    if (rankOf(level) > rankOf(best)) best = level;
  }
  return best;
}

/** A level grants every action ranked at or below it. */
export function flagsForLevel(level: PermissionKey | null | undefined): PermissionFlags {
  const rank = rankOf(level);
  return { read: rank >= 1, write: rank >= 2, admin: rank >= 3 };
}

export interface PermissionUser {
  shared_user: boolean;
  system_admin: boolean;
  restricted: boolean;
}

export interface ProjectAccessInput {
  user: PermissionUser | null | undefined;
  /** The user's permission flags on the company that owns the project. */
  companyPermissions: PermissionFlags | null | undefined;
  project: { entity_type: string } | null | undefined;
  /** The user's effective flags on the project itself (see effectiveLevel). */
  projectPermissions: PermissionFlags | null | undefined;
}

export const SAMPLE_PROJECT_TYPE = 'project_sample';

export function canAccessProject(input: ProjectAccessInput, action: Action): boolean {
  const { user, companyPermissions, project, projectPermissions } = input;
  if (!project || !companyPermissions || !user) return false;
  const own = projectPermissions?.[action] === true;
  const skipsCompanyCheck =
    project.entity_type === SAMPLE_PROJECT_TYPE || (action === 'read' && user.shared_user);
  if (skipsCompanyCheck) return own;
  const companyAction: Action = action === 'admin' ? 'write' : action;
  return companyPermissions[companyAction] === true && own;
}

export interface ModuleAccessInput extends ProjectAccessInput {
  module: { locked: boolean } | null | undefined;
}

/** Read is allowed on a locked module; every other action needs it unlocked plus the project check. */
export function canAccessModule(input: ModuleAccessInput, action: Action): boolean {
  if (!input.module) return false;
  if (action !== 'read' && input.module.locked) return false;
  return canAccessProject(input, action);
}

export interface CompanyOwnedAccessInput {
  user: PermissionUser | null | undefined;
  companyPermissions: PermissionFlags | null | undefined;
  /** Data maps and data catalogs: company_id null means global. */
  item: { company_id: number | null } | null | undefined;
  itemPermissions: PermissionFlags | null | undefined;
}

/** Data maps and data catalogs: global items skip company checks; shared users are always denied. */
export function canAccessCompanyOwnedItem(input: CompanyOwnedAccessInput, action: Action): boolean {
  const { user, companyPermissions, item, itemPermissions } = input;
  if (!item || !user || user.shared_user) return false;
  const own = itemPermissions?.[action] === true;
  if (item.company_id === null) return own;
  if (!companyPermissions) return false;
  const companyAction: Action = action === 'admin' ? 'write' : action;
  return companyPermissions[companyAction] === true && own;
}

/** Assessments need company write and the assessment's own permission. */
export function canAccessAssessment(
  companyPermissions: PermissionFlags | null | undefined,
  assessmentPermissions: PermissionFlags | null | undefined,
  action: Action,
): boolean {
  return companyPermissions?.write === true && assessmentPermissions?.[action] === true;
}

/**
 * What a share link lets its visitor read: a project link (moduleId null) the whole project, a module
 * link only its own module. `moduleId` null asks about the project itself (its export, sections,
 * resources, history, project-level comments), which a module link never reaches.
 */
export function shareLinkReaches(link: { moduleId: number | null }, moduleId: number | null): boolean {
  return link.moduleId === null || link.moduleId === moduleId;
}

/** Restricted users who are not system admins are confined to the profile page (and /). */
export function isConfinedToProfile(user: PermissionUser | null | undefined): boolean {
  return !!user && user.restricted && !user.system_admin;
}
