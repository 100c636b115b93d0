/**
 * The editors' save path: many creates, updates and deletions of one module's values in ONE transaction.
 * Everything is checked before anything is written, and any failure (a bad document anywhere, an id of
 * another module) leaves the module exactly as it was.
 */
import type {
  EntityValue,
  EntityValueBulkUpdateAnswer,
  EntityValueCreate,
  EntityValueUpdate,
} from '../../core/domain/api-types';
import type { EntityValueAssignments } from '../../core/domain/registry-types';
import type { AuthContext } from '../auth/auth-context';
import type { Database } from '../db/client';
import { entityValues } from '../db/schema';
import { unprocessable, type FieldError } from '../errors';
import { assertAssignmentsInProject, pickAssignments } from './entity-value-assignments';
import { checkDocument, checkNewValue, type AttributeCatalog } from './entity-value-checks';
import { writeValueChanges, type ValueChange } from './entity-value-changes';
import { insertValues, repeatedClientIds } from './entity-value-inserts';
import { anyOf, findModuleValueAttributes, toEntityValueAnswer, type ValueAttribute } from './entity-value-rows';
import { loadModuleFor } from './module-access';
import { notifyOfAssignments } from './notifications/assignment-notifications';
import { changeModule } from './module-revisions/change-module';
import { assertPagesOnCompanyHosts } from './embedded-page-hosts';
import { valuesLeftSayingNothing } from './kept-while-filled';
import { mergeStaleItems, overwritesIn } from './entity-value-bulk-merge';

/**
 * One item of bulk_update: with an id it updates that value, without one it creates a value. The route
 * schema accepts both in one shape, so the fields a create needs are checked here. An update may name the
 * version it was based on, as a single update may (a create's base is ignored).
 */
export interface BulkUpdateItem extends Partial<EntityValueAssignments>, Pick<EntityValueUpdate, 'base_version' | 'base_fields'> {
  id?: number;
  entity_attribute_id?: number;
  value?: Record<string, unknown>;
  position?: number;
  client_id?: string;
}

export interface BulkUpdateInput {
  entity_values: BulkUpdateItem[];
  destroy_ids?: number[];
}

function throwIfAny(failures: FieldError[]): void {
  if (failures.length > 0) throw unprocessable(failures, bulkMessage(failures));
}

function bulkMessage(failures: FieldError[]): string {
  const summary = failures.map((f) => `${f.field}: ${f.message}`).join('; ');
  return `Nothing was saved: some values are not valid. ${summary}`;
}

function repeatedClientIdFailures(items: readonly { client_id?: string }[]): FieldError[] {
  return repeatedClientIds(items).map((clientId) => ({
    field: 'entity_values',
    code: 'invalid',
    message: `client_id ${clientId} is listed more than once; send one create per new value`,
  }));
}

function repeatedIds(ids: readonly number[]): number[] {
  const seen = new Set<number>();
  return [...new Set(ids.filter((id) => (seen.has(id) ? true : (seen.add(id), false))))];
}

export async function bulkCreateEntityValues(
  db: Database,
  catalog: AttributeCatalog,
  auth: AuthContext,
  projectId: number,
  moduleId: number,
  inputs: readonly EntityValueCreate[],
): Promise<EntityValue[]> {
  const { module } = await loadModuleFor(db, auth, projectId, moduleId, 'write');
  throwIfAny([
    ...repeatedClientIdFailures(inputs),
    ...inputs.flatMap((input, index) => checkNewValue(catalog, module.scenario_module_id, input, `entity_values/${index}/`)),
  ]);
  await assertPagesOnCompanyHosts(db, catalog, projectId, module.scenario_module_id, inputs.map((input, index) => ({ value: input.value, prefix: `entity_values/${index}/` })));
  await assertAssignmentsInProject(db, projectId, inputs);
  return changeModule(db, projectId, moduleId, async (tx) => {
    const rows = await insertValues(tx, catalog, module, inputs);
    await notifyOfAssignments(tx, auth.user.id, module, rows);
    return rows.map((row, index) => toEntityValueAnswer(row, inputs[index].client_id));
  }, auth, (values) => ({ action: 'created', subject_type: 'EntityValue', summary: `Added ${values.length} content items`, details: { module_id: moduleId } }));
}

/** What is wrong with each item: what a create lacks, what an update may not change, documents that break their schema. */
function checkBulkItems(
  items: readonly BulkUpdateItem[],
  existing: ReadonlyMap<number, ValueAttribute>,
  catalog: AttributeCatalog,
  moduleTypeId: number,
  destroyIds: ReadonlySet<number>,
): FieldError[] {
  return items.flatMap((item, index): FieldError[] => {
    const prefix = `entity_values/${index}/`;
    if (item.id === undefined) {
      const missing = (['entity_attribute_id', 'value'] as const).filter((field) => item[field] === undefined);
      if (missing.length > 0) {
        return missing.map((field) => ({ field: `${prefix}${field}`, code: 'required' as const, message: 'is required to create a value (an item without id creates one)' }));
      }
      return checkNewValue(catalog, moduleTypeId, { entity_attribute_id: item.entity_attribute_id!, value: item.value! }, prefix);
    }
    const current = existing.get(item.id)!;
    if (destroyIds.has(item.id)) {
      return [{ field: `${prefix}id`, code: 'invalid', message: `value ${item.id} is also in destroy_ids; update it or destroy it, not both` }];
    }
    if (item.entity_attribute_id !== undefined && item.entity_attribute_id !== current.entity_attribute_id) {
      return [{ field: `${prefix}entity_attribute_id`, code: 'fixedValue', message: 'cannot change on an existing value; destroy it and create a new one' }];
    }
    return item.value === undefined ? [] : checkDocument(catalog, current.entity_attribute_id, item.value, prefix);
  });
}

