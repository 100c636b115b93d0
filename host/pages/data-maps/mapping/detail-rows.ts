/**
 * The element mapping page's rows: every detail of the catalogs a map places, with its path and the map's
 * categories it is mapped to, and the filters over them. Built for maps of tens of thousands of details: paths
 * and search text are worked out once, each filter pass is one walk over the entries.
 */
import type { DataCatalog, DataCatalogDetail, DataCatalogGroup, DataMapDetailMapping } from '../../../../core/domain/data-governance-types';
import type { Id } from '../../../../core/domain/id';
import { detailNamePaths } from '../../data-catalogs/catalog-tree';

/** One placed catalog as the page loads it. */
export interface PlacedCatalog {
  catalog: DataCatalog;
  groups: readonly DataCatalogGroup[];
  details: readonly DataCatalogDetail[];
}

export interface DetailEntry {
  detail: DataCatalogDetail;
  catalogName: string;
  /** "Group / Parent / Detail", as mapping uploads name a detail. */
  path: string;
  /** The catalog's name and the path, in lower case, for the search. */
  searchText: string;
}

export const PATH_SEPARATOR = ' / ';

/** Every detail of the placed catalogs, catalog by catalog, each in the order the catalog lists them. */
export function buildDetailEntries(catalogs: readonly PlacedCatalog[]): DetailEntry[] {
  return catalogs.flatMap(({ catalog, groups, details }) => {
    const groupNames = new Map(groups.map((group) => [group.id, group.name]));
    const paths = detailNamePaths(details);
    return details.map((detail) => {
      const path = [groupNames.get(detail.group_id) ?? '', ...paths.get(detail.id)!].join(PATH_SEPARATOR);
      return { detail, catalogName: catalog.name, path, searchText: `${catalog.name}${PATH_SEPARATOR}${path}`.toLowerCase() };
    });
  });
}

/** The map's categories each detail is mapped to, in the order the mappings were made. */
export function categoriesByDetail(mappings: readonly DataMapDetailMapping[]): Map<Id, Id[]> {
  const index = new Map<Id, Id[]>();
  for (const mapping of mappings) {
    const categories = index.get(mapping.data_catalog_detail_id);
    if (categories) categories.push(mapping.data_map_category_id);
    else index.set(mapping.data_catalog_detail_id, [mapping.data_map_category_id]);
  }
  return index;
}

export interface DetailFilter {
  /** Words that must all appear in the catalog's name or the detail's path, any case. */
  search: string;
  unmappedOnly: boolean;
  /** Only this catalog's details; null: every placed catalog. */
  catalogId: Id | null;
}

export const NO_DETAIL_FILTER: DetailFilter = { search: '', unmappedOnly: false, catalogId: null };

/** The entries the filter lets through, in their order. */
export function filterDetails(entries: readonly DetailEntry[], filter: DetailFilter, mapped: ReadonlyMap<Id, readonly Id[]>): DetailEntry[] {
  const words = filter.search.toLowerCase().split(/\s+/).filter(Boolean);
  return entries.filter(
    (entry) =>
      (filter.catalogId === null || entry.detail.data_catalog_id === filter.catalogId) &&
      (!filter.unmappedOnly || !mapped.get(entry.detail.id)?.length) &&
      words.every((word) => entry.searchText.includes(word)),
  );
}

/** Coverage as the map answers it: details mapped to at least one of the map's categories, of all of them. */
export function coverageOf(entries: readonly DetailEntry[], mapped: ReadonlyMap<Id, readonly Id[]>): { mapped: number; total: number } {
  let count = 0;
  for (const entry of entries) if (mapped.get(entry.detail.id)?.length) count += 1;
  return { mapped: count, total: entries.length };
}
