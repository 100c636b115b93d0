import type { Assignments } from './assignments';

/** What the save queue holds for one item key until the server accepts it. */
export type PendingChange<V> =
  | { type: 'create'; value: V; position: number; assignments?: Partial<Assignments> }
  | { type: 'update'; value?: V; position?: number; assignments?: Partial<Assignments> }
  | { type: 'delete' };

/**
 * Combines an older pending change with a newer one for the same item:
 * create+update → create with the newer fields; create+delete → nothing;
 * update+update → the newer fields over the older; update+delete → delete.
 * Assignment arrays merge per array: a newer tag change keeps an older stakeholder change.
 */
export function mergePendingChanges<V>(older: PendingChange<V>, newer: PendingChange<V>): PendingChange<V> | null {
  if (older.type === 'delete') return older;
  if (newer.type === 'delete') return older.type === 'create' ? null : newer;
  if (newer.type === 'create') return newer;
  const assignments = mergedAssignments(older.assignments, newer.assignments);
  const kept = assignments ? { assignments } : {};
  if (older.type === 'create') {
    return { type: 'create', value: newer.value ?? older.value, position: newer.position ?? older.position, ...kept };
  }
  const value = newer.value ?? older.value;
  const position = newer.position ?? older.position;
  return {
    type: 'update',
    ...(value === undefined ? {} : { value }),
    ...(position === undefined ? {} : { position }),
    ...kept,
  };
}

function mergedAssignments(older?: Partial<Assignments>, newer?: Partial<Assignments>): Partial<Assignments> | undefined {
  return older || newer ? { ...older, ...newer } : undefined;
}
