/**
 * Copies: a project from a template or example, a clone, a template or example from a project, a
 * section and a module. A copy carries its sections, modules and every entity value; values are copied
 * as they are (cells refer to each other by jsids inside the documents, not by row ids), except that cell
 * images and module previews point at the copy's own copies of the stored files (file-copies.ts).
 */
import { and, asc, eq, inArray, isNull, max } from 'drizzle-orm';
import type { Project, ProjectEntityType, ProjectModule, Section } from '../../core/domain/api-types';
import type { AuthContext } from '../auth/auth-context';
import type { Database, Queryable, Transaction } from '../db/client';
import { entityValues, projectLabels, projectModules, projects, projectUserPermissions, sections } from '../db/schema';
import { forbidden, notFound, unprocessable } from '../errors';
import type { FileStorage } from '../storage/file-storage';
import { assignmentsOf } from './entity-value-assignments';
import { copyStoredFiles, pointImageAtCopy, recordFileCopies } from './file-copies';
import { findTypedModule, loadModuleAccess, modulePermissions } from './module-access';
import { loadOwnProjectAccess, loadProjectFor, PROJECT_NOT_FOUND, projectPermissions, type ProjectAccess, type ProjectRow } from './project-access';
import { projectAnswer } from './project-answer';
import { changeProject, quoted, recordProjectEvent } from './project-events';
import { toModuleAnswer } from './project-modules';
import { copyMapItemsWithinProject, readRegistries, translateAssignments, writeMapItems, writeRegistries, type RegistryIdMaps } from './registries/registry-copies';
import { findSection, toSectionAnswer } from './sections';
import { filesOfModule } from './stored-files';

export type CopyKind = 'project_from' | 'clone' | 'template_from' | 'sample_from';

const COPY_NAME_MAX = 200;

function copyName(name: string): string {
  return `${name} (copy)`.slice(0, COPY_NAME_MAX);
}

/**
 * Copies the values of `from` into `to` (same order) with copies of the module's stored files. Within
 * a project the values keep their assignments; into another project `maps` translates them.
 */
async function copyModuleContent(
  tx: Queryable,
  storage: FileStorage,
  from: ModuleRow,
  to: { id: number; project_id: number },
  maps?: RegistryIdMaps,
): Promise<void> {
  const copies = await copyStoredFiles(storage, await filesOfModule(tx, from.id), { project_id: to.project_id, module_id: to.id });
  if (!maps) await copyMapItemsWithinProject(tx, from.id, to.id);
  const previewCopy = from.preview_image === null ? undefined : copies.byKey.get(from.preview_image);
  if (previewCopy) await tx.update(projectModules).set({ preview_image: previewCopy.key }).where(eq(projectModules.id, to.id));
  const values = await tx
    .select()
    .from(entityValues)
    .where(eq(entityValues.module_id, from.id))
    .orderBy(asc(entityValues.position), asc(entityValues.id));
  if (values.length === 0) return recordFileCopies(tx, copies, []);
  const inserted = await tx
    .insert(entityValues)
    .values(
      values.map((value) => ({
        entity_attribute_id: value.entity_attribute_id,
        module_id: to.id,
        project_id: to.project_id,
        value: pointImageAtCopy(value.value, copies),
        position: value.position,
        single_document: value.single_document,
        ...(maps ? translateAssignments(value, maps) : assignmentsOf(value)),
      })),
    )
    .returning({ id: entityValues.id, value: entityValues.value });
  await recordFileCopies(tx, copies, inserted);
}

type ModuleRow = typeof projectModules.$inferSelect;

/** Copies modules (with their content and files) into a project, mapping section ids; answers old id → new id. */
async function copyModules(
  tx: Queryable,
  storage: FileStorage,
  modules: readonly ModuleRow[],
  toProjectId: number,
  sectionOf: (module: ModuleRow) => number | null,
  nameOf: (module: ModuleRow) => string = (module) => module.name,
  positionOf: (module: ModuleRow) => number = (module) => module.position,
  maps?: RegistryIdMaps,
): Promise<Map<number, number>> {
  const ids = new Map<number, number>();
  for (const module of modules) {
    const [row] = await tx
      .insert(projectModules)
      .values({
        project_id: toProjectId,
        section_id: sectionOf(module),
        scenario_module_id: module.scenario_module_id,
        name: nameOf(module),
        position: positionOf(module),
        locked: module.locked,
        description: module.description,
        status_id: module.status_id,
      })
      .returning({ id: projectModules.id });
    ids.set(module.id, row.id);
    await copyModuleContent(tx, storage, module, { id: row.id, project_id: toProjectId }, maps);
  }
  return ids;
}

