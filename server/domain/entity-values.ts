/**
 * Module content, one value at a time. Every write goes through this file or entity-values-bulk.ts, so a
 * change log can later be kept in one place. Reading needs project read (a locked module reads too);
 * writing needs module write (project write, module unlocked).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { EntityValue, EntityValueCreate, EntityValueUpdate, UpdatePositions } from '../../core/domain/api-types';
import type { AuthContext } from '../auth/auth-context';
import type { Database, Queryable } from '../db/client';
import { entityAttributes, entityValues } from '../db/schema';
import { unprocessable } from '../errors';
import { checkDocument, checkNewValue, type AttributeCatalog } from './entity-value-checks';
import {
  ENTITY_VALUE,
  findModuleValues,
  selectKeyedValues,
  toEntityValueAnswer,
  valuesOfModule,
} from './entity-value-rows';
import { assertAssignmentsInProject, pickAssignments } from './entity-value-assignments';
import { insertValues } from './entity-value-inserts';
import { loadModuleAccess, loadModuleFor, moduleVisible } from './module-access';
import { assertCompleteOrder, writePositions } from './positions';
import { loadProjectPartAccess } from './project-access';
import { notifyOfAssignments } from './notifications/assignment-notifications';
import { changeModule } from './module-revisions/change-module';
import { assertPagesOnCompanyHosts } from './embedded-page-hosts';
import { valuesLeftSayingNothing } from './kept-while-filled';
import { mergeStaleUpdate } from '../../core/domain/entity-value-merge';
import { overwritesIn } from './entity-value-bulk-merge';

export interface EntityValueFilter {
  /** Only values of the attribute with this key. */
  key?: string;
}

export async function listEntityValues(
  db: Database,
  auth: AuthContext,
  projectId: number,
  moduleId: number,
  filter: EntityValueFilter = {},
): Promise<EntityValue[]> {
  await loadModuleAccess(db, auth, projectId, moduleId);
  const rows = await selectKeyedValues(
    db,
    and(valuesOfModule(moduleId), filter.key === undefined ? undefined : eq(entityAttributes.key, filter.key)),
  );
  // The client_id a value was created with lets a browser that lost the create's answer find its value.
  return rows.map((row) => toEntityValueAnswer(row, row.client_id ?? undefined));
}

export async function getEntityValue(
  db: Database,
  auth: AuthContext,
  projectId: number,
  moduleId: number,
  valueId: number,
): Promise<EntityValue> {
  await loadModuleAccess(db, auth, projectId, moduleId);
  const [row] = await findModuleValues(db, moduleId, [valueId]);
  return toEntityValueAnswer(row);
}

/** GET /api/projects/{projectId}/entity_values.json?ids=...: the project's values among the ids; others are left out. */
export async function listProjectEntityValues(
  db: Database,
  auth: AuthContext,
  projectId: number,
  ids: readonly number[],
): Promise<EntityValue[]> {
  const access = await loadProjectPartAccess(db, auth, projectId);
  if (ids.length === 0) return [];
  const rows = await selectKeyedValues(db, and(eq(entityValues.project_id, projectId), inArray(entityValues.id, [...ids])));
  return rows.map((row) => toEntityValueAnswer(row)).filter((value) => moduleVisible(access, value.module_id));
}

/** Writes already checked changes to one existing value. */
export async function writeValueUpdate(tx: Queryable, valueId: number, input: EntityValueUpdate): Promise<void> {
  await tx
    .update(entityValues)
    .set({
      ...(input.value === undefined ? {} : { value: input.value }),
      ...(input.position === undefined ? {} : { position: input.position }),
      ...pickAssignments(input),
      version: sql`${entityValues.version} + 1`,
      updated_at: sql`now()`,
    })
    .where(eq(entityValues.id, valueId));
}