export async function bulkUpdateEntityValues(
  db: Database,
  catalog: AttributeCatalog,
  auth: AuthContext,
  projectId: number,
  moduleId: number,
  input: BulkUpdateInput,
): Promise<EntityValueBulkUpdateAnswer> {
  const { module } = await loadModuleFor(db, auth, projectId, moduleId, 'write');
  const updateIds = input.entity_values.flatMap((item) => (item.id === undefined ? [] : [item.id]));
  const destroyIds = [...new Set(input.destroy_ids ?? [])];
  return changeModule(db, projectId, moduleId, async (tx) => {
    // Checked inside the transaction: nothing is written unless every item passes.
    const existing = await findModuleValueAttributes(tx, moduleId, [...updateIds, ...destroyIds]);
    // What is checked and written is each stale update merged with the newer stored value.
    const { items, merges } = await mergeStaleItems(tx, moduleId, input.entity_values, existing);
    throwIfAny([
      ...repeatedIds(updateIds).map((id) => ({
        field: 'entity_values',
        code: 'invalid' as const,
        message: `value ${id} is listed more than once; send one update per value`,
      })),
      ...repeatedClientIdFailures(items.filter((item) => item.id === undefined)),
      ...checkBulkItems(items, existing, catalog, module.scenario_module_id, new Set(destroyIds)),
    ]);
    const written = items.map((item, index) => ({ value: item.value, prefix: `entity_values/${index}/` }));
    await assertPagesOnCompanyHosts(tx, catalog, projectId, module.scenario_module_id, written);
    await assertAssignmentsInProject(tx, projectId, items);

    const emptied = await valuesLeftSayingNothing(tx, catalog, auth, items.flatMap((item) =>
      item.id === undefined ? [] : [{ id: item.id, entity_attribute_id: existing.get(item.id)!.entity_attribute_id, value: item.value }],
    ));
    const removedIds = [...destroyIds, ...emptied];
    if (removedIds.length > 0) await tx.delete(entityValues).where(anyOf(entityValues.id, removedIds));
    const changes = items.flatMap((item): ValueChange[] =>
      item.id === undefined || emptied.has(item.id) ? [] : [{ id: item.id, value: item.value, position: item.position, ...pickAssignments(item) }],
    );
    const updated = await writeValueChanges(tx, moduleId, changes);
    // checkBulkItems made sure every item without id carries entity_attribute_id and value.
    const creates = items.filter((item) => item.id === undefined) as EntityValueCreate[];
    const created = await insertValues(tx, catalog, module, creates);
    const before = new Map([...existing].map(([id, value]) => [id, value.user_ids]));
    await notifyOfAssignments(tx, auth.user.id, module, [...updated, ...created], before);
    const createdAnswers = created.map((row, index) => toEntityValueAnswer(row, creates[index].client_id));
    const updatedAnswers = new Map(updated.map((row) => [row.id, toEntityValueAnswer({ ...row, key: existing.get(row.id)!.key })]));
    let nextCreated = 0;
    const answers = items.flatMap((item) => {
      if (item.id === undefined) return [createdAnswers[nextCreated++]];
      if (emptied.has(item.id)) return [];
      const answer = updatedAnswers.get(item.id)!;
      const merge = merges.get(item.id);
      return [merge ? { ...answer, merge } : answer];
    });
    return { entity_values: answers, destroyed_ids: removedIds };
  }, auth, (result) => ({
    action: 'updated',
    subject_type: 'EntityValue',
    summary: `Changed module content (${result.entity_values.length} saved, ${result.destroyed_ids.length} removed)`,
    details: { module_id: moduleId },
  }), {
    valueIds: [...updateIds, ...destroyIds],
    writtenIds: (result) => result.entity_values.map((value) => value.id),
    overwritten: (result) => overwritesIn(result.entity_values),
  });
}

export async function bulkDestroyEntityValues(
  db: Database,
  auth: AuthContext,
  projectId: number,
  moduleId: number,
  ids: readonly number[],
): Promise<{ ids: number[] }> {
  await loadModuleFor(db, auth, projectId, moduleId, 'write');
  const unique = [...new Set(ids)];
  return changeModule(db, projectId, moduleId, async (tx) => {
    await findModuleValueAttributes(tx, moduleId, unique);
    if (unique.length > 0) await tx.delete(entityValues).where(anyOf(entityValues.id, unique));
    return { ids: unique };
  }, auth, { action: 'deleted', subject_type: 'EntityValue', summary: 'Removed module content', details: { module_id: moduleId } });
}