/** Copies every section, module, value and registry of one project into another. */
export async function copyProjectContent(tx: Queryable, storage: FileStorage, fromProjectId: number, toProjectId: number): Promise<void> {
  const registries = await readRegistries(tx, fromProjectId);
  const maps = await writeRegistries(tx, registries, toProjectId);
  const sourceSections = await tx.select().from(sections).where(eq(sections.project_id, fromProjectId)).orderBy(asc(sections.position), asc(sections.id));
  const sectionIds = new Map<number, number>();
  for (const section of sourceSections) {
    const [row] = await tx
      .insert(sections)
      .values({ project_id: toProjectId, name: section.name, position: section.position })
      .returning({ id: sections.id });
    sectionIds.set(section.id, row.id);
  }
  const modules = await tx.select().from(projectModules).where(eq(projectModules.project_id, fromProjectId)).orderBy(asc(projectModules.id));
  const moduleIds = await copyModules(
    tx,
    storage,
    modules,
    toProjectId,
    (module) => (module.section_id === null ? null : sectionIds.get(module.section_id) ?? null),
    undefined,
    undefined,
    maps,
  );
  await writeMapItems(tx, registries, toProjectId, maps, moduleIds);
  const labelRows = await tx.select({ label_id: projectLabels.label_id }).from(projectLabels).where(eq(projectLabels.project_id, fromProjectId));
  if (labelRows.length > 0) {
    await tx.insert(projectLabels).values(labelRows.map((row) => ({ project_id: toProjectId, label_id: row.label_id })));
  }
}

/** A new project of the caller's company, the caller its admin; the history says where it came from. */
export async function insertOwnedProject(
  tx: Transaction,
  auth: AuthContext,
  values: { name: string; description: string; entity_type: ProjectEntityType; status_id: number | null; source_project_id?: number | null },
  summary: string,
): Promise<ProjectRow> {
  const [project] = await tx
    .insert(projects)
    .values({ ...values, company_id: auth.user.company_id, created_by: auth.user.id, published: false })
    .returning();
  await tx.insert(projectUserPermissions).values({ project_id: project.id, user_id: auth.user.id, permission_key: 'admin' });
  await recordProjectEvent(tx, auth, project.id, { action: 'created', subject_type: 'Project', subject_id: project.id, summary });
  return project;
}

/**
 * The source of a copy: readable through the caller's own rights as a member of its company, or a
 * published template or example of the caller's company (every workspace user may start from those).
 * A share link never lets a project be copied (into another company or at all). Anything else is 404.
 */
async function loadCopySource(db: Queryable, auth: AuthContext, sourceId: number): Promise<ProjectAccess | { project: ProjectRow; published: true }> {
  const own = await loadOwnProjectAccess(db, auth, sourceId);
  if (own) return own;
  const [row] = await db
    .select()
    .from(projects)
    .where(
      and(
        eq(projects.id, sourceId),
        eq(projects.company_id, auth.user.company_id),
        isNull(projects.deleted_at),
        eq(projects.published, true),
        inArray(projects.entity_type, ['project_template', 'project_sample']),
      ),
    );
  if (!row) throw notFound(PROJECT_NOT_FOUND);
  return { project: row, published: true };
}

const KIND_TYPES: Record<CopyKind, ProjectEntityType | null> = {
  project_from: 'project',
  clone: null,
  template_from: 'project_template',
  sample_from: 'project_sample',
};

/**
 * project_from: from a template or example (read, or published) → a normal project.
 * clone: any readable project → the same kind of project, unpublished.
 * template_from / sample_from: needs project admin on the source → a new unpublished template/example.
 * Every copy needs company write; the caller becomes the copy's admin.
 */
