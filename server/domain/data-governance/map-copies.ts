/**
 * Copies of a map (data-layer.md §4): its category tree (ids remapped), its placed catalogs with their places, its
 * detail mappings, and its category mappings (those between its own categories remapped, those to another map's
 * categories kept); never its permissions (the caller gets admin on the copy) nor its picture (upload one anew).
 * A global copy is a system admin's; a local copy goes to the caller's company and needs company write.
 */
import { asc, eq } from 'drizzle-orm';
import type { DataMap } from '../../../core/domain/data-governance-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Database, Queryable } from '../../db/client';
import { dataMapCategories, dataMapCategoryMappings, dataMapDataCatalogs, dataMapDetailMappings } from '../../db/schema';
import { inTreeOrder } from './catalog-tree';
import { DATA_MAP_KIND, type DataMapRow } from './data-item-access';
import { dataItemCopies } from './data-item-copies';
import { toDataMap } from './map-answers';
import { mapCategories } from './map-categories';
import { assertMayCreateDataMaps, insertDataMap } from './map-store';

async function copyMapContent(db: Queryable, sourceId: number, targetId: number): Promise<void> {
  const categoryIds = new Map<number, number>();
  for (const { id, parent_id, level, name, description, color, position } of inTreeOrder(await mapCategories(db, sourceId), [sourceId])) {
    const [copy] = await db
      .insert(dataMapCategories)
      .values({ data_map_id: targetId, parent_id: parent_id === null ? null : categoryIds.get(parent_id)!, level, name, description, color, position })
      .returning({ id: dataMapCategories.id });
    categoryIds.set(id, copy.id);
  }
  const placements = await db.select().from(dataMapDataCatalogs).where(eq(dataMapDataCatalogs.data_map_id, sourceId)).orderBy(asc(dataMapDataCatalogs.id));
  if (placements.length > 0) {
    await db.insert(dataMapDataCatalogs).values(placements.map(({ data_catalog_id, position_x, position_y }) => ({ data_map_id: targetId, data_catalog_id, position_x, position_y })));
  }
  const details = await db.select().from(dataMapDetailMappings).where(eq(dataMapDetailMappings.data_map_id, sourceId));
  if (details.length > 0) {
    await db
      .insert(dataMapDetailMappings)
      .values(details.map((row) => ({ data_map_id: targetId, data_catalog_detail_id: row.data_catalog_detail_id, data_map_category_id: categoryIds.get(row.data_map_category_id)! })));
  }
  const categories = await db.select().from(dataMapCategoryMappings).where(eq(dataMapCategoryMappings.data_map_id, sourceId));
  if (categories.length > 0) {
    await db.insert(dataMapCategoryMappings).values(
      categories.map((row) => ({
        data_map_id: targetId,
        data_map_category_id: categoryIds.get(row.data_map_category_id)!,
        mapped_category_id: categoryIds.get(row.mapped_category_id) ?? row.mapped_category_id,
      })),
    );
  }
}

async function copyMap(db: Database, auth: AuthContext, source: DataMapRow, companyId: number | null, name: string | undefined): Promise<DataMap> {
  const row = await db.transaction(async (tx) => {
    const copy = await insertDataMap(tx, auth, companyId, { name: name ?? `${source.name} (copy)`, description: source.description });
    await copyMapContent(tx, source.id, copy.id);
    return copy;
  });
  return toDataMap(db, auth, row);
}

export const { clone: cloneDataMap, createGlobalFrom: createGlobalMapFrom, createLocalFrom: createLocalMapFrom } = dataItemCopies({
  kind: DATA_MAP_KIND,
  plural: 'data maps',
  assertMayCreate: assertMayCreateDataMaps,
  copy: copyMap,
});
