/**
 * Data catalogs themselves (data-layer.md §3, §4, §6): the list of those the caller may read, create (a local
 * catalog of the caller's company, company write; the creator gets an admin row), get, update (write), delete (admin).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { DataCatalog, DataCatalogCreate, DataCatalogUpdate, DataItemListQuery } from '../../../core/domain/data-governance-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Database, Queryable } from '../../db/client';
import { dataCatalogs, dataCatalogUserPermissions, dataMapDataCatalogs } from '../../db/schema';
import { forbidden } from '../../errors';
import { toDataCatalog, toDataCatalogs } from './catalog-answers';
import { assertDataItemUser, DATA_CATALOG_KIND, DATA_MAP_KIND, loadDataItemAccess, loadDataItemFor, visibleDataItems, type DataCatalogRow } from './data-item-access';
import { selectDataItems } from './data-item-list';

export async function listDataCatalogs(db: Queryable, auth: AuthContext, query: DataItemListQuery): Promise<DataCatalog[]> {
  return toDataCatalogs(db, auth, await selectDataItems(db, DATA_CATALOG_KIND, auth, query));
}

/** Company write, as for every new local catalog (also checked by copies and uploads before they read anything). */
export function assertMayCreateDataCatalogs(auth: AuthContext): void {
  assertDataItemUser(auth);
  if (!auth.companyPermissions.write) throw forbidden({ code: 'companyReadOnly', message: 'Only members who may change the company’s work can create data catalogs.' });
}

/** Inserts a catalog (company null: global) and the creator's admin row. */
export async function insertDataCatalog(db: Queryable, auth: AuthContext, companyId: number | null, input: DataCatalogCreate): Promise<DataCatalogRow> {
  const [row] = await db
    .insert(dataCatalogs)
    .values({ company_id: companyId, name: input.name.trim(), description: input.description ?? '', created_by: auth.user.id })
    .returning();
  await db.insert(dataCatalogUserPermissions).values({ data_catalog_id: row.id, user_id: auth.user.id, permission_key: 'admin' });
  return row;
}

export async function createDataCatalog(db: Database, auth: AuthContext, input: DataCatalogCreate): Promise<DataCatalog> {
  assertMayCreateDataCatalogs(auth);
  const row = await db.transaction((tx) => insertDataCatalog(tx, auth, auth.user.company_id, input));
  return toDataCatalog(db, auth, row);
}

export async function describeDataCatalog(db: Queryable, auth: AuthContext, id: number): Promise<DataCatalog> {
  const { item } = await loadDataItemAccess(db, DATA_CATALOG_KIND, auth, id);
  return toDataCatalog(db, auth, item);
}

export async function updateDataCatalog(db: Queryable, auth: AuthContext, id: number, input: DataCatalogUpdate): Promise<DataCatalog> {
  await loadDataItemFor(db, DATA_CATALOG_KIND, auth, id, 'write');
  const [row] = await db
    .update(dataCatalogs)
    .set({ name: input.name?.trim(), description: input.description, updated_at: new Date() })
    .where(eq(dataCatalogs.id, id))
    .returning();
  return toDataCatalog(db, auth, row);
}

export async function destroyDataCatalog(db: Queryable, auth: AuthContext, id: number): Promise<void> {
  await loadDataItemFor(db, DATA_CATALOG_KIND, auth, id, 'admin');
  await db.delete(dataCatalogs).where(eq(dataCatalogs.id, id));
}

/** Marks the catalog changed (its groups or details). */
export async function touchDataCatalog(db: Queryable, id: number): Promise<void> {
  await db.update(dataCatalogs).set({ updated_at: new Date() }).where(eq(dataCatalogs.id, id));
}

/** The catalogs a map places on its canvas, for a caller who may read the map; catalogs they may not read are left out. */
export async function listMapCatalogs(db: Queryable, auth: AuthContext, mapId: number): Promise<DataCatalog[]> {
  await loadDataItemAccess(db, DATA_MAP_KIND, auth, mapId);
  const rows = await db
    .select({ catalog: dataCatalogs })
    .from(dataMapDataCatalogs)
    .innerJoin(dataCatalogs, eq(dataCatalogs.id, dataMapDataCatalogs.data_catalog_id))
    .where(and(eq(dataMapDataCatalogs.data_map_id, mapId), visibleDataItems(DATA_CATALOG_KIND, auth)))
    .orderBy(asc(dataCatalogs.name), asc(dataCatalogs.id));
  return toDataCatalogs(db, auth, rows.map((row) => row.catalog));
}
