/**
 * Map rows as the API answers them (DataMap): the caller's flags, the image URL, the category and placed catalog
 * counts and the coverage figures (details of the placed catalogs, and those mapped to at least one of the map's
 * categories), in a constant number of queries whatever the number of rows.
 */
import { and, count, countDistinct, eq, inArray } from 'drizzle-orm';
import type { DataMap } from '../../../core/domain/data-governance-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Queryable } from '../../db/client';
import { dataCatalogDetails, dataMapCategories, dataMapDataCatalogs, dataMapDetailMappings } from '../../db/schema';
import { fileUrl } from '../../storage/file-storage';
import { DATA_MAP_KIND, loadDataItemPermissions, type DataMapRow } from './data-item-access';

const asMap = (rows: Array<{ id: number; count: number }>) => new Map(rows.map((row) => [row.id, Number(row.count)]));

async function countsOf(db: Queryable, ids: number[]) {
  const [categories, catalogs, details, mapped] = await Promise.all([
    db.select({ id: dataMapCategories.data_map_id, count: count() }).from(dataMapCategories).where(inArray(dataMapCategories.data_map_id, ids)).groupBy(dataMapCategories.data_map_id),
    db.select({ id: dataMapDataCatalogs.data_map_id, count: count() }).from(dataMapDataCatalogs).where(inArray(dataMapDataCatalogs.data_map_id, ids)).groupBy(dataMapDataCatalogs.data_map_id),
    db
      .select({ id: dataMapDataCatalogs.data_map_id, count: count(dataCatalogDetails.id) })
      .from(dataMapDataCatalogs)
      .innerJoin(dataCatalogDetails, eq(dataCatalogDetails.data_catalog_id, dataMapDataCatalogs.data_catalog_id))
      .where(inArray(dataMapDataCatalogs.data_map_id, ids))
      .groupBy(dataMapDataCatalogs.data_map_id),
    // Only details of catalogs still placed on the map count as covered.
    db
      .select({ id: dataMapDetailMappings.data_map_id, count: countDistinct(dataMapDetailMappings.data_catalog_detail_id) })
      .from(dataMapDetailMappings)
      .innerJoin(dataCatalogDetails, eq(dataCatalogDetails.id, dataMapDetailMappings.data_catalog_detail_id))
      .innerJoin(
        dataMapDataCatalogs,
        and(eq(dataMapDataCatalogs.data_map_id, dataMapDetailMappings.data_map_id), eq(dataMapDataCatalogs.data_catalog_id, dataCatalogDetails.data_catalog_id)),
      )
      .where(inArray(dataMapDetailMappings.data_map_id, ids))
      .groupBy(dataMapDetailMappings.data_map_id),
  ]);
  return { categories: asMap(categories), catalogs: asMap(catalogs), details: asMap(details), mapped: asMap(mapped) };
}

/** The rows as DataMap answers, in their order; rows the caller may not read are left out. */
export async function toDataMaps(db: Queryable, auth: AuthContext, rows: readonly DataMapRow[]): Promise<DataMap[]> {
  if (rows.length === 0) return [];
  const flags = await loadDataItemPermissions(db, DATA_MAP_KIND, auth, rows);
  const readable = rows.filter((row) => flags.get(row.id)?.read);
  if (readable.length === 0) return [];
  const counts = await countsOf(db, readable.map((row) => row.id));
  return readable.map((row) => ({
    id: row.id,
    company_id: row.company_id,
    name: row.name,
    description: row.description,
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    permissions: flags.get(row.id)!,
    image_url: fileUrl(row.image),
    category_count: counts.categories.get(row.id) ?? 0,
    catalog_count: counts.catalogs.get(row.id) ?? 0,
    mapped_detail_count: counts.mapped.get(row.id) ?? 0,
    detail_count: counts.details.get(row.id) ?? 0,
  }));
}

/** One map the caller may read, as answered. */
export async function toDataMap(db: Queryable, auth: AuthContext, row: DataMapRow): Promise<DataMap> {
  const [answer] = await toDataMaps(db, auth, [row]);
  return answer;
}
