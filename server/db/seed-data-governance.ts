/**
 * The demo's data governance (seed-data-governance-content.ts): the global catalog "Customer and order domain",
 * Acme's "Acme order system" with lineage links to it, and "Acme data map" placing both, with its category tree and
 * mappings; the map and both catalogs are attached to "Acme order process". Written with one insert per table and
 * tree level, since the seed runs for every browser test worker.
 */
import type { Queryable } from './client';
import {
  dataCatalogDetailLinks,
  dataCatalogDetails,
  dataCatalogGroups,
  dataCatalogs,
  dataCatalogUserPermissions,
  dataMapCategories,
  dataMapCategoryMappings,
  dataMapDataCatalogs,
  dataMapDetailMappings,
  dataMaps,
  dataMapUserPermissions,
  projectDataCatalogs,
  projectDataMaps,
} from './schema';
import {
  DEMO_CATEGORIES,
  DEMO_CATEGORY_MAPPINGS,
  DEMO_DETAIL_LINKS,
  DEMO_DETAIL_MAPPINGS,
  DEMO_GLOBAL_CATALOG,
  DEMO_LOCAL_CATALOG,
  DEMO_MAP,
  type DemoCatalog,
} from './seed-data-governance-content';

interface TreeNode<N> {
  name: string;
  children?: N[];
}

/** A node where it goes: its path of names (after the forest's prefix), its parent's, its level and position. */
interface PlacedNode<N, S> {
  node: N;
  scope: S;
  path: string;
  parentPath: string | null;
  level: number;
  position: number;
}

/** The nodes of the forests level by level, so each level is one insert that knows its parents' ids. */
function byLevel<N extends TreeNode<N>, S>(forests: ReadonlyArray<{ scope: S; prefix: string; roots: readonly N[] }>): Array<Array<PlacedNode<N, S>>> {
  const levels: Array<Array<PlacedNode<N, S>>> = [];
  const visit = (nodes: readonly N[], scope: S, parentPath: string | null, prefix: string, level: number) => {
    nodes.forEach((node, position) => {
      const path = `${parentPath ?? prefix}${parentPath === null && prefix === '' ? '' : ' / '}${node.name}`;
      (levels[level] ??= []).push({ node, scope, path, parentPath, level, position });
      visit(node.children ?? [], scope, path, prefix, level + 1);
    });
  };
  for (const { scope, prefix, roots } of forests) visit(roots, scope, null, prefix, 0);
  return levels;
}

/** Inserts the catalogs with their groups and detail trees; answers detail ids by "Catalog: Group / Path". */
async function insertCatalogs(tx: Queryable, catalogs: ReadonlyArray<{ catalog: DemoCatalog; companyId: number | null; createdBy: number }>): Promise<{ catalogIds: number[]; detailIds: Map<string, number> }> {
  const catalogRows = await tx
    .insert(dataCatalogs)
    .values(catalogs.map(({ catalog, companyId, createdBy }) => ({ company_id: companyId, name: catalog.name, description: catalog.description, created_by: createdBy })))
    .returning({ id: dataCatalogs.id });
  await tx.insert(dataCatalogUserPermissions).values(catalogs.map(({ createdBy }, index) => ({ data_catalog_id: catalogRows[index].id, user_id: createdBy, permission_key: 'admin' })));
  const groups = catalogs.flatMap(({ catalog }, index) => catalog.groups.map((group, position) => ({ catalog, catalogId: catalogRows[index].id, group, position })));
  const groupRows = await tx
    .insert(dataCatalogGroups)
    .values(groups.map(({ catalogId, group, position }) => ({ data_catalog_id: catalogId, name: group.name, description: group.description, position })))
    .returning({ id: dataCatalogGroups.id });
  const forests = groups.map(({ catalog, catalogId, group }, index) => ({
    scope: { catalogId, groupId: groupRows[index].id, owner: group.owner },
    prefix: `${catalog.name}: ${group.name}`,
    roots: group.details,
  }));
  const detailIds = new Map<string, number>();
  for (const level of byLevel(forests)) {
    const rows = await tx
      .insert(dataCatalogDetails)
      .values(
        level.map(({ node, scope, parentPath, level: depth, position }) => ({
          data_catalog_id: scope.catalogId,
          group_id: scope.groupId,
          parent_id: parentPath === null ? null : detailIds.get(parentPath)!,
          level: depth,
          name: node.name,
          description: node.description,
          type: node.type,
          owner: scope.owner,
          classification: node.classification,
          position,
        })),
      )
      .returning({ id: dataCatalogDetails.id });
    rows.forEach((row, index) => detailIds.set(level[index].path, row.id));
  }
  return { catalogIds: catalogRows.map((row) => row.id), detailIds };
}