export async function createEntityValue(
  db: Database,
  catalog: AttributeCatalog,
  auth: AuthContext,
  projectId: number,
  moduleId: number,
  input: EntityValueCreate,
): Promise<EntityValue> {
  const { module } = await loadModuleFor(db, auth, projectId, moduleId, 'write');
  const failures = checkNewValue(catalog, module.scenario_module_id, input);
  if (failures.length > 0) throw unprocessable(failures);
  await assertPagesOnCompanyHosts(db, catalog, projectId, module.scenario_module_id, [input]);
  await assertAssignmentsInProject(db, projectId, [input]);
  return changeModule(db, projectId, moduleId, async (tx) => {
    const [row] = await insertValues(tx, catalog, module, [input]);
    await notifyOfAssignments(tx, auth.user.id, module, [row]);
    return toEntityValueAnswer(row, input.client_id);
  }, auth, (value) => ({ action: 'created', subject_type: 'EntityValue', subject_id: value.id, summary: `Added ${value.key} content`, details: { module_id: moduleId } }));
}

export async function updateEntityValue(
  db: Database,
  catalog: AttributeCatalog,
  auth: AuthContext,
  projectId: number,
  moduleId: number,
  valueId: number,
  sent: EntityValueUpdate,
): Promise<EntityValue> {
  const { module } = await loadModuleFor(db, auth, projectId, moduleId, 'write');
  const [current] = await findModuleValues(db, moduleId, [valueId]);
  const { input, merge } = mergeStaleUpdate(current, sent);
  if (input.value !== undefined) {
    const failures = checkDocument(catalog, current.entity_attribute_id, input.value);
    if (failures.length > 0) throw unprocessable(failures);
  }
  await assertPagesOnCompanyHosts(db, catalog, projectId, module.scenario_module_id, [input]);
  await assertAssignmentsInProject(db, projectId, [input]);
  const change = { id: valueId, entity_attribute_id: current.entity_attribute_id, value: input.value };
  if ((await valuesLeftSayingNothing(db, catalog, auth, [change])).has(valueId)) {
    const removed = await destroyEntityValue(db, auth, projectId, moduleId, valueId);
    return { ...removed, value: input.value!, deleted: true };
  }
  return changeModule(db, projectId, moduleId, async (tx) => {
    await writeValueUpdate(tx, valueId, input);
    const [row] = await findModuleValues(tx, moduleId, [valueId]);
    await notifyOfAssignments(tx, auth.user.id, module, [row], new Map([[valueId, current.user_ids]]));
    return merge === undefined ? toEntityValueAnswer(row) : { ...toEntityValueAnswer(row), merge };
  }, auth, (value) => ({ action: 'updated', subject_type: 'EntityValue', subject_id: value.id, summary: `Changed ${value.key} content`, details: { module_id: moduleId } }), {
    valueIds: [valueId],
    writtenIds: () => [valueId],
    overwritten: (value) => overwritesIn([value]),
  });
}

export async function destroyEntityValue(
  db: Database,
  auth: AuthContext,
  projectId: number,
  moduleId: number,
  valueId: number,
): Promise<EntityValue> {
  await loadModuleFor(db, auth, projectId, moduleId, 'write');
  const [row] = await findModuleValues(db, moduleId, [valueId]);
  return changeModule(db, projectId, moduleId, async (tx) => {
    await tx.delete(entityValues).where(eq(entityValues.id, valueId));
    return toEntityValueAnswer(row);
  }, auth, { action: 'deleted', subject_type: 'EntityValue', subject_id: valueId, summary: `Removed ${row.key} content`, details: { module_id: moduleId } });
}

/** The complete new order of the module's values; positions become 0..n-1. */
export async function reorderEntityValues(
  db: Database,
  auth: AuthContext,
  projectId: number,
  moduleId: number,
  input: UpdatePositions,
): Promise<EntityValue[]> {
  await loadModuleFor(db, auth, projectId, moduleId, 'write');
  return changeModule(db, projectId, moduleId, async (tx) => {
    const current = await selectKeyedValues(tx, valuesOfModule(moduleId));
    assertCompleteOrder(input.ids, current.map((row) => row.id), ENTITY_VALUE);
    await writePositions(tx, entityValues, input.ids);
    return (await selectKeyedValues(tx, valuesOfModule(moduleId))).map((row) => toEntityValueAnswer(row));
  }, auth, { action: 'moved', subject_type: 'EntityValue', summary: 'Reordered module content', details: { module_id: moduleId } });
}
