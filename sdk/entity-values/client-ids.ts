import type { EntityValue } from '../../core/domain/api-types';
import type { EntityItem } from './entity-item';

/** client_id → server id for the creates a bulk_update answer echoes. */
export function createdIds(answer: readonly EntityValue<unknown>[]): Map<string, number> {
  const ids = new Map<string, number>();
  for (const value of answer) if (value.client_id) ids.set(value.client_id, value.id);
  return ids;
}

/**
 * `items` with the server ids of freshly saved creates filled in; the same array when none applies. Another
 * item already holding such an id (the create was sent again after its answer was lost, or it was a second
 * create of a single document) is the same value shown twice, and goes.
 */
export function withServerIds<V>(items: readonly EntityItem<V>[], ids: ReadonlyMap<string, number>): readonly EntityItem<V>[] {
  const keyOfId = new Map([...ids].map(([key, id]) => [id, key]));
  const duplicate = (item: EntityItem<V>) => item.id !== null && keyOfId.has(item.id) && keyOfId.get(item.id) !== item.key;
  if (!items.some((item) => (item.id === null && ids.has(item.key)) || duplicate(item))) return items;
  return items.flatMap((item) => {
    if (duplicate(item)) return [];
    const id = item.id === null ? ids.get(item.key) : undefined;
    return [id === undefined ? item : { ...item, id }];
  });
}
