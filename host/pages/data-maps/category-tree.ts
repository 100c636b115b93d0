import type { DataMapCategory } from '../../../core/domain/data-governance-types';
import type { Id } from '../../../core/domain/id';
import { byPosition } from '../data-items/tree-moves';

export interface CategoryNode {
  category: DataMapCategory;
  children: CategoryNode[];
}

/** A map's categories (listed flat) nested under their parents, siblings by position. */
export function buildCategoryTree(categories: readonly DataMapCategory[]): CategoryNode[] {
  const childrenOf = new Map<Id | null, DataMapCategory[]>();
  for (const category of categories) childrenOf.set(category.parent_id, [...(childrenOf.get(category.parent_id) ?? []), category]);
  const nodes = (parentId: Id | null): CategoryNode[] =>
    (childrenOf.get(parentId) ?? []).sort(byPosition).map((category) => ({ category, children: nodes(category.id) }));
  return nodes(null);
}
