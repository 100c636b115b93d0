/**
 * The module data interface (GET .../project_scenario_modules/{moduleId}/..., data-layer.md §3, §7): what a data
 * interface module shows, drawn from the data maps attached to the module's project and the catalogs attached to it
 * or placed on one of those maps. Module readers read it, narrowed to the maps and catalogs they may read themselves
 * (§6); share-link visitors never read data maps or catalogs, so their lists are empty and a catalog's parts 404.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  DataCatalog,
  DataCatalogDetail,
  DataCatalogGroup,
  DataMapCategory,
  ModuleDataCategoryLink,
  ModuleDataDetailLink,
} from '../../../core/domain/data-governance-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Queryable } from '../../db/client';
import { dataCatalogDetailLinks, dataCatalogDetails, dataMapCategories, dataMapDataCatalogs, projectDataCatalogs, projectDataMaps } from '../../db/schema';
import { notFound } from '../../errors';
import { loadModuleAccess } from '../module-access';
import { toDataCatalogs } from './catalog-answers';
import { listDetails } from './catalog-details';
import { listGroups } from './catalog-groups';
import { inTreeOrder } from './catalog-tree';
import { DATA_CATALOG_KIND, DATA_MAP_KIND, selectReadableDataItems, type DataCatalogRow, type DataMapRow } from './data-item-access';
import { toCategory } from './map-categories';
import { selectMappings } from './map-category-mappings';

interface ModuleDataScope {
  maps: DataMapRow[];
  catalogs: DataCatalogRow[];
}

/** The project's readable maps, and the readable catalogs attached to the project or placed on one of those maps. */
async function loadModuleDataScope(db: Queryable, auth: AuthContext, projectId: number, moduleId: number): Promise<ModuleDataScope> {
  await loadModuleAccess(db, auth, projectId, moduleId);
  if (auth.kind === 'shared') return { maps: [], catalogs: [] };
  const mapIds = await db.select({ id: projectDataMaps.data_map_id }).from(projectDataMaps).where(eq(projectDataMaps.project_id, projectId));
  const maps = await selectReadableDataItems(db, DATA_MAP_KIND, auth, mapIds.map((row) => row.id));
  const attached = await db.select({ id: projectDataCatalogs.data_catalog_id }).from(projectDataCatalogs).where(eq(projectDataCatalogs.project_id, projectId));
  const placed =
    maps.length === 0
      ? []
      : await db.select({ id: dataMapDataCatalogs.data_catalog_id }).from(dataMapDataCatalogs).where(inArray(dataMapDataCatalogs.data_map_id, maps.map((map) => map.id)));
  const catalogs = await selectReadableDataItems(db, DATA_CATALOG_KIND, auth, [...attached, ...placed].map((row) => row.id));
  return { maps, catalogs };
}

const idsOf = (rows: ReadonlyArray<{ id: number }>) => rows.map((row) => row.id);

/** The categories of the maps, each map's tree in tree order, maps by name. */
export async function listModuleCategories(db: Queryable, auth: AuthContext, projectId: number, moduleId: number): Promise<DataMapCategory[]> {
  const { maps } = await loadModuleDataScope(db, auth, projectId, moduleId);
  if (maps.length === 0) return [];
  const rows = await db.select().from(dataMapCategories).where(inArray(dataMapCategories.data_map_id, idsOf(maps)));
  return inTreeOrder(rows.map((row) => ({ ...row, group_id: row.data_map_id })), idsOf(maps)).map(toCategory);
}

export async function listModuleCatalogs(db: Queryable, auth: AuthContext, projectId: number, moduleId: number): Promise<DataCatalog[]> {
  const { catalogs } = await loadModuleDataScope(db, auth, projectId, moduleId);
  return toDataCatalogs(db, auth, catalogs);
}

