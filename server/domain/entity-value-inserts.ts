/**
 * Inserts already checked new values of one module in a single statement. The rows travel as one JSON
 * array that the database unpacks (jsonb_to_recordset): a VALUES list binds five parameters per row,
 * which costs PGlite several times more for the hundreds of cells a paste or an import creates.
 */
import { sql } from 'drizzle-orm';
import type { EntityValueCreate } from '../../core/domain/api-types';
import type { Queryable } from '../db/client';
import { entityValues } from '../db/schema';
import { attributeKeys, valuesOfModule, type AnsweredValueRow } from './entity-value-rows';
import type { ModuleRow } from './module-access';
import { nextPosition } from './positions';

/** A row of the RETURNING list; drizzle has both drivers hand timestamps over as text. */
interface InsertedRow {
  id: number;
  position: number;
  updated_at: string | Date;
}

/** Values without a position go last, in the order given; answers them in that order, documents as sent. */
export async function insertValues(
  tx: Queryable,
  module: Pick<ModuleRow, 'id' | 'project_id'>,
  inputs: readonly EntityValueCreate[],
): Promise<AnsweredValueRow[]> {
  if (inputs.length === 0) return [];
  let next = await nextPosition(tx, entityValues, entityValues.position, valuesOfModule(module.id));
  const rows = inputs.map((input) => ({
    entity_attribute_id: input.entity_attribute_id,
    value: input.value,
    position: input.position ?? next++,
  }));
  // A raw statement is typed by neither driver; PGlite's and node-postgres' results both carry `rows`.
  const { rows: inserted } = (await tx.execute(sql`
    insert into ${entityValues} (entity_attribute_id, module_id, project_id, value, position)
    select added.entity_attribute_id, ${module.id}::integer, ${module.project_id}::integer, added.value, added.position
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as added(entity_attribute_id integer, value jsonb, position integer)
    returning id, position, updated_at`)) as unknown as { rows: InsertedRow[] };
  const keys = await attributeKeys(tx, rows.map((row) => row.entity_attribute_id));
  // RETURNING follows the order of the array, so the answer follows the request.
  return inserted.map(({ id, position, updated_at }, index) => ({
    id,
    entity_attribute_id: rows[index].entity_attribute_id,
    key: keys.get(rows[index].entity_attribute_id)!,
    module_id: module.id,
    project_id: module.project_id,
    value: rows[index].value,
    position,
    updated_at: new Date(updated_at),
  }));
}
