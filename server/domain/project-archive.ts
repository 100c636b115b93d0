/**
 * Export and import of a whole project: the archive (core/domain/workspace-types.ts ProjectArchive)
 * names module kinds by type_key and content by attribute key, so it survives another server's ids.
 * Import checks everything (format, version, references, every value against its JSON Schema) before
 * writing anything. A cell image naming a file of this server is copied into the new project when the
 * importer may read that file, and dropped otherwise. The printable PDF is pdf/project-pdf.ts.
 */
import { asc, eq } from 'drizzle-orm';
import type { Project, ProjectEntityType } from '../../core/domain/api-types';
import { PROJECT_ARCHIVE_FORMAT, PROJECT_ARCHIVE_VERSION, type ProjectArchive } from '../../core/domain/workspace-types';
import type { AuthContext } from '../auth/auth-context';
import type { Database, Queryable } from '../db/client';
import { entityAttributes, entityValues, projectModules, projectStatuses, scenarioModules, sections } from '../db/schema';
import { forbidden, unprocessable, type FieldError } from '../errors';
import type { FileStorage } from '../storage/file-storage';
import { copyReadableImages, pointImageAtCopy, recordFileCopies } from './file-copies';
import type { ModuleRegistry } from './module-registry';
import { loadProjectAccess, projectPermissions } from './project-access';
import { projectAnswer } from './project-answer';
import { insertOwnedProject } from './project-copies';
import { quoted } from './project-events';
import { readRegistries, translateAssignments, writeMapItems, writeRegistries } from './registries/registry-copies';
import { registrySnapshotProblems } from './registries/registry-snapshot-checks';
import { assertWorkspaceUser } from './workspace-access';

export async function exportProject(db: Queryable, auth: AuthContext, projectId: number): Promise<ProjectArchive> {
  const { project } = await loadProjectAccess(db, auth, projectId);
  const sectionRows = await db
    .select()
    .from(sections)
    .where(eq(sections.project_id, projectId))
    .orderBy(asc(sections.position), asc(sections.id));
  const moduleRows = await db
    .select({ module: projectModules, type_key: scenarioModules.type_key })
    .from(projectModules)
    .innerJoin(scenarioModules, eq(scenarioModules.id, projectModules.scenario_module_id))
    .where(eq(projectModules.project_id, projectId))
    .orderBy(asc(projectModules.position), asc(projectModules.id));
  const valueRows = await db
    .select({ value: entityValues, key: entityAttributes.key })
    .from(entityValues)
    .innerJoin(entityAttributes, eq(entityAttributes.id, entityValues.entity_attribute_id))
    .where(eq(entityValues.project_id, projectId))
    .orderBy(asc(entityValues.module_id), asc(entityValues.position), asc(entityValues.id));
  return {
    format: PROJECT_ARCHIVE_FORMAT,
    version: PROJECT_ARCHIVE_VERSION,
    project: {
      name: project.name,
      description: project.description,
      entity_type: project.entity_type as ProjectEntityType,
      status_id: project.status_id ?? null,
    },
    sections: sectionRows.map((row) => ({ id: row.id, name: row.name, position: row.position })),
    modules: moduleRows.map(({ module, type_key }) => ({
      id: module.id,
      section_id: module.section_id,
      type_key,
      name: module.name,
      description: module.description,
      position: module.position,
      locked: module.locked,
      status_id: module.status_id ?? null,
    })),
    entity_values: valueRows.map(({ value, key }) => ({
      module_id: value.module_id,
      key,
      value: value.value as Record<string, unknown>,
      position: value.position,
      tag_ids: value.tag_ids,
      stakeholder_ids: value.stakeholder_ids,
      product_and_service_item_ids: value.product_and_service_item_ids,
    })),
    registries: await readRegistries(db, projectId),
  };
}

/** A file name for the archive's Content-Disposition. */
export function archiveFileName(name: string, extension: string): string {
  const base = name.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80) || 'project';
  return `${base}.${extension}`;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, max = 10000): value is string => typeof value === 'string' && value.length <= max;
const isInt = (value: unknown): value is number => Number.isInteger(value);

