/**
 * A map's categories (data-layer.md §3, §4): one tree per map, listed flat in tree order by the map's readers, changed
 * by its writers. A move (parent_id and/or position) takes the category's subtree along, recomputes levels and renumbers
 * the siblings it leaves and joins; a delete takes every descendant along (and their mappings, by cascade).
 * The tree helpers of catalog details serve here too, with the map standing for the details' group.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { DataMapCategory, DataMapCategoryCreate, DataMapCategoryUpdate } from '../../../core/domain/data-governance-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Database, Queryable } from '../../db/client';
import { dataMapCategories } from '../../db/schema';
import { notFound, unprocessable } from '../../errors';
import { assertCompleteOrder } from '../positions';
import { placeAt, writePositions } from './catalog-positions';
import { descendantIds, inTreeOrder, siblingIds } from './catalog-tree';
import { DATA_MAP_KIND, loadDataItemAccess, loadDataItemFor } from './data-item-access';
import { touchDataMap } from './map-store';

export type DataMapCategoryRow = typeof dataMapCategories.$inferSelect;

const POSITIONED = { table: dataMapCategories, id: dataMapCategories.id, position: dataMapCategories.position };
const CATEGORIES = { singular: 'Category', plural: 'categories of that parent' };

export const toCategory = (row: DataMapCategoryRow): DataMapCategory => ({
  id: row.id,
  data_map_id: row.data_map_id,
  parent_id: row.parent_id,
  level: row.level,
  name: row.name,
  description: row.description,
  color: row.color,
  position: row.position,
});

/** The map's categories as tree nodes (the map is their one "group"). */
export async function mapCategories(db: Queryable, mapId: number): Promise<Array<DataMapCategoryRow & { group_id: number }>> {
  const rows = await db.select().from(dataMapCategories).where(eq(dataMapCategories.data_map_id, mapId));
  return rows.map((row) => ({ ...row, group_id: mapId }));
}

export async function findCategory(db: Queryable, mapId: number, id: number): Promise<DataMapCategoryRow> {
  const [row] = await db.select().from(dataMapCategories).where(and(eq(dataMapCategories.id, id), eq(dataMapCategories.data_map_id, mapId)));
  if (!row) throw notFound('This category');
  return row;
}

export async function listCategories(db: Queryable, auth: AuthContext, mapId: number): Promise<DataMapCategory[]> {
  await loadDataItemAccess(db, DATA_MAP_KIND, auth, mapId);
  return inTreeOrder(await mapCategories(db, mapId), [mapId]).map(toCategory);
}

export async function getCategory(db: Queryable, auth: AuthContext, mapId: number, id: number): Promise<DataMapCategory> {
  await loadDataItemAccess(db, DATA_MAP_KIND, auth, mapId);
  return toCategory(await findCategory(db, mapId, id));
}

/**
 * update_positions of a tree: `ids` are every category of one parent (or of the top) in their new order; a list
 * mixing parents is refused (422), as a partial one is. A move to another parent is an update of parent_id.
 */
export async function reorderCategories(db: Database, auth: AuthContext, mapId: number, ids: readonly number[]): Promise<DataMapCategory[]> {
  await loadDataItemFor(db, DATA_MAP_KIND, auth, mapId, 'write');
  await db.transaction(async (tx) => {
    const categories = await mapCategories(tx, mapId);
    const byId = new Map(categories.map((row) => [row.id, row]));
    const parents = new Set(ids.map((id) => byId.get(id)?.parent_id));
    const parentId = ids.length > 0 ? byId.get(ids[0])?.parent_id : null;
    if (parents.size > 1 && !parents.has(undefined)) {
      throw unprocessable([{ field: 'ids', code: 'invalid', message: 'List the categories of one parent only; move a category to another parent by changing its parent.' }]);
    }
    assertCompleteOrder(ids, parentId === undefined ? [] : siblingIds(categories, mapId, parentId), CATEGORIES);
    await writePositions(tx, POSITIONED, ids);
    await touchDataMap(tx, mapId);
  });
  return inTreeOrder(await mapCategories(db, mapId), [mapId]).map(toCategory);
}

function parentIn(categories: readonly DataMapCategoryRow[], parentId: number | null): DataMapCategoryRow | null {
  if (parentId === null) return null;
  const parent = categories.find((row) => row.id === parentId);
  if (!parent) throw unprocessable([{ field: 'parent_id', code: 'unknownReference', message: 'Choose a parent category of the same data map.' }]);
  return parent;
}

