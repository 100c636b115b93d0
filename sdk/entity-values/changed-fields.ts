import { baseFieldsOf, withFieldsOf } from '../../core/domain/entity-value-merge';

/**
 * `current` with the fields an edit changed from `before` to `after` (a field the edit emptied removed). A form open
 * while others changed other fields of the item saves only what was changed in it, over the item as it is now.
 */
export function withChangedFields<V extends object>(current: V, before: V, after: V): V {
  const changed = Object.keys(baseFieldsOf(before as Record<string, unknown>, after as Record<string, unknown>));
  return changed.length === 0 ? current : withFieldsOf(current, after, changed);
}
