/** The keyed assessment lookups (statuses, question types): ids by key and keys by id. */
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { assessmentQuestionTypes, assessmentStatuses, responseStatuses } from '../../db/schema';

type KeyedLookupTable = typeof assessmentStatuses | typeof responseStatuses | typeof assessmentQuestionTypes;

export async function lookupKeysById<K extends string>(db: Queryable, table: KeyedLookupTable): Promise<Map<number, K>> {
  const rows = await db.select({ id: table.id, key: table.key }).from(table);
  return new Map(rows.map((row) => [row.id, row.key as K]));
}

/** The id of a seeded key; the keys are fixed (admins cannot delete them), so a missing one is a broken database. */
export async function lookupIdOf(db: Queryable, table: KeyedLookupTable, key: string): Promise<number> {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.key, key));
  if (!row) throw new Error(`The lookup item "${key}" is missing; run the migrations.`);
  return row.id;
}
