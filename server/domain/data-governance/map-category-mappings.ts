/**
 * Category mapping (/api/data_maps/{id}/data_map_category_mappings): one of the map's categories matched to a category
 * of this map or of another map the caller may read. Readers list, writers create and destroy.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DataMapCategoryMapping, DataMapCategoryMappingCreate } from '../../../core/domain/data-governance-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Queryable } from '../../db/client';
import { dataMapCategories, dataMapCategoryMappings, dataMaps } from '../../db/schema';
import { notFound, unprocessable, type FieldError } from '../../errors';
import { DATA_MAP_KIND, loadDataItemAccess, loadDataItemFor, loadDataItemPermissions, visibleDataItems } from './data-item-access';
import { touchDataMap } from './map-store';

/** The category mappings of the maps with each mapped category's own map (`ids`: only those). */
export async function selectMappings(db: Queryable, mapIds: readonly number[], ids?: number[]): Promise<DataMapCategoryMapping[]> {
  if (mapIds.length === 0) return [];
  const rows = await db
    .select({ mapping: dataMapCategoryMappings, mapped_data_map_id: dataMapCategories.data_map_id })
    .from(dataMapCategoryMappings)
    .innerJoin(dataMapCategories, eq(dataMapCategories.id, dataMapCategoryMappings.mapped_category_id))
    .where(and(inArray(dataMapCategoryMappings.data_map_id, [...mapIds]), ids ? inArray(dataMapCategoryMappings.id, ids) : undefined))
    .orderBy(asc(dataMapCategoryMappings.data_map_id), asc(dataMapCategoryMappings.id));
  return rows.map(({ mapping, mapped_data_map_id }) => ({
    id: mapping.id,
    data_map_id: mapping.data_map_id,
    data_map_category_id: mapping.data_map_category_id,
    mapped_category_id: mapping.mapped_category_id,
    mapped_data_map_id,
  }));
}

/** The problems of each pair: its own category must be of this map, the mapped one of a map the caller may read. */
export async function categoryMappingProblems(db: Queryable, auth: AuthContext, mapId: number, pairs: readonly DataMapCategoryMappingCreate[], prefix: (index: number) => string): Promise<FieldError[]> {
  if (pairs.length === 0) return [];
  const ids = [...new Set(pairs.flatMap((pair) => [pair.data_map_category_id, pair.mapped_category_id]))];
  const found = await db
    .select({ id: dataMapCategories.id, map: dataMaps })
    .from(dataMapCategories)
    .innerJoin(dataMaps, eq(dataMaps.id, dataMapCategories.data_map_id))
    .where(and(inArray(dataMapCategories.id, ids), visibleDataItems(DATA_MAP_KIND, auth)));
  const flags = await loadDataItemPermissions(db, DATA_MAP_KIND, auth, found.map((row) => row.map));
  const mapOf = new Map(found.filter((row) => flags.get(row.map.id)?.read).map((row) => [row.id, row.map.id]));
  return pairs.flatMap((pair, index) => [
    ...(mapOf.get(pair.data_map_category_id) === mapId ? [] : [{ field: `${prefix(index)}data_map_category_id`, code: 'unknownReference' as const, message: 'Choose a category of this data map.' }]),
    ...(!mapOf.has(pair.mapped_category_id)
      ? [{ field: `${prefix(index)}mapped_category_id`, code: 'unknownReference' as const, message: 'Choose a category of a data map you may read.' }]
      : pair.mapped_category_id === pair.data_map_category_id
        ? [{ field: `${prefix(index)}mapped_category_id`, code: 'selfReference' as const, message: 'A category cannot be mapped to itself. Choose another category.' }]
        : []),
  ]);
}

/** Inserts the pairs (those already mapped stay) and answers every pair's row. */
export async function insertCategoryMappings(db: Queryable, mapId: number, pairs: readonly DataMapCategoryMappingCreate[]): Promise<DataMapCategoryMapping[]> {
  if (pairs.length === 0) return [];
  await db.insert(dataMapCategoryMappings).values(pairs.map((pair) => ({ data_map_id: mapId, ...pair }))).onConflictDoNothing();
  await touchDataMap(db, mapId);
  const wanted = new Set(pairs.map((pair) => `${pair.data_map_category_id}>${pair.mapped_category_id}`));
  return (await selectMappings(db, [mapId])).filter((row) => wanted.has(`${row.data_map_category_id}>${row.mapped_category_id}`));
}

export async function listCategoryMappings(db: Queryable, auth: AuthContext, mapId: number): Promise<DataMapCategoryMapping[]> {
  await loadDataItemAccess(db, DATA_MAP_KIND, auth, mapId);
  return selectMappings(db, [mapId]);
}

async function findMapping(db: Queryable, mapId: number, id: number): Promise<DataMapCategoryMapping> {
  const [found] = await selectMappings(db, [mapId], [id]);
  if (!found) throw notFound('This category mapping');
  return found;
}

export async function getCategoryMapping(db: Queryable, auth: AuthContext, mapId: number, id: number): Promise<DataMapCategoryMapping> {
  await loadDataItemAccess(db, DATA_MAP_KIND, auth, mapId);
  return findMapping(db, mapId, id);
}

export async function createCategoryMapping(db: Queryable, auth: AuthContext, mapId: number, pair: DataMapCategoryMappingCreate): Promise<DataMapCategoryMapping> {
  await loadDataItemFor(db, DATA_MAP_KIND, auth, mapId, 'write');
  const problems = await categoryMappingProblems(db, auth, mapId, [pair], () => '');
  if (problems.length > 0) throw unprocessable(problems);
  const [created] = await insertCategoryMappings(db, mapId, [pair]);
  return created;
}

export async function destroyCategoryMapping(db: Queryable, auth: AuthContext, mapId: number, id: number): Promise<DataMapCategoryMapping> {
  await loadDataItemFor(db, DATA_MAP_KIND, auth, mapId, 'write');
  const found = await findMapping(db, mapId, id);
  await db.delete(dataMapCategoryMappings).where(eq(dataMapCategoryMappings.id, id));
  await touchDataMap(db, mapId);
  return found;
}
