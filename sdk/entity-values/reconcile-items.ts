import type { EntityValue } from '../../core/domain/api-types';
import type { CommentCounts } from '../../core/domain/sharing-types';
import { NO_ASSIGNMENTS, pickAssignments } from './assignments';
import { byPosition, serverKey, type EntityItem } from './entity-item';

export interface IncomingValues<V> {
  /** Values the server has (a full list when `complete`, else only the ones that changed). */
  values: readonly ServerValue<V>[];
  /** True when `values` is everything the server has, so local saved items missing from it are gone. */
  complete: boolean;
  destroyedIds?: readonly number[];
}

/** The server's lists carry comment counts; remote changes may not. */
export type ServerValue<V> = EntityValue<V> & Partial<CommentCounts>;

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
  const previous = new Map(local.map((item) => [item.key, item]));

  for (const item of local) {
    if (!incoming.complete || item.id === null || pendingKeys.has(item.key)) result.set(item.key, item);
  }
  for (const value of incoming.values) {
    const key = keyOfId(value.id) ?? serverKey(value.id);
    const counts = countsOf(value, previous.get(key));
    // Pending covers a local delete too: the item is absent from `local` and must stay gone.
    // Comments are not part of the edit, so a pending item still takes the server's counts.
    if (pendingKeys.has(key)) {
      const pending = result.get(key);
      if (pending) result.set(key, { ...pending, ...counts });
      continue;
    }
    const assignments = { ...NO_ASSIGNMENTS, ...previous.get(key)?.assignments, ...pickAssignments(value) };
    result.set(key, { key, id: value.id, value: value.value, position: value.position, assignments, ...counts });
  }
  for (const [key, item] of result) {
    if (item.id !== null && destroyed.has(item.id) && !pendingKeys.has(key)) result.delete(key);
  }
  return [...result.values()].sort(byPosition);
}

type Counts = Pick<EntityItem<unknown>, 'commentCount' | 'unreadCommentCount'>;

/** The value's counts; a value without them (a remote change) keeps the ones the item had. */
function countsOf(value: ServerValue<unknown>, previous: Counts | undefined): Counts {
  const counts: Counts = {};
  const commentCount = value.comment_count ?? previous?.commentCount;
  const unreadCommentCount = value.unread_comment_count ?? previous?.unreadCommentCount;
  if (commentCount !== undefined) counts.commentCount = commentCount;
  if (unreadCommentCount !== undefined) counts.unreadCommentCount = unreadCommentCount;
  return counts;
}
