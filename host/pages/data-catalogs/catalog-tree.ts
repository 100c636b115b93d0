/**
 * A catalog's details as trees, one per group, and where a drag drops them. The API lists details flat (group,
 * tree, position); the keyboard moves are the shared tree moves (../data-items/tree-moves.ts).
 */
import type { Id } from '../../../core/domain/id';
import type { DataCatalogDetail, DataCatalogDetailUpdate, DataCatalogGroup } from '../../../core/domain/data-governance-types';
import { byPosition, siblingsOf } from '../data-items/tree-moves';

export interface DetailNode {
  detail: DataCatalogDetail;
  children: DetailNode[];
}

export interface GroupTree {
  group: DataCatalogGroup;
  roots: DetailNode[];
}

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

/** Each detail's names from the top of its group down to itself, each parent's worked out once. */
export function detailNamePaths(details: readonly DataCatalogDetail[]): Map<Id, string[]> {
  const byId = new Map(details.map((detail) => [detail.id, detail]));
  const paths = new Map<Id, string[]>();
  const pathOf = (detail: DataCatalogDetail): string[] => {
    const known = paths.get(detail.id);
    if (known) return known;
    const parent = detail.parent_id === null ? undefined : byId.get(detail.parent_id);
    const path = [...(parent ? pathOf(parent) : []), detail.name];
    paths.set(detail.id, path);
    return path;
  };
  for (const detail of details) pathOf(detail);
  return paths;
}
