/**
 * A project's modules. Reading needs project read. Creating, changing and deleting need project write,
 * and a locked module refuses everything but reading and unlocking. Locking and unlocking need project
 * admin: a lock protects finished work from the project's writers, so a writer must not lift it.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { ProjectModule, ProjectModuleCreate, ProjectModuleUpdate, UpdatePositions } from '../../core/domain/api-types';
import type { ProjectModuleWorkspaceUpdate } from '../../core/domain/workspace-types';
import type { AuthContext } from '../auth/auth-context';
import type { Database, Queryable } from '../db/client';
import { moduleStatuses, projectModules, scenarioModules, sections, storedFiles } from '../db/schema';
import { unprocessable } from '../errors';
import {
  assertModuleAction,
  findTypedModule,
  loadModuleAccess,
  loadModuleByIdFor,
  loadModuleFor,
  modulePermissions,
  moduleVisible,
  type ModuleAccess,
  type TypedModuleRow,
} from './module-access';
import { assertModuleKindOffered } from './module-catalog';
import type { ModuleRegistry } from './module-registry';
import { moduleSummaries } from './module-summaries';
import { assertCompleteOrder, nextPosition, writePositions } from './positions';
import { assertProjectAction, loadProjectFor, loadProjectPartAccess, type ProjectAccess } from './project-access';
import { fileUrl, type FileStorage } from '../storage/file-storage';
import { deleteStoredFiles } from './stored-files';
import { changedFieldWords } from './history-words';
import { changeModule } from './module-revisions/change-module';
import { changeProject, quoted, type ChangeEvent } from './project-events';
import { recordModuleOpened } from './user-events/page-opens';

const MODULE = { singular: 'Module', plural: 'modules of the project' };

export function toModuleAnswer(row: TypedModuleRow, permissions: ProjectModule['permissions']): ProjectModule {
  return {
    id: row.id,
    project_id: row.project_id,
    section_id: row.section_id,
    scenario_module_id: row.scenario_module_id,
    type_key: row.type_key,
    name: row.name,
    position: row.position,
    locked: row.locked,
    permissions,
    description: row.description,
    status_id: row.status_id ?? null,
    preview_image: fileUrl(row.preview_image),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Ordered as the project page shows them: modules outside sections first, then by section, then by position. */
async function listTypedModules(db: Queryable, projectId: number): Promise<TypedModuleRow[]> {
  const rows = await db
    .select({ module: projectModules, type_key: scenarioModules.type_key })
    .from(projectModules)
    .innerJoin(scenarioModules, eq(scenarioModules.id, projectModules.scenario_module_id))
    .leftJoin(sections, eq(sections.id, projectModules.section_id))
    .where(eq(projectModules.project_id, projectId))
    .orderBy(sql`${sections.position} asc nulls first`, asc(sections.id), asc(projectModules.position), asc(projectModules.id));
  return rows.map((row) => ({ ...row.module, type_key: row.type_key }));
}

function answer(auth: AuthContext, access: ProjectAccess, row: TypedModuleRow): ProjectModule {
  return toModuleAnswer(row, modulePermissions(auth, access, row));
}

/** With each module's card summary (module-summaries.ts), counted for all of them at once. */
export async function listModules(db: Database, registry: ModuleRegistry, auth: AuthContext, projectId: number): Promise<ProjectModule[]> {
  const access = await loadProjectPartAccess(db, auth, projectId);
  const rows = (await listTypedModules(db, projectId)).filter((row) => moduleVisible(access, row.id));
  const summaries = await moduleSummaries(db, registry, rows);
  return rows.map((row) => {
    const summary = summaries.get(row.id);
    return summary ? { ...answer(auth, access, row), summary } : answer(auth, access, row);
  });
}

/**
 * The module with its type_key: the client redirects /projects/{p}/modules/{m} to the typed route with it,
 * and the module page loads its module with it, so it notes that the module was opened.
 */
export async function getModule(db: Database, auth: AuthContext, projectId: number, moduleId: number): Promise<ProjectModule> {
  const access = await loadModuleAccess(db, auth, projectId, moduleId);
  await recordModuleOpened(db, auth, access);
  return toModuleAnswer(access.module, access.modulePermissions);
}

