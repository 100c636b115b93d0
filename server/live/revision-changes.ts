import { eq } from 'drizzle-orm';
import type { EntityValue } from '../../core/domain/api-types';
import type { Queryable } from '../db/client';
import { moduleRevisionItems } from '../db/schema';
import { selectKeyedValues, toEntityValueAnswer, valuesOfModule } from '../domain/entity-value-rows';

/** What a revision did to a module's entity values: the values as they are now, and the ids it removed. */
export async function revisionValueChanges(db: Queryable, moduleId: number, revisionId: number): Promise<{ values: EntityValue[]; destroyedIds: number[] }> {
  const items = await db
    .select({ id: moduleRevisionItems.entity_value_id, after: moduleRevisionItems.after })
    .from(moduleRevisionItems)
    .where(eq(moduleRevisionItems.revision_id, revisionId));
  const valueItems = items.filter((item): item is { id: number; after: unknown } => item.id !== null);
  const destroyedIds = valueItems.filter((item) => item.after === null).map((item) => item.id);
  const changedIds = valueItems.filter((item) => item.after !== null).map((item) => item.id);
  // A value a later change removed again is simply not there any more: its own notice says so.
  const rows = changedIds.length === 0 ? [] : await selectKeyedValues(db, valuesOfModule(moduleId, changedIds));
  return { values: rows.map((row) => toEntityValueAnswer(row, row.client_id ?? undefined)), destroyedIds };
}
