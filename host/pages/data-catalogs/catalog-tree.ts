/**
 * A catalog's details as trees, one per group, and the moves the management page offers. The API lists details
 * flat (group, tree, position); a move is one PUT of group_id, parent_id and position, where position is the
 * detail's place among its new siblings once it is taken out (server placeAt).
 */
import type { Id } from '../../../core/domain/id';
import type { DataCatalogDetail, DataCatalogDetailUpdate, DataCatalogGroup } from '../../../core/domain/data-governance-types';

export interface DetailNode {
  detail: DataCatalogDetail;
  children: DetailNode[];
}

export interface GroupTree {
  group: DataCatalogGroup;
  roots: DetailNode[];
}

const byPosition = (a: { position: number; id: Id }, b: { position: number; id: Id }) => a.position - b.position || a.id - b.id;

/** Every group in order with its details nested under their parents, siblings by position. */
export function buildCatalogTree(groups: readonly DataCatalogGroup[], details: readonly DataCatalogDetail[]): GroupTree[] {
  const childrenOf = new Map<string, DataCatalogDetail[]>();
  for (const detail of details) {
    const key = `${detail.group_id}:${detail.parent_id ?? ''}`;
    childrenOf.set(key, [...(childrenOf.get(key) ?? []), detail]);
  }
  const nodes = (groupId: Id, parentId: Id | null): DetailNode[] =>
    (childrenOf.get(`${groupId}:${parentId ?? ''}`) ?? [])
      .sort(byPosition)
      .map((detail) => ({ detail, children: nodes(groupId, detail.id) }));
  return [...groups].sort(byPosition).map((group) => ({ group, roots: nodes(group.id, null) }));
}

/** The siblings of a detail (itself included), in order. */
export function siblingsOf(details: readonly DataCatalogDetail[], detail: DataCatalogDetail): DataCatalogDetail[] {
  return details.filter((other) => other.group_id === detail.group_id && other.parent_id === detail.parent_id).sort(byPosition);
}

/** How many details sit below this one, at any depth: they go when it is deleted. */
export function descendantCount(details: readonly DataCatalogDetail[], detailId: Id): number {
  const children = details.filter((detail) => detail.parent_id === detailId);
  return children.reduce((count, child) => count + 1 + descendantCount(details, child.id), 0);
}

export type KeyboardMove = 'up' | 'down' | 'into' | 'out';

/** The move's change, or null when the detail cannot go that way (first, last, top level, no sibling above). */
export function keyboardMove(details: readonly DataCatalogDetail[], detail: DataCatalogDetail, move: KeyboardMove): DataCatalogDetailUpdate | null {
  const siblings = siblingsOf(details, detail);
  const index = siblings.findIndex((sibling) => sibling.id === detail.id);
  const place = { group_id: detail.group_id, parent_id: detail.parent_id };
  switch (move) {
    case 'up':
      return index > 0 ? { ...place, position: index - 1 } : null;
    case 'down':
      return index < siblings.length - 1 ? { ...place, position: index + 1 } : null;
    case 'into': {
      const above = siblings[index - 1];
      return above ? { group_id: detail.group_id, parent_id: above.id } : null;
    }
    case 'out': {
      const parent = details.find((other) => other.id === detail.parent_id);
      if (!parent) return null;
      const parentIndex = siblingsOf(details, parent).findIndex((sibling) => sibling.id === parent.id);
      return { group_id: parent.group_id, parent_id: parent.parent_id, position: parentIndex + 1 };
    }
  }
}

/** Where a dragged detail goes when dropped: at the place of the detail it is dropped on, or at the end of a group. */
export type DropTarget = { kind: 'detail'; detail: DataCatalogDetail } | { kind: 'group'; groupId: Id };

/** The drop's change, or null when it changes nothing or would put the detail below itself. */
export function dropMove(details: readonly DataCatalogDetail[], dragged: DataCatalogDetail, target: DropTarget): DataCatalogDetailUpdate | null {
  if (target.kind === 'group') {
    return target.groupId === dragged.group_id && dragged.parent_id === null && isLast(details, dragged) ? null : { group_id: target.groupId, parent_id: null };
  }
  const over = target.detail;
  if (over.id === dragged.id || isBelow(details, over, dragged.id)) return null;
  const position = siblingsOf(details, over).findIndex((sibling) => sibling.id === over.id);
  return { group_id: over.group_id, parent_id: over.parent_id, position };
}

function isLast(details: readonly DataCatalogDetail[], detail: DataCatalogDetail): boolean {
  return siblingsOf(details, detail).at(-1)?.id === detail.id;
}

/** Whether `detail` sits somewhere below the detail `ancestorId`. */
function isBelow(details: readonly DataCatalogDetail[], detail: DataCatalogDetail, ancestorId: Id): boolean {
  let parentId = detail.parent_id;
  while (parentId !== null) {
    if (parentId === ancestorId) return true;
    parentId = details.find((other) => other.id === parentId)?.parent_id ?? null;
  }
  return false;
}

/** "Parent / Child / Detail" within its group, as uploads and deltas name details. */
export function detailPath(details: readonly DataCatalogDetail[], detail: DataCatalogDetail): string {
  const names = [detail.name];
  let parentId = detail.parent_id;
  while (parentId !== null) {
    const parent = details.find((other) => other.id === parentId);
    if (!parent) break;
    names.unshift(parent.name);
    parentId = parent.parent_id;
  }
  return names.join(' / ');
}