/**
 * A module named by its id alone, under the same rules: the app's redirects to a module's typed route look
 * it up this way, so a lookup is not counted as opening the module.
 */
export async function getModuleById(db: Database, auth: AuthContext, moduleId: number): Promise<ProjectModule> {
  const access = await loadModuleByIdFor(db, auth, moduleId, 'read');
  return toModuleAnswer(access.module, access.modulePermissions);
}

/** The module type named by id or type key; 422 when it is unknown, missing or the two disagree. */
async function resolveModuleType(db: Queryable, input: ProjectModuleCreate): Promise<number> {
  if (input.scenario_module_id === undefined && input.type_key === undefined) {
    throw unprocessable([{ field: 'type_key', code: 'required', message: 'Say which kind of module to add: give type_key or scenario_module_id.' }]);
  }
  const [type] = await db
    .select({ id: scenarioModules.id })
    .from(scenarioModules)
    .where(
      and(
        input.scenario_module_id === undefined ? undefined : eq(scenarioModules.id, input.scenario_module_id),
        input.type_key === undefined ? undefined : eq(scenarioModules.type_key, input.type_key),
      ),
    );
  if (!type) {
    const field = input.type_key === undefined ? 'scenario_module_id' : 'type_key';
    const message =
      input.type_key !== undefined && input.scenario_module_id !== undefined
        ? 'type_key and scenario_module_id name different module kinds (or none). Give one of them.'
        : 'There is no module kind of that name. Pick one from /api/scenario_modules.json.';
    throw unprocessable([{ field, code: 'notAnOption', message }]);
  }
  await assertModuleKindOffered(db, type.id, input.type_key === undefined ? 'scenario_module_id' : 'type_key');
  return type.id;
}

/** 422 unless the section (when one is given) belongs to the project. */
async function assertSectionOfProject(db: Queryable, projectId: number, sectionId: number | null | undefined): Promise<void> {
  if (sectionId === null || sectionId === undefined) return;
  const [row] = await db
    .select({ id: sections.id })
    .from(sections)
    .where(and(eq(sections.id, sectionId), eq(sections.project_id, projectId)));
  if (!row) {
    throw unprocessable([{ field: 'section_id', code: 'notAnOption', message: 'This section is not part of the project. Pick a section of this project, or none.' }]);
  }
}

function nextModulePosition(db: Queryable, projectId: number, sectionId: number | null): Promise<number> {
  return nextPosition(
    db,
    projectModules,
    projectModules.position,
    and(
      eq(projectModules.project_id, projectId),
      sectionId === null ? isNull(projectModules.section_id) : eq(projectModules.section_id, sectionId),
    ),
  );
}

/** A new module goes last in its section (or among the modules outside sections). */
export async function createModule(
  db: Database,
  auth: AuthContext,
  projectId: number,
  input: ProjectModuleCreate,
): Promise<ProjectModule> {
  const access = await loadProjectFor(db, auth, projectId, 'write');
  return changeProject(db, projectId, async (tx) => {
    const scenarioModuleId = await resolveModuleType(tx, input);
    const sectionId = input.section_id ?? null;
    await assertSectionOfProject(tx, projectId, sectionId);
    const position = await nextModulePosition(tx, projectId, sectionId);
    const [row] = await tx
      .insert(projectModules)
      .values({ project_id: projectId, section_id: sectionId, scenario_module_id: scenarioModuleId, name: input.name, position })
      .returning({ id: projectModules.id });
    return answer(auth, access, await findTypedModule(tx, projectId, row.id));
  }, auth, (module) => ({ action: 'created', subject_type: 'Module', subject_id: module.id, summary: `Added module ${quoted(module.name)}` }));
}

/**
 * On a locked module only unlocking is accepted (with other changes in the same call, which then apply
 * to the unlocked module). Changing the lock needs project admin; every other change needs write.
 */
export function assertModuleUpdateAllowed(access: ModuleAccess, input: ProjectModuleUpdate): void {
  const changesLock = input.locked !== undefined && input.locked !== access.module.locked;
  if (access.module.locked && input.locked !== false) assertModuleAction(access, 'write');
  assertProjectAction(access, 'write');
  if (changesLock) assertProjectAction(access, 'admin');
}

