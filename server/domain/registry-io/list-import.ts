/**
 * POST .../entity_values/import_upload.json: a CSV or XLSX file as new items of a list module, whole or not
 * at all. Names in the Stakeholders / Products & Services / Tags columns are assigned; a name the registry
 * does not have yet becomes a new registry item in the same transaction.
 */
import type { EntityValue } from '../../../core/domain/api-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Database, Queryable } from '../../db/client';
import { notFound } from '../../errors';
import { toEntityValueAnswer } from '../entity-value-rows';
import { insertValues } from '../entity-value-inserts';
import { LOOKUP_DECLARATIONS } from '../lookups/lookup-declarations';
import { listLookup } from '../lookups/lookup-store';
import { loadModuleFor } from '../module-access';
import type { ModuleRegistry } from '../module-registry';
import { changeModule } from '../module-revisions/change-module';
import { nameKey } from './import-plan';
import { readImportTable } from './import-table';
import { listLabels } from './list-field-labels';
import { planListImport, type ListImportRow } from './list-import-plan';
import { REGISTRY_IO, type RegistryIoDeclaration } from './registry-io-declarations';
import { ImportRefused } from '../import-refused';
import { projectEntityMap } from './registry-import';
import { insertRegistryItems, listRegistryRows, type NamedRegistryRow } from './registry-tables';

export type ListImportAnswer = { default: EntityValue[] } & Record<RegistryIoDeclaration['resource'], NamedRegistryRow[]>;

async function lookupIdsByName(db: Queryable): Promise<Map<string, Map<string, number>>> {
  const entries = await Promise.all(
    LOOKUP_DECLARATIONS.map(async (declaration) => {
      const items = await listLookup(db, declaration);
      return [declaration.resource, new Map(items.map((item) => [nameKey(item.name), item.id]))] as const;
    }),
  );
  return new Map(entries);
}

/** Each registry's item ids by name, after appending the names the rows use that it lacks; answers the new items. */
async function assignedIds(
  tx: Queryable,
  projectId: number,
  declaration: RegistryIoDeclaration,
  rows: readonly ListImportRow[],
): Promise<{ ids: Map<string, number>; created: NamedRegistryRow[] }> {
  const byName = async () => new Map((await listRegistryRows(tx, declaration.resource, projectId)).map((item) => [nameKey(item.name), item.id]));
  const existing = await byName();
  const missing = [...new Map(rows.flatMap((row) => row.assigned.get(declaration) ?? []).filter((name) => !existing.has(nameKey(name))).map((name) => [nameKey(name), name])).values()];
  if (missing.length === 0) return { ids: existing, created: [] };
  await insertRegistryItems(tx, declaration, projectId, missing.map((name) => ({ line: 0, name })), new Map());
  const ids = await byName();
  const newIds = new Set(missing.map((name) => ids.get(nameKey(name))));
  const created = (await listRegistryRows(tx, declaration.resource, projectId)).filter((item) => newIds.has(item.id));
  return { ids, created };
}

export async function importListUpload(
  db: Database,
  registry: ModuleRegistry,
  auth: AuthContext,
  projectId: number,
  moduleId: number,
  readFile: () => Promise<Buffer>,
): Promise<ListImportAnswer> {
  const { module, project } = await loadModuleFor(db, auth, projectId, moduleId, 'write');
  const moduleType = registry.moduleTypeByKey(module.type_key);
  const list = moduleType?.manifest.list;
  const attribute = list && registry.attributeByKey(module.type_key, list.itemKey);
  if (!moduleType || !list || !attribute) throw notFound('A table of this kind of module');

  const [table, labels, lookupIds, entityMap] = await Promise.all([
    readFile().then(readImportTable),
    listLabels(moduleType.manifest.segment),
    lookupIdsByName(db),
    projectEntityMap(db, project.company_id),
  ]);
  const optionValues = new Map(
    list.fields.flatMap((field) =>
      field.kind === 'select'
        ? [[field.name, new Map(field.options.flatMap((option) => [option, ...(labels.options.get(field.name)?.get(option) ?? [])].map((text) => [nameKey(text), option])))]]
        : [],
    ),
  );
  const plan = planListImport(table, { fields: list.fields, fieldLabels: labels.fields, entityMap, validate: attribute.validate, optionValues, lookupIds });
  if (plan.errors.length > 0) throw new ImportRefused(plan.errors);

  return changeModule(db, projectId, moduleId, async (tx) => {
    const answer = {} as ListImportAnswer;
    const inputs = plan.rows.map((row) => ({ entity_attribute_id: attribute.id, value: row.value as Record<string, unknown> }));
    for (const declaration of REGISTRY_IO) {
      const { ids, created } = await assignedIds(tx, projectId, declaration, plan.rows);
      answer[declaration.resource] = created;
      plan.rows.forEach((row, index) => {
        const names = row.assigned.get(declaration);
        if (names) Object.assign(inputs[index], { [declaration.assignmentProperty]: names.map((name) => ids.get(nameKey(name))!) });
      });
    }
    answer.default = (await insertValues(tx, registry, module, inputs)).map((row) => toEntityValueAnswer(row));
    return answer;
  }, auth, (answer) => ({ action: 'created', subject_type: 'EntityValue', summary: `Imported ${answer.default.length} content items`, details: { module_id: moduleId } }));
}