export async function copyProject(
  db: Database,
  storage: FileStorage,
  auth: AuthContext,
  sourceId: number,
  kind: CopyKind,
  name?: string,
): Promise<Project> {
  const source = await loadCopySource(db, auth, sourceId);
  if (!auth.companyPermissions.write) {
    throw forbidden({ code: 'companyReadOnly', message: 'You can only read in this company, so you cannot create projects. Ask your company administrator.' });
  }
  if (kind === 'project_from' && source.project.entity_type === 'project') {
    throw unprocessable([{ field: 'source_id', code: 'notAnOption', message: 'Start a project from a template or an example; to copy a project, clone it.' }]);
  }
  if ((kind === 'template_from' || kind === 'sample_from') && !('permissions' in source && source.permissions.admin)) {
    throw forbidden({ code: 'adminsOnly', message: 'Only project admins can make a template or example from a project.' });
  }
  if (kind === 'clone' && !('permissions' in source)) throw notFound(PROJECT_NOT_FOUND);
  const entityType = KIND_TYPES[kind] ?? (source.project.entity_type as ProjectEntityType);
  const what = { project_template: 'template', project_sample: 'example', project: 'project' }[entityType];
  const project = await db.transaction(async (tx) => {
    const created = await insertOwnedProject(
      tx,
      auth,
      {
        name: name?.trim() || (kind === 'project_from' ? source.project.name : copyName(source.project.name)),
        description: source.project.description,
        entity_type: entityType,
        status_id: source.project.status_id,
        source_project_id: source.project.id,
      },
      `Created ${what} from ${quoted(source.project.name)}`,
    );
    await copyProjectContent(tx, storage, source.project.id, created.id);
    return created;
  });
  return projectAnswer(db, auth, project, projectPermissions(auth, project, 'admin'));
}

/** POST .../sections/{sectionId}/clone: the copy goes last, with its modules and content. Needs project write. */
export async function cloneSection(db: Database, storage: FileStorage, auth: AuthContext, projectId: number, sectionId: number): Promise<Section> {
  await loadProjectFor(db, auth, projectId, 'write');
  const section = await findSection(db, projectId, sectionId);
  return changeProject(db, projectId, async (tx) => {
    const [last] = await tx.select({ position: max(sections.position) }).from(sections).where(eq(sections.project_id, projectId));
    const [row] = await tx
      .insert(sections)
      .values({ project_id: projectId, name: copyName(section.name), position: (last?.position ?? -1) + 1 })
      .returning();
    const modules = await tx
      .select()
      .from(projectModules)
      .where(eq(projectModules.section_id, sectionId))
      .orderBy(asc(projectModules.position), asc(projectModules.id));
    await copyModules(tx, storage, modules, projectId, () => row.id);
    return toSectionAnswer(row);
  }, auth, (copy) => ({ action: 'created', subject_type: 'Section', subject_id: copy.id, summary: `Copied section ${quoted(section.name)}` }));
}

/** POST .../project_scenario_modules/{id}/clone: the copy goes last in the same section, unlocked. Needs project write. */
export async function cloneModule(db: Database, storage: FileStorage, auth: AuthContext, projectId: number, moduleId: number): Promise<ProjectModule> {
  const access = await loadModuleAccess(db, auth, projectId, moduleId);
  if (!access.permissions.write) throw forbidden({ code: 'noWriteAccess', message: 'You can only read this project. Ask a project admin for write access.' });
  const source = access.module;
  return changeProject(db, projectId, async (tx) => {
    const [last] = await tx
      .select({ position: max(projectModules.position) })
      .from(projectModules)
      .where(
        and(
          eq(projectModules.project_id, projectId),
          source.section_id === null ? isNull(projectModules.section_id) : eq(projectModules.section_id, source.section_id),
        ),
      );
    const ids = await copyModules(
      tx,
      storage,
      [{ ...source, locked: false }],
      projectId,
      () => source.section_id,
      () => copyName(source.name),
      () => (last?.position ?? -1) + 1,
    );
    const row = await findTypedModule(tx, projectId, ids.get(source.id)!);
    return toModuleAnswer(row, modulePermissions(auth, access, row));
  }, auth, (copy) => ({ action: 'created', subject_type: 'Module', subject_id: copy.id, summary: `Copied module ${quoted(source.name)}` }));
}
