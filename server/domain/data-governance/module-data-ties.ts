/**
 * A module's ties of its content items to catalog details (.../project_scenario_modules/{moduleId}/
 * data_catalog_details_entity_values, data-layer.md §3, §7): list, create, delete. This file is their one write path.
 * Module readers list the ties whose detail is in a catalog they may read themselves (share-link visitors: none, as
 * for associated_data_elements, which reads these rows). A writer of the module ties one of its items to a detail
 * of a catalog they may read, through a map they may read that places the catalog, or directly (no map). A reference
 * that is not there or not readable is one answer, 422 naming the field, so nothing can be probed.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { DataCatalogDetailsEntityValue, DataCatalogDetailsEntityValueCreate } from '../../../core/domain/data-governance-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Queryable } from '../../db/client';
import { dataCatalogDetails, dataCatalogDetailsEntityValues, dataCatalogs, dataMapDataCatalogs } from '../../db/schema';
import { notFound, unprocessable } from '../../errors';
import { loadModuleAccess, loadModuleFor } from '../module-access';
import { DATA_CATALOG_KIND, DATA_MAP_KIND, loadDataItemAccess, loadDataItemPermissions, visibleDataItems } from './data-item-access';
import { assertContentOfModule } from './module-data-value-links';

type TieRow = typeof dataCatalogDetailsEntityValues.$inferSelect;

const toTie = (row: TieRow): DataCatalogDetailsEntityValue => ({
  id: row.id,
  entity_value_id: row.entity_value_id,
  data_catalog_detail_id: row.data_catalog_detail_id,
  data_map_id: row.data_map_id,
  module_id: row.module_id,
});

/** The module's ties (one, with `tieId`) whose detail's catalog the caller may read. */
async function selectReadableTies(db: Queryable, auth: AuthContext, moduleId: number, tieId?: number): Promise<TieRow[]> {
  if (auth.kind === 'shared') return [];
  const rows = await db
    .select({ tie: dataCatalogDetailsEntityValues, catalog: dataCatalogs })
    .from(dataCatalogDetailsEntityValues)
    .innerJoin(dataCatalogDetails, eq(dataCatalogDetails.id, dataCatalogDetailsEntityValues.data_catalog_detail_id))
    .innerJoin(dataCatalogs, eq(dataCatalogs.id, dataCatalogDetails.data_catalog_id))
    .where(
      and(
        eq(dataCatalogDetailsEntityValues.module_id, moduleId),
        tieId === undefined ? undefined : eq(dataCatalogDetailsEntityValues.id, tieId),
        visibleDataItems(DATA_CATALOG_KIND, auth),
      ),
    )
    .orderBy(asc(dataCatalogDetailsEntityValues.entity_value_id), asc(dataCatalogDetailsEntityValues.id));
  const flags = await loadDataItemPermissions(db, DATA_CATALOG_KIND, auth, rows.map((row) => row.catalog));
  return rows.filter((row) => flags.get(row.catalog.id)?.read).map((row) => row.tie);
}

export async function listModuleDataTies(db: Queryable, auth: AuthContext, projectId: number, moduleId: number): Promise<DataCatalogDetailsEntityValue[]> {
  await loadModuleAccess(db, auth, projectId, moduleId);
  return (await selectReadableTies(db, auth, moduleId)).map(toTie);
}

const refused = (field: keyof DataCatalogDetailsEntityValueCreate, message: string) => unprocessable([{ field, code: 'unknownReference', message }]);

/** 422 unless every reference of the tie is there and readable, and the map (if any) places the detail's catalog. */
async function assertTieReferences(db: Queryable, auth: AuthContext, moduleId: number, input: DataCatalogDetailsEntityValueCreate): Promise<void> {
  await assertContentOfModule(db, moduleId, input.entity_value_id);
  const [detail] = await db.select({ catalogId: dataCatalogDetails.data_catalog_id }).from(dataCatalogDetails).where(eq(dataCatalogDetails.id, input.data_catalog_detail_id));
  const detailRefused = refused('data_catalog_detail_id', 'Choose a detail of a data catalog you may read.');
  if (!detail) throw detailRefused;
  await loadDataItemAccess(db, DATA_CATALOG_KIND, auth, detail.catalogId).catch(() => {
    throw detailRefused;
  });
  if (input.data_map_id === undefined || input.data_map_id === null) return;
  const mapRefused = refused('data_map_id', 'Choose a data map you may read that places the detail’s catalog, or none.');
  await loadDataItemAccess(db, DATA_MAP_KIND, auth, input.data_map_id).catch(() => {
    throw mapRefused;
  });
  const [placed] = await db
    .select({ id: dataMapDataCatalogs.id })
    .from(dataMapDataCatalogs)
    .where(and(eq(dataMapDataCatalogs.data_map_id, input.data_map_id), eq(dataMapDataCatalogs.data_catalog_id, detail.catalogId)));
  if (!placed) throw mapRefused;
}

export async function createModuleDataTie(
  db: Queryable,
  auth: AuthContext,
  projectId: number,
  moduleId: number,
  input: DataCatalogDetailsEntityValueCreate,
): Promise<DataCatalogDetailsEntityValue> {
  await loadModuleFor(db, auth, projectId, moduleId, 'write');
  await assertTieReferences(db, auth, moduleId, input);
  const [row] = await db
    .insert(dataCatalogDetailsEntityValues)
    .values({ entity_value_id: input.entity_value_id, data_catalog_detail_id: input.data_catalog_detail_id, data_map_id: input.data_map_id ?? null, module_id: moduleId })
    .onConflictDoNothing()
    .returning();
  if (!row) throw unprocessable([{ field: 'data_catalog_detail_id', code: 'alreadyLinked', message: 'This content item is already tied to this detail.' }]);
  return toTie(row);
}

/** Deletes a tie of the module whose detail the caller may read (any other id answers 404); answers it. */
export async function destroyModuleDataTie(db: Queryable, auth: AuthContext, projectId: number, moduleId: number, tieId: number): Promise<DataCatalogDetailsEntityValue> {
  await loadModuleFor(db, auth, projectId, moduleId, 'write');
  const [tie] = await selectReadableTies(db, auth, moduleId, tieId);
  if (!tie) throw notFound('This tie to a data catalog detail');
  await db.delete(dataCatalogDetailsEntityValues).where(eq(dataCatalogDetailsEntityValues.id, tie.id));
  return toTie(tie);
}
