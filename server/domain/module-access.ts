/**
 * Loads a project module with the user's permissions on it: the project's permissions with the
 * module lock applied (canAccessModule: read is allowed on a locked module, nothing else).
 */
import { and, eq } from 'drizzle-orm';
import type { PermissionFlags } from '../../core/domain/api-types';
import { canAccessModule, shareLinkReaches, type Action } from '../../core/domain/permissions';
import type { AuthContext } from '../auth/auth-context';
import type { Queryable } from '../db/client';
import { projectModules, scenarioModules } from '../db/schema';
import { forbidden, notFound } from '../errors';
import {
  assertProjectAction,
  flagsFrom,
  loadProjectPartAccess,
  projectAccessInput,
  SHARED_PERMISSIONS,
  type ProjectAccess,
} from './project-access';

export type ModuleRow = typeof projectModules.$inferSelect;

/** A module row with its type's key, as the API answers it. */
export interface TypedModuleRow extends ModuleRow {
  type_key: string;
}

export interface ModuleAccess extends ProjectAccess {
  module: TypedModuleRow;
  /** The user's flags on the module: the project's, lock applied. */
  modulePermissions: PermissionFlags;
}

export const MODULE_NOT_FOUND = 'This module';

export function modulePermissions(
  auth: AuthContext,
  access: ProjectAccess,
  module: Pick<ModuleRow, 'locked'>,
): PermissionFlags {
  if (access.share) return SHARED_PERMISSIONS;
  const input = { ...projectAccessInput(auth, access.project, access.level), module };
  return flagsFrom((action) => canAccessModule(input, action));
}

/**
 * False for what a module share link does not reach: such a visitor sees only their module (moduleId
 * null: the project itself, e.g. a project-level comment).
 */
export function moduleVisible(access: Pick<ProjectAccess, 'share'>, moduleId: number | null): boolean {
  return !access.share || shareLinkReaches(access.share, moduleId);
}

/**
 * Rows a project-level call answered, narrowed for a module link to its own module (a caller without a
 * share link gets them all, without another query).
 */
export async function onlyVisibleModules<T>(
  db: Queryable,
  auth: AuthContext,
  projectId: number,
  rows: readonly T[],
  moduleIdOf: (row: T) => number,
): Promise<T[]> {
  if (!auth.share || auth.share.moduleId === null) return [...rows];
  const access = await loadProjectPartAccess(db, auth, projectId);
  return rows.filter((row) => moduleVisible(access, moduleIdOf(row)));
}

/** Modules of a project with their type keys; `moduleId` narrows to one. */
export function selectTypedModules(db: Queryable, projectId: number, moduleId?: number) {
  return db
    .select({ module: projectModules, type_key: scenarioModules.type_key })
    .from(projectModules)
    .innerJoin(scenarioModules, eq(scenarioModules.id, projectModules.scenario_module_id))
    .where(
      and(eq(projectModules.project_id, projectId), moduleId === undefined ? undefined : eq(projectModules.id, moduleId)),
    );
}

export async function findTypedModule(db: Queryable, projectId: number, moduleId: number): Promise<TypedModuleRow> {
  const [row] = await selectTypedModules(db, projectId, moduleId);
  if (!row) throw notFound(MODULE_NOT_FOUND);
  return { ...row.module, type_key: row.type_key };
}

/** The readable project and its module, or 404 (a module of another project is as unknown as a missing one). */
export async function loadModuleAccess(
  db: Queryable,
  auth: AuthContext,
  projectId: number,
  moduleId: number,
): Promise<ModuleAccess> {
  const access = await loadProjectPartAccess(db, auth, projectId);
  if (!moduleVisible(access, moduleId)) throw notFound(MODULE_NOT_FOUND);
  const module = await findTypedModule(db, projectId, moduleId);
  return { ...access, module, modulePermissions: modulePermissions(auth, access, module) };
}

/** 403 unless the action is allowed on the module; a locked module says so. */
export function assertModuleAction(access: ModuleAccess, action: Action): void {
  if (access.modulePermissions[action]) return;
  if (access.module.locked && access.permissions[action]) {
    throw forbidden({ code: 'moduleLocked', message: 'This module is locked, so it can only be read. Ask a project admin to unlock it.' });
  }
  assertProjectAction(access, action);
  // The project allows the action and the module is unlocked, yet the module rule refused it.
  throw forbidden({ code: 'moduleReadOnly', message: 'You cannot change this module. Ask a project admin for access.' });
}

export async function loadModuleFor(
  db: Queryable,
  auth: AuthContext,
  projectId: number,
  moduleId: number,
  action: Action,
): Promise<ModuleAccess> {
  const access = await loadModuleAccess(db, auth, projectId, moduleId);
  assertModuleAction(access, action);
  return access;
}

/** loadModuleFor for a module named by its id alone (routes without the project id); 404 when it is unknown. */
export async function loadModuleByIdFor(db: Queryable, auth: AuthContext, moduleId: number, action: Action): Promise<ModuleAccess> {
  const [row] = await db.select({ project_id: projectModules.project_id }).from(projectModules).where(eq(projectModules.id, moduleId));
  if (!row) throw notFound(MODULE_NOT_FOUND);
  return loadModuleFor(db, auth, row.project_id, moduleId, action);
}
