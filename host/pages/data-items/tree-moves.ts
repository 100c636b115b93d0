/**
 * The keyboard moves of a tree kept flat (catalog details within their group, map categories): a move is one
 * PUT of parent_id and position (and group_id for details), where position is the entry's place among its new
 * siblings once it is taken out (server placeAt).
 */
import type { Id } from '../../../core/domain/id';

/** One entry of a flat tree; entries of different groups (details) are different trees. */
export interface TreeEntry {
  id: Id;
  parent_id: Id | null;
  position: number;
  group_id?: Id;
}

export type KeyboardMove = 'up' | 'down' | 'into' | 'out';

/** Where a move puts an entry. */
export interface TreePlace {
  group_id?: Id;
  parent_id: Id | null;
  position?: number;
}

export const byPosition = (a: { position: number; id: Id }, b: { position: number; id: Id }) => a.position - b.position || a.id - b.id;

/** The siblings of an entry (itself included), in order. */
export function siblingsOf<T extends TreeEntry>(entries: readonly T[], entry: T): T[] {
  return entries.filter((other) => other.group_id === entry.group_id && other.parent_id === entry.parent_id).sort(byPosition);
}

/** How many entries sit below this one, at any depth: they go when it is deleted. */
export function descendantCount(entries: readonly TreeEntry[], id: Id): number {
  const children = entries.filter((entry) => entry.parent_id === id);
  return children.reduce((count, child) => count + 1 + descendantCount(entries, child.id), 0);
}

/** The move's new place, or null when the entry cannot go that way (first, last, top level, no sibling above). */
export function keyboardMove<T extends TreeEntry>(entries: readonly T[], entry: T, move: KeyboardMove): TreePlace | null {
  const siblings = siblingsOf(entries, entry);
  const index = siblings.findIndex((sibling) => sibling.id === entry.id);
  const group = entry.group_id === undefined ? {} : { group_id: entry.group_id };
  switch (move) {
    case 'up':
      return index > 0 ? { ...group, parent_id: entry.parent_id, position: index - 1 } : null;
    case 'down':
      return index < siblings.length - 1 ? { ...group, parent_id: entry.parent_id, position: index + 1 } : null;
    case 'into': {
      const above = siblings[index - 1];
      return above ? { ...group, parent_id: above.id } : null;
    }
    case 'out': {
      const parent = entries.find((other) => other.id === entry.parent_id);
      if (!parent) return null;
      const parentIndex = siblingsOf(entries, parent).findIndex((sibling) => sibling.id === parent.id);
      return { ...(parent.group_id === undefined ? {} : { group_id: parent.group_id }), parent_id: parent.parent_id, position: parentIndex + 1 };
    }
  }
}
