import type { EntityValue } from '../../core/domain/api-types';
import type { EntityItem } from './entity-item';

/** client_id → server id for the creates a bulk_update answer echoes. */
export function createdIds(answer: readonly EntityValue<unknown>[]): Map<string, number> {
  const ids = new Map<string, number>();
  for (const value of answer) if (value.client_id) ids.set(value.client_id, value.id);
  return ids;
}

/** `items` with the server ids of freshly saved creates filled in; the same array when none applies. */
export function withServerIds<V>(items: readonly EntityItem<V>[], ids: ReadonlyMap<string, number>): readonly EntityItem<V>[] {
  if (!items.some((item) => item.id === null && ids.has(item.key))) return items;
  return items.map((item) => {
    const id = item.id === null ? ids.get(item.key) : undefined;
    return id === undefined ? item : { ...item, id };
  });
}
