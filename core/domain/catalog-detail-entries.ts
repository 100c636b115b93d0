/**
 * A catalog's details with their paths ("Group / Parent / Detail", as uploads name a detail) and search text, worked
 * out once for catalogs of tens of thousands of details: each parent's path is built once.
 */
import type { DataCatalog, DataCatalogDetail, DataCatalogGroup } from './data-governance-types';
import type { Id } from './id';

/** A catalog with its groups and details, as a page loads it. */
export interface LoadedCatalog {
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

/** Each detail's names from the top of its group down to itself, each parent's worked out once. */
function namePaths(details: readonly DataCatalogDetail[]): Map<Id, string[]> {
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

/** Every detail of the placed catalogs, catalog by catalog, each in the order the catalog lists them. */
export function buildDetailEntries(catalogs: readonly LoadedCatalog[]): DetailEntry[] {
  return catalogs.flatMap(({ catalog, groups, details }) => {
    const groupNames = new Map(groups.map((group) => [group.id, group.name]));
    const paths = namePaths(details);
    return details.map((detail) => {
      const path = [groupNames.get(detail.group_id) ?? '', ...paths.get(detail.id)!].join(PATH_SEPARATOR);
      return { detail, catalogName: catalog.name, path, searchText: `${catalog.name}${PATH_SEPARATOR}${path}`.toLowerCase() };
    });
  });
}
