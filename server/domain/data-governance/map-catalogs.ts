/**
 * The catalogs a map places on its overview canvas (/api/data_maps/{id}/data_map_data_catalogs): its readers list
 * them, its writers place a catalog they may read, move it on the canvas and take it off. Taking a catalog off also
 * removes the map's mappings of that catalog's details: a map only maps the details of catalogs it places.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DataMapDataCatalog, DataMapDataCatalogCreate, DataMapDataCatalogPositions, DataMapDataCatalogUpdate } from '../../../core/domain/data-governance-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Database, Queryable } from '../../db/client';
import { dataCatalogDetails, dataMapDataCatalogs, dataMapDetailMappings } from '../../db/schema';
import { notFound, unprocessable } from '../../errors';
import { DATA_CATALOG_KIND, DATA_MAP_KIND, loadDataItemAccess, loadDataItemFor } from './data-item-access';
import { touchDataMap } from './map-store';

type PlacementRow = typeof dataMapDataCatalogs.$inferSelect;

const toPlacement = (row: PlacementRow): DataMapDataCatalog => ({
  id: row.id,
  data_map_id: row.data_map_id,
  data_catalog_id: row.data_catalog_id,
  position_x: row.position_x,
  position_y: row.position_y,
});

async function findPlacement(db: Queryable, mapId: number, id: number): Promise<PlacementRow> {
  const [row] = await db.select().from(dataMapDataCatalogs).where(and(eq(dataMapDataCatalogs.id, id), eq(dataMapDataCatalogs.data_map_id, mapId)));
  if (!row) throw notFound('This placed catalog');
  return row;
}

async function selectPlacements(db: Queryable, mapId: number): Promise<DataMapDataCatalog[]> {
  const rows = await db.select().from(dataMapDataCatalogs).where(eq(dataMapDataCatalogs.data_map_id, mapId)).orderBy(asc(dataMapDataCatalogs.id));
  return rows.map(toPlacement);
}

export async function listPlacements(db: Queryable, auth: AuthContext, mapId: number): Promise<DataMapDataCatalog[]> {
  await loadDataItemAccess(db, DATA_MAP_KIND, auth, mapId);
  return selectPlacements(db, mapId);
}

export async function getPlacement(db: Queryable, auth: AuthContext, mapId: number, id: number): Promise<DataMapDataCatalog> {
  await loadDataItemAccess(db, DATA_MAP_KIND, auth, mapId);
  return toPlacement(await findPlacement(db, mapId, id));
}

/** update_positions: moves the named placements on the canvas in one transaction (others stay); answers them all. */
export async function movePlacements(db: Database, auth: AuthContext, mapId: number, input: DataMapDataCatalogPositions): Promise<DataMapDataCatalog[]> {
  await loadDataItemFor(db, DATA_MAP_KIND, auth, mapId, 'write');
  const ids = input.positions.map((position) => position.id);
  const placed = new Set((await selectPlacements(db, mapId)).map((placement) => placement.id));
  const unknown = ids.filter((id) => !placed.has(id));
  if (unknown.length > 0) throw notFound(`Placed catalog ${[...new Set(unknown)].join(', ')}`);
  if (new Set(ids).size < ids.length) throw unprocessable([{ field: 'positions', code: 'invalid', message: 'Give each placed catalog once.' }]);
  await db.transaction(async (tx) => {
    for (const { id, position_x, position_y } of input.positions) {
      await tx.update(dataMapDataCatalogs).set({ position_x, position_y }).where(eq(dataMapDataCatalogs.id, id));
    }
    if (ids.length > 0) await touchDataMap(tx, mapId);
  });
  return selectPlacements(db, mapId);
}

export async function createPlacement(db: Queryable, auth: AuthContext, mapId: number, input: DataMapDataCatalogCreate): Promise<DataMapDataCatalog> {
  await loadDataItemFor(db, DATA_MAP_KIND, auth, mapId, 'write');
  await loadDataItemAccess(db, DATA_CATALOG_KIND, auth, input.data_catalog_id).catch(() => {
    throw unprocessable([{ field: 'data_catalog_id', code: 'unknownReference', message: 'Choose a data catalog you may read.' }]);
  });
  const [row] = await db
    .insert(dataMapDataCatalogs)
    .values({ data_map_id: mapId, data_catalog_id: input.data_catalog_id, position_x: input.position_x ?? 0, position_y: input.position_y ?? 0 })
    .onConflictDoNothing()
    .returning();
  if (!row) throw unprocessable([{ field: 'data_catalog_id', code: 'alreadyPlaced', message: 'This data catalog is already on the map; move it instead.' }]);
  await touchDataMap(db, mapId);
  return toPlacement(row);
}

export async function updatePlacement(db: Queryable, auth: AuthContext, mapId: number, id: number, input: DataMapDataCatalogUpdate): Promise<DataMapDataCatalog> {
  await loadDataItemFor(db, DATA_MAP_KIND, auth, mapId, 'write');
  await findPlacement(db, mapId, id);
  const [row] = await db.update(dataMapDataCatalogs).set({ position_x: input.position_x, position_y: input.position_y }).where(eq(dataMapDataCatalogs.id, id)).returning();
  return toPlacement(row);
}

export async function destroyPlacement(db: Database, auth: AuthContext, mapId: number, id: number): Promise<DataMapDataCatalog> {
  await loadDataItemFor(db, DATA_MAP_KIND, auth, mapId, 'write');
  const found = await findPlacement(db, mapId, id);
  await db.transaction(async (tx) => {
    const details = tx.select({ id: dataCatalogDetails.id }).from(dataCatalogDetails).where(eq(dataCatalogDetails.data_catalog_id, found.data_catalog_id));
    await tx.delete(dataMapDetailMappings).where(and(eq(dataMapDetailMappings.data_map_id, mapId), inArray(dataMapDetailMappings.data_catalog_detail_id, details)));
    await tx.delete(dataMapDataCatalogs).where(eq(dataMapDataCatalogs.id, id));
    await touchDataMap(tx, mapId);
  });
  return toPlacement(found);
}
