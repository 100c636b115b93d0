/**
 * A catalog's details (data-layer.md §3, §4): a tree in each group, listed flat in tree order by anyone who may read
 * the catalog, changed by its writers. A move (group_id, parent_id, position together) takes the detail's subtree
 * along, recomputes levels and renumbers the siblings it leaves and joins; a delete takes every descendant along.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type {
  DataCatalogDetail,
  DataCatalogDetailCreate,
  DataCatalogDetailDeletion,
  DataCatalogDetailUpdate,
} from '../../../core/domain/data-governance-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Database, Queryable } from '../../db/client';
import { dataCatalogDetails, dataCatalogGroups, dataMapDetailMappings, dataMaps } from '../../db/schema';
import { notFound, unprocessable } from '../../errors';
import { findGroup } from './catalog-groups';
import { placeAt, writePositions } from './catalog-positions';
import { touchDataCatalog } from './catalog-store';
import { descendantIds, inTreeOrder, siblingIds } from './catalog-tree';
import { DATA_CATALOG_KIND, DATA_MAP_KIND, loadDataItemAccess, loadDataItemFor, loadDataItemPermissions, visibleDataItems } from './data-item-access';

export type DataCatalogDetailRow = typeof dataCatalogDetails.$inferSelect;

const DETAIL_NOT_FOUND = 'This detail';
const POSITIONED = { table: dataCatalogDetails, id: dataCatalogDetails.id, position: dataCatalogDetails.position };

async function catalogDetails(db: Queryable, catalogId: number): Promise<DataCatalogDetailRow[]> {
  return db.select().from(dataCatalogDetails).where(eq(dataCatalogDetails.data_catalog_id, catalogId));
}

/** The detail of this catalog, or 404. */
export async function findDetail(db: Queryable, catalogId: number, detailId: number): Promise<DataCatalogDetailRow> {
  const [row] = await db.select().from(dataCatalogDetails).where(and(eq(dataCatalogDetails.id, detailId), eq(dataCatalogDetails.data_catalog_id, catalogId)));
  if (!row) throw notFound(DETAIL_NOT_FOUND);
  return row;
}

/** Each detail's categories, from the mappings of maps the caller may read. */
async function categoriesOf(db: Queryable, auth: AuthContext, detailIds: number[]): Promise<Map<number, number[]>> {
  const categories = new Map<number, number[]>();
  if (detailIds.length === 0) return categories;
  const rows = await db
    .select({ map: dataMaps, detail_id: dataMapDetailMappings.data_catalog_detail_id, category_id: dataMapDetailMappings.data_map_category_id })
    .from(dataMapDetailMappings)
    .innerJoin(dataMaps, eq(dataMaps.id, dataMapDetailMappings.data_map_id))
    .where(and(inArray(dataMapDetailMappings.data_catalog_detail_id, detailIds), visibleDataItems(DATA_MAP_KIND, auth)))
    .orderBy(asc(dataMapDetailMappings.data_map_category_id));
  const flags = await loadDataItemPermissions(db, DATA_MAP_KIND, auth, rows.map((row) => row.map));
  for (const row of rows) {
    if (flags.get(row.map.id)?.read) categories.set(row.detail_id, [...(categories.get(row.detail_id) ?? []), row.category_id]);
  }
  return categories;
}

async function toDetails(db: Queryable, auth: AuthContext, rows: DataCatalogDetailRow[]): Promise<DataCatalogDetail[]> {
  const categories = await categoriesOf(db, auth, rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    data_catalog_id: row.data_catalog_id,
    group_id: row.group_id,
    parent_id: row.parent_id,
    level: row.level,
    name: row.name,
    description: row.description,
    type: row.type,
    owner: row.owner,
    classification: row.classification,
    position: row.position,
    data_map_category_ids: categories.get(row.id) ?? [],
  }));
}

async function describeDetail(db: Queryable, auth: AuthContext, catalogId: number, detailId: number): Promise<DataCatalogDetail> {
  const [answer] = await toDetails(db, auth, [await findDetail(db, catalogId, detailId)]);
  return answer;
}

export async function listDetails(db: Queryable, auth: AuthContext, catalogId: number): Promise<DataCatalogDetail[]> {
  await loadDataItemAccess(db, DATA_CATALOG_KIND, auth, catalogId);
  const groups = await db
    .select({ id: dataCatalogGroups.id })
    .from(dataCatalogGroups)
    .where(eq(dataCatalogGroups.data_catalog_id, catalogId))
    .orderBy(asc(dataCatalogGroups.position), asc(dataCatalogGroups.id));
  const rows = inTreeOrder(await catalogDetails(db, catalogId), groups.map((group) => group.id));
  return toDetails(db, auth, rows);
}

/** The parent where a detail goes: of this catalog and group (422 otherwise); its level decides the detail's. */
function parentIn(details: readonly DataCatalogDetailRow[], groupId: number, parentId: number | null): DataCatalogDetailRow | null {
  if (parentId === null) return null;
  const parent = details.find((row) => row.id === parentId);
  if (!parent || parent.group_id !== groupId) {
    throw unprocessable([{ field: 'parent_id', code: 'notAnOption', message: 'Choose a parent detail of the same catalog and group.' }]);
  }
  return parent;
}