/** 422 with every problem found, or the archive typed. */
export function checkArchive(input: unknown, registry: ModuleRegistry): ProjectArchive {
  if (!isObject(input) || input.format !== PROJECT_ARCHIVE_FORMAT) {
    throw unprocessable([{ field: 'format', code: 'fileContent', message: 'This file is not a Tessera project export (format "tessera-project").' }], 'This file is not a Tessera project export.');
  }
  if (!isInt(input.version) || input.version < 1) {
    throw unprocessable([{ field: 'version', code: 'fileContent', message: 'The export has no valid version.' }]);
  }
  if (input.version > PROJECT_ARCHIVE_VERSION) {
    throw unprocessable(
      [{ field: 'version', code: 'fileContent', message: `The export has version ${input.version}; this server reads up to version ${PROJECT_ARCHIVE_VERSION}.` }],
      'This export was made by a newer version of Tessera. Update this server, or export again from a matching version.',
    );
  }
  const failures: FieldError[] = [];
  const project = input.project;
  if (!isObject(project) || !isText(project.name, 200) || project.name.trim() === '') {
    failures.push({ field: 'project/name', code: 'required', message: 'is required (1 to 200 characters)' });
  } else if (project.description !== undefined && !isText(project.description)) {
    failures.push({ field: 'project/description', code: 'tooLong', params: { count: 10000 }, message: 'must be text of at most 10000 characters' });
  }
  const sectionList = Array.isArray(input.sections) ? input.sections : null;
  const moduleList = Array.isArray(input.modules) ? input.modules : null;
  const valueList = Array.isArray(input.entity_values) ? input.entity_values : null;
  if (!sectionList) failures.push({ field: 'sections', code: 'invalid', message: 'must be a list' });
  if (!moduleList) failures.push({ field: 'modules', code: 'invalid', message: 'must be a list' });
  if (!valueList) failures.push({ field: 'entity_values', code: 'invalid', message: 'must be a list' });
  if (failures.length > 0) throw unprocessable(failures);

  const sectionIds = new Set<number>();
  sectionList!.forEach((section, index) => {
    if (!isObject(section) || !isInt(section.id) || !isText(section.name, 200) || section.name.trim() === '') {
      failures.push({ field: `sections/${index}`, code: 'invalid', message: 'needs an integer id and a name' });
    } else sectionIds.add(section.id);
  });
  const moduleTypes = new Map<number, string>();
  moduleList!.forEach((module, index) => {
    if (!isObject(module) || !isInt(module.id) || !isText(module.name, 200) || module.name.trim() === '' || !isText(module.type_key, 100)) {
      failures.push({ field: `modules/${index}`, code: 'invalid', message: 'needs an integer id, a name and a type_key' });
      return;
    }
    if (!registry.moduleTypeByKey(module.type_key)) {
      failures.push({ field: `modules/${index}/type_key`, code: 'notAnOption', message: `there is no module kind ${quoted(module.type_key)} on this server` });
    }
    if (module.section_id !== null && module.section_id !== undefined && !(isInt(module.section_id) && sectionIds.has(module.section_id))) {
      failures.push({ field: `modules/${index}/section_id`, code: 'invalid', message: 'is not one of the export’s sections' });
    }
    moduleTypes.set(module.id, module.type_key);
  });
  failures.push(...registrySnapshotProblems(input.registries));
  const isIdList = (value: unknown) => value === undefined || (Array.isArray(value) && value.length <= 1000 && value.every(isInt));
  valueList!.forEach((item, index) => {
    if (!isObject(item) || !isInt(item.module_id) || !isText(item.key, 200) || !isObject(item.value)) {
      failures.push({ field: `entity_values/${index}`, code: 'invalid', message: 'needs a module_id, a key and a value object' });
      return;
    }
    for (const field of ['tag_ids', 'stakeholder_ids', 'product_and_service_item_ids'] as const) {
      if (!isIdList(item[field])) failures.push({ field: `entity_values/${index}/${field}`, code: 'invalid', message: 'must be a list of ids' });
    }
    const typeKey = moduleTypes.get(item.module_id);
    if (!typeKey) {
      failures.push({ field: `entity_values/${index}/module_id`, code: 'invalid', message: 'is not one of the export’s modules' });
      return;
    }
    const attribute = registry.attributeByKey(typeKey, item.key);
    if (!attribute) {
      if (registry.moduleTypeByKey(typeKey)) {
        failures.push({ field: `entity_values/${index}/key`, code: 'invalid', message: `${typeKey} has no content of kind ${quoted(item.key)}` });
      }
      return;
    }
    const errors = attribute.validate(item.value);
    if (errors) {
      failures.push(...errors.slice(0, 5).map((error) => ({ ...error, field: `entity_values/${index}/value/${error.field}` })));
    }
  });
  if (failures.length > 0) throw unprocessable(failures.slice(0, 50));
  return input as unknown as ProjectArchive;
}

