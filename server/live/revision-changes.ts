import { and, desc, eq, gt } from 'drizzle-orm';
import type { EntityValue } from '../../core/domain/api-types';
import type { Queryable } from '../db/client';
import { moduleRevisionItems, moduleRevisions } from '../db/schema';
import { selectKeyedValues, toEntityValueAnswer, valuesOfModule } from '../domain/entity-value-rows';

export interface ValueChanges {
  /** The changed values as they are now, as the values list answers them. */
  values: EntityValue[];
  destroyedIds: number[];
}

/** The values `ids` of the module as they are now; an id no longer there was destroyed. */
async function valuesNow(db: Queryable, moduleId: number, ids: readonly number[]): Promise<ValueChanges> {
  if (ids.length === 0) return { values: [], destroyedIds: [] };
  const rows = await selectKeyedValues(db, valuesOfModule(moduleId, ids));
  const present = new Set(rows.map((row) => row.id));
  return { values: rows.map((row) => toEntityValueAnswer(row, row.client_id ?? undefined)), destroyedIds: ids.filter((id) => !present.has(id)) };
}

/** What a revision did to a module's entity values: the values as they are now, and the ids it removed. */
export async function revisionValueChanges(db: Queryable, moduleId: number, revisionId: number): Promise<ValueChanges> {
  const items = await db
    .select({ id: moduleRevisionItems.entity_value_id, after: moduleRevisionItems.after })
    .from(moduleRevisionItems)
    .where(eq(moduleRevisionItems.revision_id, revisionId));
  const valueItems = items.filter((item): item is { id: number; after: unknown } => item.id !== null);
  const destroyedIds = valueItems.filter((item) => item.after === null).map((item) => item.id);
  // A value a later change removed again is simply not there any more: its own notice says so.
  const { values } = await valuesNow(db, moduleId, valueItems.filter((item) => item.after !== null).map((item) => item.id));
  return { values, destroyedIds };
}

/**
 * Everything that changed in the module after revision `since`, as one change (the values as they are now, the
 * ids gone) with the newest revision's id (`since` when nothing changed). What a browser missed while it loaded or
 * while its connection was lost.
 */
export async function valueChangesSince(db: Queryable, moduleId: number, since: number): Promise<ValueChanges & { revisionId: number }> {
  const items = await db
    .selectDistinct({ id: moduleRevisionItems.entity_value_id, revisionId: moduleRevisions.id })
    .from(moduleRevisionItems)
    .innerJoin(moduleRevisions, eq(moduleRevisions.id, moduleRevisionItems.revision_id))
    .where(and(eq(moduleRevisions.module_id, moduleId), gt(moduleRevisions.id, since)))
    .orderBy(desc(moduleRevisions.id));
  if (items.length === 0) return { revisionId: since, values: [], destroyedIds: [] };
  const ids = [...new Set(items.flatMap((item) => (item.id === null ? [] : [item.id])))];
  return { revisionId: items[0].revisionId, ...(await valuesNow(db, moduleId, ids)) };
}
