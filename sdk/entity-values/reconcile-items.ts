import type { EntityValue } from '../../core/domain/api-types';
import { byPosition, serverKey, type EntityItem } from './entity-item';

export interface IncomingValues<V> {
  /** Values the server has (a full list when `complete`, else only the ones that changed). */
  values: readonly EntityValue<V>[];
  /** True when `values` is everything the server has, so local saved items missing from it are gone. */
  complete: boolean;
  destroyedIds?: readonly number[];
}

/**
 * Applies server state to the local items. Local changes not yet saved win: an item with a pending
 * change keeps its local version (and a pending delete keeps it gone), items created here and not yet
 * saved stay. Keys survive, so React keys and callers' references stay valid.
 */
export function reconcileItems<V>(
  local: readonly EntityItem<V>[],
  incoming: IncomingValues<V>,
  pendingKeys: ReadonlySet<string>,
  keyOfId: (id: number) => string | undefined,
): EntityItem<V>[] {
  const destroyed = new Set(incoming.destroyedIds ?? []);
  const result = new Map<string, EntityItem<V>>();

  for (const item of local) {
    if (!incoming.complete || item.id === null || pendingKeys.has(item.key)) result.set(item.key, item);
  }
  for (const value of incoming.values) {
    const key = keyOfId(value.id) ?? serverKey(value.id);
    // Pending covers a local delete too: the item is absent from `local` and must stay gone.
    if (pendingKeys.has(key)) continue;
    result.set(key, { key, id: value.id, value: value.value, position: value.position });
  }
  for (const [key, item] of result) {
    if (item.id !== null && destroyed.has(item.id) && !pendingKeys.has(key)) result.delete(key);
  }
  return [...result.values()].sort(byPosition);
}
