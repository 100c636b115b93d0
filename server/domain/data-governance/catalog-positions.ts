/** Order among siblings (groups of a catalog, details of one parent): positions 0..n-1, renumbered after a change. */
import { inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';

interface PositionedTable {
  table: PgTable;
  id: PgColumn;
  position: PgColumn;
}

/** The sibling ids in order with `movedId` placed at `position` (clamped; the end when undefined). */
export function placeAt(siblingIds: readonly number[], movedId: number, position: number | undefined): number[] {
  const others = siblingIds.filter((id) => id !== movedId);
  const at = position === undefined ? others.length : Math.min(Math.max(position, 0), others.length);
  return [...others.slice(0, at), movedId, ...others.slice(at)];
}

/** Writes positions 0..n-1 in the given order, in one statement. */
export async function writePositions(db: Queryable, target: PositionedTable, orderedIds: readonly number[]): Promise<void> {
  if (orderedIds.length === 0) return;
  const cases = sql.join(
    orderedIds.map((id, index) => sql`when ${id}::integer then ${index}::integer`),
    sql` `,
  );
  await db
    .update(target.table)
    .set({ [target.position.name]: sql`case ${target.id} ${cases} end` } as never)
    .where(inArray(target.id, [...orderedIds]));
}
