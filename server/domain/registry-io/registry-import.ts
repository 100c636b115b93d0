/**
 * POST {registry}/import_upload.json: a CSV or XLSX file into one registry, whole or not at all. The preview
 * answers the plan and writes nothing; the import refuses the file (422, every wrong row's line and reason)
 * or writes every row and the new roles / categories in one transaction.
 */
import { eq } from 'drizzle-orm';
import type { EntityMap } from '../../../core/domain/api-types';
import { mergeEntityMap } from '../../../core/domain/entity-map';
import type { AuthContext } from '../../auth/auth-context';
import type { Database, Queryable } from '../../db/client';
import { companies } from '../../db/schema';
import { ImportRefused } from '../import-refused';
import { loadProjectFor } from '../project-access';
import { changeProject } from '../project-events';
import { nameKey, planRegistryImport, type ImportRowError, type RegistryImportPlan, type RegistryImportRow } from './import-plan';
import { readImportTable } from './import-table';
import type { RegistryIoDeclaration } from './registry-io-declarations';
import { appendGroups, insertRegistryItems, listRegistryRows, updateRegistryItems, type NamedRegistryRow } from './registry-tables';

export interface RegistryImportPreview {
  creates: RegistryImportRow[];
  updates: RegistryImportRow[];
  errors: ImportRowError[];
  /** Under the declaration's newGroupsKey: new_stakeholder_roles or new_categories. */
  [newGroupsKey: string]: unknown;
}

/** The company's entity labels for a project: its renames over the defaults. */
export async function projectEntityMap(db: Queryable, companyId: number): Promise<EntityMap> {
  const [company] = await db.select({ entity_map: companies.entity_map }).from(companies).where(eq(companies.id, companyId));
  return mergeEntityMap(company?.entity_map);
}

async function planFor(db: Queryable, declaration: RegistryIoDeclaration, projectId: number, entityMap: EntityMap, data: Buffer): Promise<RegistryImportPlan> {
  const [table, items, groups] = await Promise.all([
    readImportTable(data),
    listRegistryRows(db, declaration.resource, projectId),
    listRegistryRows(db, declaration.groupResource, projectId),
  ]);
  return planRegistryImport(table, declaration, entityMap, { items, groups });
}

/**
 * The caller must be allowed to write the project before the file is read (`readFile`), so nobody else's upload is
 * ever parsed. A preview answers the plan; an import answers both registry lists after writing.
 */
export async function importRegistryUpload(
  db: Database,
  auth: AuthContext,
  projectId: number,
  declaration: RegistryIoDeclaration,
  readFile: () => Promise<Buffer>,
  options: { preview: boolean },
): Promise<RegistryImportPreview | Record<string, NamedRegistryRow[]>> {
  const { project } = await loadProjectFor(db, auth, projectId, 'write');
  const entityMap = await projectEntityMap(db, project.company_id);
  const plan = await planFor(db, declaration, projectId, entityMap, await readFile());
  if (options.preview) {
    return { creates: plan.creates, updates: plan.updates, errors: plan.errors, [declaration.newGroupsKey]: plan.newGroups };
  }
  if (plan.errors.length > 0) throw new ImportRefused(plan.errors);
  const summary = `Imported ${plan.creates.length} new and ${plan.updates.length} changed ${entityMap[declaration.itemLabelKey].plural}`;
  return changeProject(db, projectId, async (tx) => {
    const groups = await appendGroups(tx, declaration, projectId, plan.newGroups);
    const groupIds = new Map(groups.map((group) => [nameKey(group.name), group.id]));
    await insertRegistryItems(tx, declaration, projectId, plan.creates, groupIds);
    await updateRegistryItems(tx, declaration, projectId, plan.updates, groupIds);
    return {
      [declaration.resource]: await listRegistryRows(tx, declaration.resource, projectId),
      [declaration.groupResource]: groups,
    };
  }, auth, { action: 'imported', subject_type: 'Registry', summary, details: { registry: declaration.resource } });
}
