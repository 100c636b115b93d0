import type { DataMapCategory } from '../../../../core/domain/data-governance-types';
import type { Id } from '../../../../core/domain/id';
import { PATH_SEPARATOR } from '../../../../core/domain/catalog-detail-entries';

export interface CategoryEntry {
  category: DataMapCategory;
  /** "Parent / Child", as mapping uploads name a category. */
  path: string;
}

/**
 * A map's categories in tree order (the API lists them so: a parent before its children, siblings by position)
 * with their paths.
 */
export function categoryEntries(categories: readonly DataMapCategory[]): CategoryEntry[] {
  const paths = new Map<Id, string>();
  return categories.map((category) => {
    const parentPath = category.parent_id === null ? undefined : paths.get(category.parent_id);
    const path = parentPath === undefined ? category.name : `${parentPath}${PATH_SEPARATOR}${category.name}`;
    paths.set(category.id, path);
    return { category, path };
  });
}
