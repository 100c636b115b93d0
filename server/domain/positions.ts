/**
 * update_positions: the client sends the complete new order of a collection and positions become
 * 0..n-1. A partial or repeated list would leave two items on one position, so it is refused (422);
 * an id from elsewhere answers 404.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client';
import { notFound, unprocessable } from '../errors';

/**
 * Throws 404 when `ids` holds an id outside `current` (ids of other collections cannot be probed),
 * 422 unless it lists every id of `current` exactly once.
 */
export function assertCompleteOrder(
  ids: readonly number[],
  current: readonly number[],
  what: { singular: string; plural: string },
): void {
  const known = new Set(current);
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) throw notFound(`${what.singular} ${unknown.join(', ')}`);
  const seen = new Set<number>();
  const repeated = ids.filter((id) => (seen.has(id) ? true : (seen.add(id), false)));
  const missing = current.filter((id) => !seen.has(id));
  const problems: string[] = [];
  if (repeated.length > 0) problems.push(`listed more than once: ${[...new Set(repeated)].join(', ')}`);
  if (missing.length > 0) problems.push(`missing: ${missing.join(', ')}`);
  if (problems.length > 0) {
    throw unprocessable([
      { field: 'ids', code: 'invalid', message: `List every one of the ${what.plural} exactly once, in the new order (${problems.join('; ')}).` },
    ]);
  }
}

/**
 * Sets position = index in `ids` for each row in one statement. The table must have integer `id`,
 * `position` and `updated_at` columns (sections, project modules, entity values).
 */
export async function writePositions(db: Queryable, table: PgTable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = sql.join(
    ids.map((id, index) => sql`(${id}::integer, ${index}::integer)`),
    sql`, `,
  );
  await db.execute(
    sql`update ${table} set position = v.position, updated_at = now() from (values ${rows}) as v(id, position) where ${table}.id = v.id`,
  );
}

/** The position after the last one among the rows `where` selects (0 when there are none). */
export async function nextPosition(
  db: Queryable,
  table: PgTable,
  position: PgColumn,
  where: SQL | undefined,
): Promise<number> {
  const [row] = await db
    .select({ next: sql`coalesce(max(${position}) + 1, 0)`.mapWith(Number) })
    .from(table)
    .where(where);
  return row?.next ?? 0;
}
