/**
 * Element mapping (/api/data_maps/{id}/data_map_detail_mappings): a detail of a catalog the map places, put in one of
 * the map's categories. Readers list, writers create and destroy, one at a time or many at once (bulk_create.json,
 * bulk_destroy.json, each in one transaction: a bulk with any wrong pair changes nothing).
 */
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { DataMapDetailMapping, DataMapDetailMappingCreate } from '../../../core/domain/data-governance-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Database, Queryable } from '../../db/client';
import { dataCatalogDetails, dataMapCategories, dataMapDataCatalogs, dataMapDetailMappings } from '../../db/schema';
import { notFound, unprocessable, type FieldError } from '../../errors';
import { DATA_MAP_KIND, loadDataItemAccess, loadDataItemFor } from './data-item-access';
import { touchDataMap } from './map-store';

type MappingRow = typeof dataMapDetailMappings.$inferSelect;

const toMapping = (row: MappingRow): DataMapDetailMapping => ({
  id: row.id,
  data_map_id: row.data_map_id,
  data_catalog_detail_id: row.data_catalog_detail_id,
  data_map_category_id: row.data_map_category_id,
});

/** The problems of each pair, by field ('' prefix for one pair, 'mappings/{i}/' for a bulk). */
export async function detailMappingProblems(db: Queryable, mapId: number, pairs: readonly DataMapDetailMappingCreate[], prefix: (index: number) => string): Promise<FieldError[]> {
  if (pairs.length === 0) return [];
  const categories = new Set(
    (await db.select({ id: dataMapCategories.id }).from(dataMapCategories).where(and(eq(dataMapCategories.data_map_id, mapId), inArray(dataMapCategories.id, pairs.map((pair) => pair.data_map_category_id))))).map((row) => row.id),
  );
  const placedDetails = new Set(
    (
      await db
        .select({ id: dataCatalogDetails.id })
        .from(dataCatalogDetails)
        .innerJoin(dataMapDataCatalogs, and(eq(dataMapDataCatalogs.data_catalog_id, dataCatalogDetails.data_catalog_id), eq(dataMapDataCatalogs.data_map_id, mapId)))
        .where(inArray(dataCatalogDetails.id, pairs.map((pair) => pair.data_catalog_detail_id)))
    ).map((row) => row.id),
  );
  return pairs.flatMap((pair, index) => [
    ...(placedDetails.has(pair.data_catalog_detail_id) ? [] : [{ field: `${prefix(index)}data_catalog_detail_id`, code: 'unknownReference' as const, message: 'Choose a detail of a catalog this map places.' }]),
    ...(categories.has(pair.data_map_category_id) ? [] : [{ field: `${prefix(index)}data_map_category_id`, code: 'unknownReference' as const, message: 'Choose a category of this data map.' }]),
  ]);
}

const samePair = (pair: DataMapDetailMappingCreate) =>
  and(eq(dataMapDetailMappings.data_catalog_detail_id, pair.data_catalog_detail_id), eq(dataMapDetailMappings.data_map_category_id, pair.data_map_category_id));

/** Inserts the pairs (those already mapped stay as they are) and answers every pair's row. */
export async function insertDetailMappings(db: Queryable, mapId: number, pairs: readonly DataMapDetailMappingCreate[]): Promise<DataMapDetailMapping[]> {
  if (pairs.length === 0) return [];
  await db.insert(dataMapDetailMappings).values(pairs.map((pair) => ({ data_map_id: mapId, ...pair }))).onConflictDoNothing();
  await touchDataMap(db, mapId);
  const rows = await db.select().from(dataMapDetailMappings).where(and(eq(dataMapDetailMappings.data_map_id, mapId), or(...pairs.map(samePair)))).orderBy(asc(dataMapDetailMappings.id));
  return rows.map(toMapping);
}

export async function listDetailMappings(db: Queryable, auth: AuthContext, mapId: number): Promise<DataMapDetailMapping[]> {
  await loadDataItemAccess(db, DATA_MAP_KIND, auth, mapId);
  const rows = await db.select().from(dataMapDetailMappings).where(eq(dataMapDetailMappings.data_map_id, mapId)).orderBy(asc(dataMapDetailMappings.id));
  return rows.map(toMapping);
}

export async function getDetailMapping(db: Queryable, auth: AuthContext, mapId: number, id: number): Promise<DataMapDetailMapping> {
  await loadDataItemAccess(db, DATA_MAP_KIND, auth, mapId);
  const [row] = await db.select().from(dataMapDetailMappings).where(and(eq(dataMapDetailMappings.id, id), eq(dataMapDetailMappings.data_map_id, mapId)));
  if (!row) throw notFound('This mapping');
  return toMapping(row);
}

export async function createDetailMapping(db: Database, auth: AuthContext, mapId: number, pair: DataMapDetailMappingCreate): Promise<DataMapDetailMapping> {
  const [created] = await bulkCreateDetailMappings(db, auth, mapId, [pair], () => '');
  return created;
}

export async function bulkCreateDetailMappings(
  db: Database,
  auth: AuthContext,
  mapId: number,
  pairs: readonly DataMapDetailMappingCreate[],
  prefix = (index: number) => `mappings/${index}/`,
): Promise<DataMapDetailMapping[]> {
  await loadDataItemFor(db, DATA_MAP_KIND, auth, mapId, 'write');
  const problems = await detailMappingProblems(db, mapId, pairs, prefix);
  if (problems.length > 0) throw unprocessable(problems);
  return db.transaction((tx) => insertDetailMappings(tx, mapId, pairs));
}

export async function destroyDetailMapping(db: Queryable, auth: AuthContext, mapId: number, id: number): Promise<DataMapDetailMapping> {
  await loadDataItemFor(db, DATA_MAP_KIND, auth, mapId, 'write');
  const [row] = await db.delete(dataMapDetailMappings).where(and(eq(dataMapDetailMappings.id, id), eq(dataMapDetailMappings.data_map_id, mapId))).returning();
  if (!row) throw notFound('This mapping');
  await touchDataMap(db, mapId);
  return toMapping(row);
}

/** Removes the given pairs where they are mapped (others are no error); answers the rows removed. */
export async function bulkDestroyDetailMappings(db: Database, auth: AuthContext, mapId: number, pairs: readonly DataMapDetailMappingCreate[]): Promise<DataMapDetailMapping[]> {
  await loadDataItemFor(db, DATA_MAP_KIND, auth, mapId, 'write');
  if (pairs.length === 0) return [];
  return db.transaction(async (tx) => {
    const rows = await tx.delete(dataMapDetailMappings).where(and(eq(dataMapDetailMappings.data_map_id, mapId), or(...pairs.map(samePair)))).returning();
    await touchDataMap(tx, mapId);
    return rows.sort((a, b) => a.id - b.id).map(toMapping);
  });
}
