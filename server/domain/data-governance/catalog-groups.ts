/** A catalog's groups (data-layer.md §3): listed by anyone who may read it, changed by its writers; ordered by position. */
import { and, asc, eq } from 'drizzle-orm';
import type { DataCatalogGroup, DataCatalogGroupCreate, DataCatalogGroupUpdate } from '../../../core/domain/data-governance-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Database, Queryable } from '../../db/client';
import { dataCatalogGroups } from '../../db/schema';
import { notFound } from '../../errors';
import { placeAt, writePositions } from './catalog-positions';
import { touchDataCatalog } from './catalog-store';
import { DATA_CATALOG_KIND, loadDataItemAccess, loadDataItemFor } from './data-item-access';

const GROUP_NOT_FOUND = 'This group';
const POSITIONED = { table: dataCatalogGroups, id: dataCatalogGroups.id, position: dataCatalogGroups.position };

const toGroup = (row: typeof dataCatalogGroups.$inferSelect): DataCatalogGroup => ({
  id: row.id,
  data_catalog_id: row.data_catalog_id,
  name: row.name,
  description: row.description,
  position: row.position,
});

async function selectGroups(db: Queryable, catalogId: number): Promise<Array<typeof dataCatalogGroups.$inferSelect>> {
  return db.select().from(dataCatalogGroups).where(eq(dataCatalogGroups.data_catalog_id, catalogId)).orderBy(asc(dataCatalogGroups.position), asc(dataCatalogGroups.id));
}

/** The group of this catalog, or 404. */
export async function findGroup(db: Queryable, catalogId: number, groupId: number): Promise<typeof dataCatalogGroups.$inferSelect> {
  const [row] = await db.select().from(dataCatalogGroups).where(and(eq(dataCatalogGroups.id, groupId), eq(dataCatalogGroups.data_catalog_id, catalogId)));
  if (!row) throw notFound(GROUP_NOT_FOUND);
  return row;
}

async function place(db: Queryable, catalogId: number, groupId: number, position: number | undefined): Promise<void> {
  const ids = (await selectGroups(db, catalogId)).map((row) => row.id);
  await writePositions(db, POSITIONED, placeAt(ids, groupId, position));
}

export async function listGroups(db: Queryable, auth: AuthContext, catalogId: number): Promise<DataCatalogGroup[]> {
  await loadDataItemAccess(db, DATA_CATALOG_KIND, auth, catalogId);
  return (await selectGroups(db, catalogId)).map(toGroup);
}

export async function createGroup(db: Database, auth: AuthContext, catalogId: number, input: DataCatalogGroupCreate): Promise<DataCatalogGroup> {
  await loadDataItemFor(db, DATA_CATALOG_KIND, auth, catalogId, 'write');
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(dataCatalogGroups)
      .values({ data_catalog_id: catalogId, name: input.name.trim(), description: input.description ?? '' })
      .returning({ id: dataCatalogGroups.id });
    await place(tx, catalogId, row.id, input.position);
    await touchDataCatalog(tx, catalogId);
    return row.id;
  });
  return toGroup(await findGroup(db, catalogId, id));
}

export async function updateGroup(db: Database, auth: AuthContext, catalogId: number, groupId: number, input: DataCatalogGroupUpdate): Promise<DataCatalogGroup> {
  await loadDataItemFor(db, DATA_CATALOG_KIND, auth, catalogId, 'write');
  await findGroup(db, catalogId, groupId);
  await db.transaction(async (tx) => {
    await tx
      .update(dataCatalogGroups)
      .set({ name: input.name?.trim(), description: input.description, updated_at: new Date() })
      .where(eq(dataCatalogGroups.id, groupId));
    if (input.position !== undefined) await place(tx, catalogId, groupId, input.position);
    await touchDataCatalog(tx, catalogId);
  });
  return toGroup(await findGroup(db, catalogId, groupId));
}

/** Deletes the group with its details (by cascade); the other groups close the gap. */
export async function destroyGroup(db: Database, auth: AuthContext, catalogId: number, groupId: number): Promise<DataCatalogGroup> {
  await loadDataItemFor(db, DATA_CATALOG_KIND, auth, catalogId, 'write');
  const found = await findGroup(db, catalogId, groupId);
  await db.transaction(async (tx) => {
    await tx.delete(dataCatalogGroups).where(eq(dataCatalogGroups.id, groupId));
    await writePositions(tx, POSITIONED, (await selectGroups(tx, catalogId)).map((row) => row.id));
    await touchDataCatalog(tx, catalogId);
  });
  return toGroup(found);
}
