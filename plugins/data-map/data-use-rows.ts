/**
 * The module's rows: every detail of the project's catalogs with the categories it is mapped to, the modules whose
 * content points at it and its data use, and the filters over them.
 */
import type { AssociatedDataElement, DataMapCategory, DetailEntry, EntityItem } from '../../sdk';
import type { DataUse } from './data-use';

export interface DataUseRow {
  entry: DetailEntry;
  /** The categories of the project's maps the detail is mapped to. */
  categories: readonly DataMapCategory[];
  /** The modules whose content items point at the detail (a process diagram's data object, say). */
  pointedBy: readonly number[];
  use: EntityItem<DataUse> | undefined;
}

export interface DataUseFilter {
  /** Words that must all appear in the catalog's name or the detail's path, any case. */
  search: string;
  /** Only details that some module points at or that have a data use. */
  inUseOnly: boolean;
  categoryId: number | null;
}

export function buildDataUseRows(
  entries: readonly DetailEntry[],
  categories: readonly DataMapCategory[],
  elements: readonly AssociatedDataElement[],
  uses: readonly EntityItem<DataUse>[],
): DataUseRow[] {
  const categoryById = new Map(categories.map((category) => [category.id, category]));
  const pointedBy = new Map<number, Set<number>>();
  for (const element of elements) {
    const modules = pointedBy.get(element.data_catalog_detail_id) ?? new Set<number>();
    for (const moduleId of element.module_ids) modules.add(moduleId);
    pointedBy.set(element.data_catalog_detail_id, modules);
  }
  const useByDetail = new Map(uses.map((use) => [use.value.data_catalog_detail_id, use]));
  return entries.map((entry) => ({
    entry,
    categories: entry.detail.data_map_category_ids.flatMap((id) => categoryById.get(id) ?? []),
    pointedBy: [...(pointedBy.get(entry.detail.id) ?? [])],
    use: useByDetail.get(entry.detail.id),
  }));
}

export const isInUse = (row: DataUseRow) => row.pointedBy.length > 0 || row.use !== undefined;

export function filterDataUseRows(rows: readonly DataUseRow[], filter: DataUseFilter): DataUseRow[] {
  const words = filter.search.toLowerCase().split(/\s+/).filter(Boolean);
  return rows.filter(
    (row) =>
      (!filter.inUseOnly || isInUse(row)) &&
      (filter.categoryId === null || row.categories.some((category) => category.id === filter.categoryId)) &&
      words.every((word) => row.entry.searchText.includes(word)),
  );
}
