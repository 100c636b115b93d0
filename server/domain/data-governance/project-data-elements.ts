/**
 * A project's associated data elements (/api/projects/{projectId}/associated_data_elements, data-layer.md §3): the
 * catalog details its modules' content items point at through data_catalog_details_entity_values, one row per detail
 * and map with the modules whose items point at it (the map null when the item points at the detail directly; a map the caller may not read keeps its id, not its name). Only details of catalogs the caller may read
 * are answered, so share-link visitors get none. export.json: the same rows with the names, as a download.
 */
import { and, asc, eq, min, sql } from 'drizzle-orm';
import type { AssociatedDataElement } from '../../../core/domain/data-governance-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Queryable } from '../../db/client';
import { dataCatalogDetails, dataCatalogDetailsEntityValues, dataCatalogs, projectModules } from '../../db/schema';
import { loadProjectAccess } from '../project-access';
import { DATA_CATALOG_KIND, DATA_MAP_KIND, loadDataItemPermissions, selectReadableDataItems, visibleDataItems } from './data-item-access';

export interface AssociatedDataElementExport extends AssociatedDataElement {
  data_catalog_name: string;
  data_catalog_detail_name: string;
  data_map_name: string | null;
}

async function selectElements(db: Queryable, auth: AuthContext, projectId: number) {
  if (auth.kind === 'shared') return [];
  const rows = await db
    .select({
      id: min(dataCatalogDetailsEntityValues.id),
      detail: dataCatalogDetails,
      catalog: dataCatalogs,
      data_map_id: dataCatalogDetailsEntityValues.data_map_id,
      module_ids: sql<number[]>`array_agg(distinct ${dataCatalogDetailsEntityValues.module_id} order by ${dataCatalogDetailsEntityValues.module_id})`,
    })
    .from(dataCatalogDetailsEntityValues)
    .innerJoin(projectModules, eq(projectModules.id, dataCatalogDetailsEntityValues.module_id))
    .innerJoin(dataCatalogDetails, eq(dataCatalogDetails.id, dataCatalogDetailsEntityValues.data_catalog_detail_id))
    .innerJoin(dataCatalogs, eq(dataCatalogs.id, dataCatalogDetails.data_catalog_id))
    .where(and(eq(projectModules.project_id, projectId), visibleDataItems(DATA_CATALOG_KIND, auth)))
    .groupBy(dataCatalogDetails.id, dataCatalogs.id, dataCatalogDetailsEntityValues.data_map_id)
    .orderBy(asc(dataCatalogs.name), asc(dataCatalogDetails.name), asc(dataCatalogDetails.id));
  const flags = await loadDataItemPermissions(db, DATA_CATALOG_KIND, auth, rows.map((row) => row.catalog));
  return rows.filter((row) => flags.get(row.catalog.id)?.read);
}

type ElementRow = Awaited<ReturnType<typeof selectElements>>[number];

const toElement = (projectId: number, row: ElementRow): AssociatedDataElement => ({
  id: row.id!,
  project_id: projectId,
  data_catalog_id: row.catalog.id,
  data_map_id: row.data_map_id,
  data_catalog_detail_id: row.detail.id,
  module_ids: row.module_ids,
});

export async function listAssociatedDataElements(db: Queryable, auth: AuthContext, projectId: number): Promise<AssociatedDataElement[]> {
  await loadProjectAccess(db, auth, projectId);
  return (await selectElements(db, auth, projectId)).map((row) => toElement(projectId, row));
}

/** The names of the maps the caller may read; other maps stay nameless. */
async function readableMapNames(db: Queryable, auth: AuthContext, ids: number[]): Promise<Map<number, string>> {
  return new Map((await selectReadableDataItems(db, DATA_MAP_KIND, auth, ids)).map((map) => [map.id, map.name]));
}

export async function exportAssociatedDataElements(db: Queryable, auth: AuthContext, projectId: number): Promise<AssociatedDataElementExport[]> {
  await loadProjectAccess(db, auth, projectId);
  const rows = await selectElements(db, auth, projectId);
  const mapNames = await readableMapNames(db, auth, [...new Set(rows.map((row) => row.data_map_id).filter((id): id is number => id !== null))]);
  return rows.map((row) => ({
    ...toElement(projectId, row),
    data_catalog_name: row.catalog.name,
    data_catalog_detail_name: row.detail.name,
    data_map_name: row.data_map_id === null ? null : (mapNames.get(row.data_map_id) ?? null),
  }));
}