/** Inserts the map with its category tree; answers its id and the category ids by path. */
async function insertMap(tx: Queryable, companyId: number, createdBy: number): Promise<{ mapId: number; categoryIds: Map<string, number> }> {
  const [map] = await tx.insert(dataMaps).values({ company_id: companyId, name: DEMO_MAP.name, description: DEMO_MAP.description, created_by: createdBy }).returning({ id: dataMaps.id });
  await tx.insert(dataMapUserPermissions).values({ data_map_id: map.id, user_id: createdBy, permission_key: 'admin' });
  const categoryIds = new Map<string, number>();
  for (const level of byLevel([{ scope: map.id, prefix: '', roots: DEMO_CATEGORIES }])) {
    const rows = await tx
      .insert(dataMapCategories)
      .values(
        level.map(({ node, parentPath, level: depth, position }) => ({
          data_map_id: map.id,
          parent_id: parentPath === null ? null : categoryIds.get(parentPath)!,
          level: depth,
          name: node.name,
          description: node.description,
          color: node.color,
          position,
        })),
      )
      .returning({ id: dataMapCategories.id });
    rows.forEach((row, index) => categoryIds.set(level[index].path, row.id));
  }
  return { mapId: map.id, categoryIds };
}

function idOf(ids: ReadonlyMap<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`The demo data governance names "${key}", which it does not hold.`);
  return id;
}

/** What the seed of the project's data use needs: the demo map and the domain catalog's details by group / path. */
export interface DemoDataGovernance {
  mapId: number;
  domainDetail: (path: string) => number;
}

export async function seedDataGovernance(
  tx: Queryable,
  ids: { companyId: number; systemAdminId: number; ownerId: number; projectId: number },
): Promise<DemoDataGovernance> {
  const { catalogIds, detailIds } = await insertCatalogs(tx, [
    { catalog: DEMO_GLOBAL_CATALOG, companyId: null, createdBy: ids.systemAdminId },
    { catalog: DEMO_LOCAL_CATALOG, companyId: ids.companyId, createdBy: ids.ownerId },
  ]);
  const detail = (catalog: DemoCatalog, path: string) => idOf(detailIds, `${catalog.name}: ${path}`);
  await tx.insert(dataCatalogDetailLinks).values(
    DEMO_DETAIL_LINKS.map(([from, to]) => ({ data_catalog_detail_id: detail(DEMO_LOCAL_CATALOG, from), linked_detail_id: detail(DEMO_GLOBAL_CATALOG, to) })),
  );

  const { mapId, categoryIds } = await insertMap(tx, ids.companyId, ids.ownerId);
  await tx.insert(dataMapDataCatalogs).values(catalogIds.map((catalogId, index) => ({ data_map_id: mapId, data_catalog_id: catalogId, position_x: 80 + index * 440, position_y: 120 })));
  const catalogsByName = new Map([DEMO_GLOBAL_CATALOG, DEMO_LOCAL_CATALOG].map((catalog) => [catalog.name, catalog]));
  await tx.insert(dataMapDetailMappings).values(
    DEMO_DETAIL_MAPPINGS.map(([catalog, path, category]) => ({
      data_map_id: mapId,
      data_catalog_detail_id: detail(catalogsByName.get(catalog)!, path),
      data_map_category_id: idOf(categoryIds, category),
    })),
  );
  await tx.insert(dataMapCategoryMappings).values(
    DEMO_CATEGORY_MAPPINGS.map(([category, mapped]) => ({ data_map_id: mapId, data_map_category_id: idOf(categoryIds, category), mapped_category_id: idOf(categoryIds, mapped) })),
  );

  await tx.insert(projectDataMaps).values({ project_id: ids.projectId, data_map_id: mapId });
  await tx.insert(projectDataCatalogs).values(catalogIds.map((catalogId) => ({ project_id: ids.projectId, data_catalog_id: catalogId })));
  return { mapId, domainDetail: (path) => detail(DEMO_GLOBAL_CATALOG, path) };
}
