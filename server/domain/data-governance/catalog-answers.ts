/**
 * Catalog rows as the API answers them (DataCatalog): the caller's flags and the group and detail counts, in a
 * constant number of queries whatever the number of rows. Projects and data maps answer catalogs with it too.
 */
import { count, inArray } from 'drizzle-orm';
import type { DataCatalog } from '../../../core/domain/data-governance-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Queryable } from '../../db/client';
import { dataCatalogDetails, dataCatalogGroups } from '../../db/schema';
import { DATA_CATALOG_KIND, loadDataItemPermissions, type DataCatalogRow } from './data-item-access';

async function countsBy(db: Queryable, table: typeof dataCatalogGroups | typeof dataCatalogDetails, ids: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: table.data_catalog_id, count: count() })
    .from(table)
    .where(inArray(table.data_catalog_id, ids))
    .groupBy(table.data_catalog_id);
  return new Map(rows.map((row) => [row.id, row.count]));
}

/** The rows as DataCatalog answers, in their order; rows the caller may not read are left out. */
export async function toDataCatalogs(db: Queryable, auth: AuthContext, rows: readonly DataCatalogRow[]): Promise<DataCatalog[]> {
  if (rows.length === 0) return [];
  const flags = await loadDataItemPermissions(db, DATA_CATALOG_KIND, auth, rows);
  const readable = rows.filter((row) => flags.get(row.id)?.read);
  if (readable.length === 0) return [];
  const ids = readable.map((row) => row.id);
  const [groups, details] = await Promise.all([countsBy(db, dataCatalogGroups, ids), countsBy(db, dataCatalogDetails, ids)]);
  return readable.map((row) => ({
    id: row.id,
    company_id: row.company_id,
    name: row.name,
    description: row.description,
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    permissions: flags.get(row.id)!,
    group_count: groups.get(row.id) ?? 0,
    detail_count: details.get(row.id) ?? 0,
  }));
}

/** One catalog the caller may read, as answered. */
export async function toDataCatalog(db: Queryable, auth: AuthContext, row: DataCatalogRow): Promise<DataCatalog> {
  const [answer] = await toDataCatalogs(db, auth, [row]);
  return answer;
}