/** 404 unless the catalog is one the module shows to the caller. */
async function assertModuleCatalog(db: Queryable, auth: AuthContext, projectId: number, moduleId: number, catalogId: number): Promise<void> {
  const { catalogs } = await loadModuleDataScope(db, auth, projectId, moduleId);
  if (!catalogs.some((catalog) => catalog.id === catalogId)) throw notFound(DATA_CATALOG_KIND.notFoundSubject);
}

export async function listModuleCatalogGroups(db: Queryable, auth: AuthContext, projectId: number, moduleId: number, catalogId: number): Promise<DataCatalogGroup[]> {
  await assertModuleCatalog(db, auth, projectId, moduleId, catalogId);
  return listGroups(db, auth, catalogId);
}

/** As the catalog's own list: data_map_category_ids name the categories of every map the caller may read. */
export async function listModuleCatalogDetails(db: Queryable, auth: AuthContext, projectId: number, moduleId: number, catalogId: number): Promise<DataCatalogDetail[]> {
  await assertModuleCatalog(db, auth, projectId, moduleId, catalogId);
  return listDetails(db, auth, catalogId);
}

/** The detail links between details of two readable catalogs placed on the same map, per map. */
export async function listModuleDetailLinks(db: Queryable, auth: AuthContext, projectId: number, moduleId: number): Promise<ModuleDataDetailLink[]> {
  const { maps, catalogs } = await loadModuleDataScope(db, auth, projectId, moduleId);
  if (maps.length === 0 || catalogs.length === 0) return [];
  const source = alias(dataCatalogDetails, 'source_detail');
  const linked = alias(dataCatalogDetails, 'linked_detail');
  const sourcePlaced = alias(dataMapDataCatalogs, 'source_placed');
  const linkedPlaced = alias(dataMapDataCatalogs, 'linked_placed');
  const catalogIds = idsOf(catalogs);
  return db
    .select({
      data_map_id: sourcePlaced.data_map_id,
      detail_id: dataCatalogDetailLinks.data_catalog_detail_id,
      linked_detail_id: dataCatalogDetailLinks.linked_detail_id,
      linked_group_id: linked.group_id,
      linked_catalog_id: linked.data_catalog_id,
    })
    .from(dataCatalogDetailLinks)
    .innerJoin(source, eq(source.id, dataCatalogDetailLinks.data_catalog_detail_id))
    .innerJoin(linked, eq(linked.id, dataCatalogDetailLinks.linked_detail_id))
    .innerJoin(sourcePlaced, eq(sourcePlaced.data_catalog_id, source.data_catalog_id))
    .innerJoin(linkedPlaced, and(eq(linkedPlaced.data_catalog_id, linked.data_catalog_id), eq(linkedPlaced.data_map_id, sourcePlaced.data_map_id)))
    .where(and(inArray(sourcePlaced.data_map_id, idsOf(maps)), inArray(source.data_catalog_id, catalogIds), inArray(linked.data_catalog_id, catalogIds)))
    .orderBy(asc(sourcePlaced.data_map_id), asc(dataCatalogDetailLinks.id));
}

/** The category mappings of the maps whose mapped category is in a map the caller may read. */
export async function listModuleCategoryLinks(db: Queryable, auth: AuthContext, projectId: number, moduleId: number): Promise<ModuleDataCategoryLink[]> {
  const { maps } = await loadModuleDataScope(db, auth, projectId, moduleId);
  const mappings = await selectMappings(db, idsOf(maps));
  const readable = new Set(idsOf(await selectReadableDataItems(db, DATA_MAP_KIND, auth, mappings.map((mapping) => mapping.mapped_data_map_id))));
  return mappings
    .filter((mapping) => readable.has(mapping.mapped_data_map_id))
    .map((mapping) => ({
      id: mapping.id,
      data_map_id: mapping.data_map_id,
      category_id: mapping.data_map_category_id,
      mapped_category_id: mapping.mapped_category_id,
      mapped_data_map_id: mapping.mapped_data_map_id,
    }));
}
