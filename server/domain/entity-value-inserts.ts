/**
 * Inserts already checked new values of one module. Creates are idempotent, because a browser that lost
 * the answer to a save sends the same creates again:
 * - a create whose client_id the module already holds updates that value with the create's document and
 *   position (the save queue merges later edits into a create it has to send again, so the create carries
 *   the newest state) and answers it, with the same id;
 * - a create of a single-document attribute updates the module's document when it has one.
 * Both are backed by unique indexes, so two identical creates at the same time still make one row.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { EntityValueCreate } from '../../core/domain/api-types';
import { noAssignments, type EntityValueAssignments } from '../../core/domain/registry-types';
import type { Queryable } from '../db/client';
import { entityValues } from '../db/schema';
import { unprocessable } from '../errors';
import {
  ASSIGNMENT_COLUMN_LIST,
  ASSIGNMENT_FROM_EXCLUDED,
  ASSIGNMENT_RECORD_COLUMNS,
  assignmentsOf,
  pickAssignments,
} from './entity-value-assignments';
import type { AttributeCatalog } from './entity-value-checks';
import { attributeKeys, valuesOfModule, type AnsweredValueRow } from './entity-value-rows';
import type { ModuleRow } from './module-access';
import { nextPosition } from './positions';

type TargetModule = Pick<ModuleRow, 'id' | 'project_id'>;

interface NewValue extends EntityValueAssignments {
  entity_attribute_id: number;
  value: Record<string, unknown>;
  position: number;
  client_id: string | null;
}

/** A written row as RETURNING gives it; drizzle has both drivers hand raw timestamps over as text. */
interface WrittenRow {
  id: number;
  position: number;
  updated_at: string | Date;
  version: number;
}

const RETURNED_COLUMNS = { id: entityValues.id, position: entityValues.position, updated_at: entityValues.updated_at, version: entityValues.version };

/**
 * Values without a position go last, in the order given; answers them in that order, documents as sent.
 * The request must not repeat a client_id (see repeatedClientIds).
 */
export async function insertValues(
  tx: Queryable,
  catalog: AttributeCatalog,
  module: TargetModule,
  inputs: readonly EntityValueCreate[],
): Promise<AnsweredValueRow[]> {
  if (inputs.length === 0) return [];
  let next = await nextPosition(tx, entityValues, entityValues.position, valuesOfModule(module.id));
  const rows: NewValue[] = inputs.map((input) => ({
    entity_attribute_id: input.entity_attribute_id,
    value: input.value,
    position: input.position ?? next++,
    client_id: input.client_id ?? null,
    ...noAssignments(),
    ...pickAssignments(input),
  }));
  const isSingle = (row: NewValue) => catalog.attributeById(row.entity_attribute_id)?.singleDocument === true;
  const written: WrittenRow[] = new Array(rows.length);
  const manyIndexes = rows.flatMap((row, index) => (isSingle(row) ? [] : [index]));
  const many = await upsertByClientId(tx, module, manyIndexes.map((index) => rows[index]));
  manyIndexes.forEach((rowIndex, n) => (written[rowIndex] = many[n]));
  // One at a time: a second create of the same document in one request then finds the first.
  for (const [index, row] of rows.entries()) if (isSingle(row)) written[index] = await writeSingleDocument(tx, module, row);

  const keys = await attributeKeys(tx, rows.map((row) => row.entity_attribute_id));
  return written.map(({ id, position, updated_at, version }, index) => ({
    id,
    entity_attribute_id: rows[index].entity_attribute_id,
    key: keys.get(rows[index].entity_attribute_id)!,
    module_id: module.id,
    project_id: module.project_id,
    value: rows[index].value,
    position,
    updated_at: new Date(updated_at),
    tag_ids: rows[index].tag_ids,
    stakeholder_ids: rows[index].stakeholder_ids,
    product_and_service_item_ids: rows[index].product_and_service_item_ids,
    user_ids: rows[index].user_ids,
    version,
  }));
}

/** The client_ids a list of creates repeats; each may appear once per request. */
export function repeatedClientIds(inputs: readonly { client_id?: string }[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const { client_id: clientId } of inputs) {
    if (clientId === undefined) continue;
    if (seen.has(clientId)) repeated.add(clientId);
    seen.add(clientId);
  }
  return [...repeated];
}

/**
 * Inserts in a single statement, the rows travelling as one JSON array that the database unpacks
 * (jsonb_to_recordset): a VALUES list binds five parameters per row, which costs PGlite several times
 * more for the hundreds of cells a paste or an import creates. RETURNING follows the order of the array.
 */
async function upsertByClientId(tx: Queryable, module: TargetModule, rows: readonly NewValue[]): Promise<WrittenRow[]> {
  if (rows.length === 0) return [];
  // A raw statement is typed by neither driver; PGlite's and node-postgres' results both carry `rows`.
  const { rows: written } = (await tx.execute(sql`
    insert into ${entityValues} as stored (entity_attribute_id, module_id, project_id, value, position, client_id, ${ASSIGNMENT_COLUMN_LIST})
    select added.entity_attribute_id, ${module.id}::integer, ${module.project_id}::integer, added.value, added.position, added.client_id,
      ${ASSIGNMENT_COLUMN_LIST}
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as added(entity_attribute_id integer, value jsonb, position integer, client_id text, ${ASSIGNMENT_RECORD_COLUMNS})
    on conflict (module_id, client_id) where client_id is not null
    do update set value = excluded.value, position = excluded.position, ${ASSIGNMENT_FROM_EXCLUDED}, version = stored.version + 1, updated_at = now()
      where stored.entity_attribute_id = excluded.entity_attribute_id
    returning id, position, updated_at, version, client_id`)) as unknown as { rows: Array<WrittenRow & { client_id: string | null }> };
  if (written.length < rows.length) {
    const answered = new Set(written.map((row) => row.client_id));
    const taken = rows.filter((row) => row.client_id !== null && !answered.has(row.client_id)).map((row) => row.client_id);
    throw unprocessable([
      { field: 'client_id', code: 'invalid', message: `${taken.join(', ')} already names a value of another attribute in this module` },
    ]);
  }
  return written;
}

/** Updates the module's document of this attribute (the first, should older data hold several), or creates it. */
async function writeSingleDocument(tx: Queryable, module: TargetModule, row: NewValue): Promise<WrittenRow> {
  const ofAttribute = and(valuesOfModule(module.id), eq(entityValues.entity_attribute_id, row.entity_attribute_id));
  const [existing] = await tx.select({ id: entityValues.id }).from(entityValues).where(ofAttribute)
    .orderBy(asc(entityValues.position), asc(entityValues.id)).limit(1);
  if (existing) {
    const [updated] = await tx.update(entityValues).set({ value: row.value, ...assignmentsOf(row), version: sql`${entityValues.version} + 1`, updated_at: sql`now()` })
      .where(eq(entityValues.id, existing.id)).returning(RETURNED_COLUMNS);
    return updated;
  }
  const [written] = await tx
    .insert(entityValues)
    .values({
      entity_attribute_id: row.entity_attribute_id,
      module_id: module.id,
      project_id: module.project_id,
      value: row.value,
      position: row.position,
      client_id: row.client_id,
      single_document: true,
      ...assignmentsOf(row),
    })
    .onConflictDoUpdate({
      target: [entityValues.module_id, entityValues.entity_attribute_id],
      targetWhere: sql`single_document`,
      set: { value: row.value, ...assignmentsOf(row), updated_at: sql`now()` },
    })
    .returning(RETURNED_COLUMNS);
  return written;
}