/** Inserts a category at the end of its siblings (or at `position`), in the transaction; answers its id. */
export async function insertCategory(db: Queryable, mapId: number, input: DataMapCategoryCreate): Promise<number> {
  const categories = await mapCategories(db, mapId);
  const parent = parentIn(categories, input.parent_id ?? null);
  const [row] = await db
    .insert(dataMapCategories)
    .values({
      data_map_id: mapId,
      parent_id: parent?.id ?? null,
      level: parent ? parent.level + 1 : 0,
      name: input.name.trim(),
      description: input.description ?? '',
      ...(input.color ? { color: input.color } : {}),
    })
    .returning({ id: dataMapCategories.id });
  await writePositions(db, POSITIONED, placeAt(siblingIds(categories, mapId, parent?.id ?? null), row.id, input.position));
  return row.id;
}

export async function createCategory(db: Database, auth: AuthContext, mapId: number, input: DataMapCategoryCreate): Promise<DataMapCategory> {
  await loadDataItemFor(db, DATA_MAP_KIND, auth, mapId, 'write');
  const id = await db.transaction(async (tx) => {
    const created = await insertCategory(tx, mapId, input);
    await touchDataMap(tx, mapId);
    return created;
  });
  return toCategory(await findCategory(db, mapId, id));
}

async function moveCategory(db: Queryable, mapId: number, category: DataMapCategoryRow, input: DataMapCategoryUpdate): Promise<void> {
  const categories = await mapCategories(db, mapId);
  const requestedParent = input.parent_id === undefined ? category.parent_id : input.parent_id;
  const below = descendantIds(categories, category.id);
  if (requestedParent === category.id || (requestedParent !== null && below.includes(requestedParent))) {
    throw unprocessable([{ field: 'parent_id', code: 'selfReference', message: 'A category cannot go below itself or one of its own categories. Choose another parent.' }]);
  }
  const parent = parentIn(categories, requestedParent);
  const level = parent ? parent.level + 1 : 0;
  const shift = level - category.level;
  await db.update(dataMapCategories).set({ parent_id: parent?.id ?? null, level, updated_at: new Date() }).where(eq(dataMapCategories.id, category.id));
  for (const row of categories.filter((candidate) => below.includes(candidate.id))) {
    await db.update(dataMapCategories).set({ level: row.level + shift }).where(eq(dataMapCategories.id, row.id));
  }
  if ((parent?.id ?? null) !== category.parent_id) {
    await writePositions(db, POSITIONED, siblingIds(categories, mapId, category.parent_id).filter((id) => id !== category.id));
  }
  await writePositions(db, POSITIONED, placeAt(siblingIds(categories, mapId, parent?.id ?? null), category.id, input.position));
}

export async function updateCategory(db: Database, auth: AuthContext, mapId: number, id: number, input: DataMapCategoryUpdate): Promise<DataMapCategory> {
  await loadDataItemFor(db, DATA_MAP_KIND, auth, mapId, 'write');
  const category = await findCategory(db, mapId, id);
  await db.transaction(async (tx) => {
    await tx
      .update(dataMapCategories)
      .set({ name: input.name?.trim(), description: input.description, color: input.color, updated_at: new Date() })
      .where(eq(dataMapCategories.id, id));
    if (input.parent_id !== undefined || input.position !== undefined) await moveCategory(tx, mapId, category, input);
    await touchDataMap(tx, mapId);
  });
  return toCategory(await findCategory(db, mapId, id));
}

/** Deletes the category and all its descendants; answers the ids removed. */
export async function destroyCategory(db: Database, auth: AuthContext, mapId: number, id: number): Promise<{ deleted_ids: number[] }> {
  await loadDataItemFor(db, DATA_MAP_KIND, auth, mapId, 'write');
  const category = await findCategory(db, mapId, id);
  return db.transaction(async (tx) => {
    const categories = await mapCategories(tx, mapId);
    const deleted = [category.id, ...descendantIds(categories, category.id)];
    await tx.delete(dataMapCategories).where(inArray(dataMapCategories.id, deleted));
    await writePositions(tx, POSITIONED, siblingIds(categories, mapId, category.parent_id).filter((candidate) => candidate !== category.id));
    await touchDataMap(tx, mapId);
    return { deleted_ids: deleted };
  });
}
