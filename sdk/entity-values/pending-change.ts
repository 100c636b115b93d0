/** What the save queue holds for one item key until the server accepts it. */
export type PendingChange<V> =
  | { type: 'create'; value: V; position: number }
  | { type: 'update'; value?: V; position?: number }
  | { type: 'delete' };

/**
 * Combines an older pending change with a newer one for the same item:
 * create+update → create with the newer fields; create+delete → nothing;
 * update+update → the newer fields over the older; update+delete → delete.
 */
export function mergePendingChanges<V>(older: PendingChange<V>, newer: PendingChange<V>): PendingChange<V> | null {
  if (older.type === 'delete') return older;
  if (newer.type === 'delete') return older.type === 'create' ? null : newer;
  if (newer.type === 'create') return newer;
  if (older.type === 'create') {
    return { type: 'create', value: newer.value ?? older.value, position: newer.position ?? older.position };
  }
  return withoutUndefined({
    type: 'update',
    value: newer.value ?? older.value,
    position: newer.position ?? older.position,
  });
}

function withoutUndefined<V>(change: { type: 'update'; value?: V; position?: number }): PendingChange<V> {
  const result: { type: 'update'; value?: V; position?: number } = { type: 'update' };
  if (change.value !== undefined) result.value = change.value;
  if (change.position !== undefined) result.position = change.position;
  return result;
}