export async function createDetail(db: Database, auth: AuthContext, catalogId: number, input: DataCatalogDetailCreate): Promise<DataCatalogDetail> {
  await loadDataItemFor(db, DATA_CATALOG_KIND, auth, catalogId, 'write');
  await findGroup(db, catalogId, input.group_id).catch(() => {
    throw unprocessable([{ field: 'group_id', code: 'notAnOption', message: 'Choose a group of this catalog.' }]);
  });
  const id = await db.transaction(async (tx) => {
    const details = await catalogDetails(tx, catalogId);
    const parent = parentIn(details, input.group_id, input.parent_id ?? null);
    const [row] = await tx
      .insert(dataCatalogDetails)
      .values({
        data_catalog_id: catalogId,
        group_id: input.group_id,
        parent_id: parent?.id ?? null,
        level: parent ? parent.level + 1 : 0,
        name: input.name.trim(),
        description: input.description ?? '',
        type: input.type ?? '',
        owner: input.owner ?? '',
        classification: input.classification ?? '',
      })
      .returning({ id: dataCatalogDetails.id });
    await writePositions(tx, POSITIONED, placeAt(siblingIds(details, input.group_id, parent?.id ?? null), row.id, input.position));
    await touchDataCatalog(tx, catalogId);
    return row.id;
  });
  return describeDetail(db, auth, catalogId, id);
}

const isMove = (input: DataCatalogDetailUpdate) => input.group_id !== undefined || input.parent_id !== undefined || input.position !== undefined;

/** Moves the detail and its subtree to (group, parent, position), in the transaction. */
async function moveDetail(db: Queryable, catalogId: number, detail: DataCatalogDetailRow, input: DataCatalogDetailUpdate): Promise<void> {
  const details = await catalogDetails(db, catalogId);
  if (input.group_id !== undefined && input.group_id !== detail.group_id) {
    await findGroup(db, catalogId, input.group_id).catch(() => {
      throw unprocessable([{ field: 'group_id', code: 'notAnOption', message: 'Choose a group of this catalog.' }]);
    });
  }
  const requestedParent = input.parent_id === undefined ? (input.group_id === undefined ? detail.parent_id : null) : input.parent_id;
  const parentGroup = details.find((row) => row.id === requestedParent)?.group_id;
  const groupId = input.group_id ?? parentGroup ?? detail.group_id;
  const below = descendantIds(details, detail.id);
  if (requestedParent === detail.id || (requestedParent !== null && below.includes(requestedParent))) {
    throw unprocessable([{ field: 'parent_id', code: 'selfReference', message: 'A detail cannot go below itself or one of its own details. Choose another parent.' }]);
  }
  const parent = parentIn(details, groupId, requestedParent);
  const level = parent ? parent.level + 1 : 0;
  const shift = level - detail.level;
  await db.update(dataCatalogDetails).set({ group_id: groupId, parent_id: parent?.id ?? null, level, updated_at: new Date() }).where(eq(dataCatalogDetails.id, detail.id));
  for (const row of details.filter((candidate) => below.includes(candidate.id))) {
    await db.update(dataCatalogDetails).set({ group_id: groupId, level: row.level + shift }).where(eq(dataCatalogDetails.id, row.id));
  }
  const left = siblingIds(details, detail.group_id, detail.parent_id).filter((id) => id !== detail.id);
  const joined = placeAt(siblingIds(details, groupId, parent?.id ?? null), detail.id, input.position);
  if (groupId !== detail.group_id || (parent?.id ?? null) !== detail.parent_id) await writePositions(db, POSITIONED, left);
  await writePositions(db, POSITIONED, joined);
}

export async function updateDetail(db: Database, auth: AuthContext, catalogId: number, detailId: number, input: DataCatalogDetailUpdate): Promise<DataCatalogDetail> {
  await loadDataItemFor(db, DATA_CATALOG_KIND, auth, catalogId, 'write');
  const detail = await findDetail(db, catalogId, detailId);
  await db.transaction(async (tx) => {
    await tx
      .update(dataCatalogDetails)
      .set({ name: input.name?.trim(), description: input.description, type: input.type, owner: input.owner, classification: input.classification, updated_at: new Date() })
      .where(eq(dataCatalogDetails.id, detailId));
    if (isMove(input)) await moveDetail(tx, catalogId, detail, input);
    await touchDataCatalog(tx, catalogId);
  });
  return describeDetail(db, auth, catalogId, detailId);
}

export async function destroyDetail(db: Database, auth: AuthContext, catalogId: number, detailId: number): Promise<DataCatalogDetailDeletion> {
  await loadDataItemFor(db, DATA_CATALOG_KIND, auth, catalogId, 'write');
  const detail = await findDetail(db, catalogId, detailId);
  return db.transaction(async (tx) => {
    const details = await catalogDetails(tx, catalogId);
    const deleted = [detail.id, ...descendantIds(details, detail.id)];
    await tx.delete(dataCatalogDetails).where(inArray(dataCatalogDetails.id, deleted));
    await writePositions(tx, POSITIONED, siblingIds(details, detail.group_id, detail.parent_id).filter((id) => id !== detail.id));
    await touchDataCatalog(tx, catalogId);
    return { deleted_ids: deleted };
  });
}
