/**
 * The detail links between a map's placed catalogs (GET /api/data_maps/{id}/data_catalog_detail_links, data-layer.md
 * §3), which the overview draws as lines between catalog cards: only links whose two details both sit in catalogs
 * placed on the map that the caller may read, so a line tells nothing about a catalog they cannot see.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DataMapDetailLink } from '../../../core/domain/data-governance-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Queryable } from '../../db/client';
import { dataCatalogDetailLinks, dataCatalogDetails, dataMapDataCatalogs } from '../../db/schema';
import { DATA_CATALOG_KIND, DATA_MAP_KIND, loadDataItemAccess, selectReadableDataItems } from './data-item-access';

export async function listMapDetailLinks(db: Queryable, auth: AuthContext, mapId: number): Promise<DataMapDetailLink[]> {
  await loadDataItemAccess(db, DATA_MAP_KIND, auth, mapId);
  const placed = await db.select({ id: dataMapDataCatalogs.data_catalog_id }).from(dataMapDataCatalogs).where(eq(dataMapDataCatalogs.data_map_id, mapId));
  const readable = (await selectReadableDataItems(db, DATA_CATALOG_KIND, auth, placed.map((row) => row.id))).map((catalog) => catalog.id);
  if (readable.length === 0) return [];
  const source = alias(dataCatalogDetails, 'source_detail');
  const linked = alias(dataCatalogDetails, 'linked_detail');
  return db
    .select({
      id: dataCatalogDetailLinks.id,
      data_catalog_id: source.data_catalog_id,
      data_catalog_detail_id: dataCatalogDetailLinks.data_catalog_detail_id,
      linked_detail_id: dataCatalogDetailLinks.linked_detail_id,
      linked_group_id: linked.group_id,
      linked_catalog_id: linked.data_catalog_id,
    })
    .from(dataCatalogDetailLinks)
    .innerJoin(source, eq(source.id, dataCatalogDetailLinks.data_catalog_detail_id))
    .innerJoin(linked, eq(linked.id, dataCatalogDetailLinks.linked_detail_id))
    .where(and(inArray(source.data_catalog_id, readable), inArray(linked.data_catalog_id, readable)))
    .orderBy(asc(dataCatalogDetailLinks.id));
}