const ENTITY_TYPES: readonly ProjectEntityType[] = ['project', 'project_template', 'project_sample'];

/** POST /api/projects/import.json: a new project (the caller its admin) from an archive. Needs company write. */
export async function importProject(db: Database, storage: FileStorage, registry: ModuleRegistry, auth: AuthContext, input: unknown): Promise<Project> {
  assertWorkspaceUser(auth);
  if (!auth.companyPermissions.write) {
    throw forbidden({ code: 'companyReadOnly', message: 'You can only read in this company, so you cannot import projects. Ask your company administrator.' });
  }
  const archive = checkArchive(input, registry);
  const project = await db.transaction(async (tx) => {
    const entityType = ENTITY_TYPES.includes(archive.project.entity_type) ? archive.project.entity_type : 'project';
    // Status ids are a lookup of this server: kept only when the same status exists here.
    const statusId = isInt(archive.project.status_id) ? archive.project.status_id : null;
    const [status] = statusId === null ? [] : await tx.select({ id: projectStatuses.id }).from(projectStatuses).where(eq(projectStatuses.id, statusId));
    const created = await insertOwnedProject(
      tx,
      auth,
      { name: archive.project.name.trim(), description: archive.project.description ?? '', entity_type: entityType, status_id: status?.id ?? null },
      `Imported project ${quoted(archive.project.name)}`,
    );
    const registryIds = await writeRegistries(tx, archive.registries ?? {}, created.id);
    const sectionIds = new Map<number, number>();
    for (const section of archive.sections) {
      const [row] = await tx
        .insert(sections)
        .values({ project_id: created.id, name: section.name, position: isInt(section.position) ? section.position : 0 })
        .returning({ id: sections.id });
      sectionIds.set(section.id, row.id);
    }
    const moduleIds = new Map<number, number>();
    for (const module of archive.modules) {
      const [row] = await tx
        .insert(projectModules)
        .values({
          project_id: created.id,
          section_id: module.section_id === null || module.section_id === undefined ? null : sectionIds.get(module.section_id)!,
          scenario_module_id: registry.moduleTypeByKey(module.type_key)!.id,
          name: module.name,
          description: typeof module.description === 'string' ? module.description : '',
          position: isInt(module.position) ? module.position : 0,
          locked: module.locked === true,
        })
        .returning({ id: projectModules.id });
      moduleIds.set(module.id, row.id);
    }
    const typeOf = new Map(archive.modules.map((module) => [module.id, module.type_key]));
    for (const [archiveModuleId, moduleId] of moduleIds) {
      const items = archive.entity_values.filter((item) => item.module_id === archiveModuleId);
      const copies = await copyReadableImages(tx, storage, auth, items.map((item) => item.value), { project_id: created.id, module_id: moduleId });
      const values = items.map((item) => {
        const attribute = registry.attributeByKey(typeOf.get(item.module_id)!, item.key)!;
        return {
          entity_attribute_id: attribute.id,
          module_id: moduleId,
          project_id: created.id,
          value: pointImageAtCopy(item.value, copies),
          position: isInt(item.position) ? item.position : 0,
          single_document: attribute.singleDocument,
          // User ids name users of the exporting server, so an import assigns nobody.
          ...translateAssignments({ ...item, user_ids: [] }, registryIds),
        };
      });
      const inserted: Array<{ id: number; value: unknown }> = [];
      for (let start = 0; start < values.length; start += 500) {
        inserted.push(...(await tx.insert(entityValues).values(values.slice(start, start + 500)).returning({ id: entityValues.id, value: entityValues.value })));
      }
      await recordFileCopies(tx, copies, inserted);
    }
    await writeMapItems(tx, archive.registries ?? {}, created.id, registryIds, moduleIds);
    return created;
  });
  return projectAnswer(db, auth, project, projectPermissions(auth, project, 'admin'));
}