export async function updateModule(
  db: Database,
  auth: AuthContext,
  projectId: number,
  moduleId: number,
  input: ProjectModuleUpdate & ProjectModuleWorkspaceUpdate,
): Promise<ProjectModule> {
  const access = await loadModuleAccess(db, auth, projectId, moduleId);
  assertModuleUpdateAllowed(access, input);
  await assertModuleStatus(db, input.status_id);
  return changeModule(db, projectId, moduleId, async (tx) => {
    const movesSection = input.section_id !== undefined && input.section_id !== access.module.section_id;
    if (movesSection) await assertSectionOfProject(tx, projectId, input.section_id);
    const position = movesSection ? await nextModulePosition(tx, projectId, input.section_id ?? null) : undefined;
    await tx
      .update(projectModules)
      .set({
        name: input.name,
        section_id: input.section_id,
        locked: input.locked,
        description: input.description,
        status_id: input.status_id,
        position,
        updated_at: sql`now()`,
      })
      .where(eq(projectModules.id, moduleId));
    return answer(auth, access, await findTypedModule(tx, projectId, moduleId));
  }, auth, (module) => moduleUpdateEvent(module, input));
}

/** 422 unless the module status exists. */
async function assertModuleStatus(db: Queryable, statusId: number | null | undefined): Promise<void> {
  if (statusId === null || statusId === undefined) return;
  const [row] = await db.select({ id: moduleStatuses.id }).from(moduleStatuses).where(eq(moduleStatuses.id, statusId));
  if (!row) {
    throw unprocessable([{ field: 'status_id', code: 'notAnOption', message: 'There is no such module status. Pick one from /api/project_scenario_module_statuses.json.' }]);
  }
}

function moduleUpdateEvent(module: ProjectModule, input: ProjectModuleUpdate): ChangeEvent {
  const base = { subject_type: 'Module', subject_id: module.id };
  if (input.locked === true) return { ...base, action: 'locked', summary: `Locked module ${quoted(module.name)}` };
  if (input.locked === false) return { ...base, action: 'unlocked', summary: `Unlocked module ${quoted(module.name)}` };
  if (input.section_id !== undefined) return { ...base, action: 'moved', summary: `Moved module ${quoted(module.name)}` };
  const changed = Object.keys(input).filter((key) => input[key as keyof ProjectModuleUpdate] !== undefined);
  return { ...base, action: 'updated', summary: `Changed ${changedFieldWords(changed)} of module ${quoted(module.name)}`, details: { fields: changed } };
}

/**
 * Deletes the module and its content. A locked module cannot be deleted. Its stored files (preview, images) go
 * with it: the rows in the same transaction (they cascade), the bytes once it is committed.
 */
export async function destroyModule(
  db: Database,
  storage: FileStorage,
  auth: AuthContext,
  projectId: number,
  moduleId: number,
): Promise<ProjectModule> {
  const access = await loadModuleFor(db, auth, projectId, moduleId, 'write');
  const { answer, files } = await changeProject(db, projectId, async (tx) => {
    const owned = await tx.select({ key: storedFiles.key }).from(storedFiles).where(eq(storedFiles.module_id, moduleId));
    await tx.delete(projectModules).where(eq(projectModules.id, moduleId));
    return { answer: toModuleAnswer(access.module, access.modulePermissions), files: owned };
  }, auth, { action: 'deleted', subject_type: 'Module', subject_id: moduleId, summary: `Removed module ${quoted(access.module.name)}` });
  await deleteStoredFiles(storage, files);
  return answer;
}

/** The complete new order of the project's modules; positions become 0..n-1. Needs project write. */
export async function reorderModules(
  db: Database,
  auth: AuthContext,
  projectId: number,
  input: UpdatePositions,
): Promise<ProjectModule[]> {
  const access = await loadProjectFor(db, auth, projectId, 'write');
  return changeProject(db, projectId, async (tx) => {
    const current = await listTypedModules(tx, projectId);
    assertCompleteOrder(input.ids, current.map((row) => row.id), MODULE);
    await writePositions(tx, projectModules, input.ids);
    return (await listTypedModules(tx, projectId)).map((row) => answer(auth, access, row));
  }, auth, { action: 'moved', subject_type: 'Module', summary: 'Reordered the modules' });
}
