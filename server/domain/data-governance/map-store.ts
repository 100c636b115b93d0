/**
 * Data maps themselves (data-layer.md §3, §4, §6): the list of those the caller may read, create (a local map of the
 * caller's company, company write, or a global one, system admins; the creator gets an admin row), get, update
 * (write), delete (admin).
 */
import { eq } from 'drizzle-orm';
import type { DataItemListQuery, DataMap, DataMapCreate, DataMapUpdate } from '../../../core/domain/data-governance-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Database, Queryable } from '../../db/client';
import { dataMaps, dataMapUserPermissions } from '../../db/schema';
import { forbidden } from '../../errors';
import type { FileStorage } from '../../storage/file-storage';
import { replaceAccountImage } from '../account-images';
import type { FileUpload } from '../owner-files';
import { assertDataItemUser, DATA_MAP_KIND, loadDataItemAccess, loadDataItemFor, type DataMapRow } from './data-item-access';
import { selectDataItems } from './data-item-list';
import { toDataMap, toDataMaps } from './map-answers';

export async function listDataMaps(db: Queryable, auth: AuthContext, query: DataItemListQuery): Promise<DataMap[]> {
  return toDataMaps(db, auth, await selectDataItems(db, DATA_MAP_KIND, auth, query));
}

/** Company write, as for every new local map (also checked by copies and uploads before they read anything). */
export function assertMayCreateDataMaps(auth: AuthContext): void {
  assertDataItemUser(auth);
  if (!auth.companyPermissions.write) throw forbidden({ code: 'companyReadOnly', message: 'Only members who may change the company’s work can create data maps.' });
}

/** Inserts a map (company null: global) and the creator's admin row. */
export async function insertDataMap(db: Queryable, auth: AuthContext, companyId: number | null, input: DataMapCreate): Promise<DataMapRow> {
  const [row] = await db
    .insert(dataMaps)
    .values({ company_id: companyId, name: input.name.trim(), description: input.description ?? '', created_by: auth.user.id })
    .returning();
  await db.insert(dataMapUserPermissions).values({ data_map_id: row.id, user_id: auth.user.id, permission_key: 'admin' });
  return row;
}

export async function createDataMap(db: Database, auth: AuthContext, input: DataMapCreate): Promise<DataMap> {
  assertMayCreateDataMaps(auth);
  if (input.global && !auth.user.system_admin) throw forbidden({ code: 'systemAdminsOnly', message: 'Only system administrators can make global data maps.' });
  const row = await db.transaction((tx) => insertDataMap(tx, auth, input.global ? null : auth.user.company_id, input));
  return toDataMap(db, auth, row);
}

export async function describeDataMap(db: Queryable, auth: AuthContext, id: number): Promise<DataMap> {
  const { item } = await loadDataItemAccess(db, DATA_MAP_KIND, auth, id);
  return toDataMap(db, auth, item);
}

export async function updateDataMap(db: Queryable, auth: AuthContext, id: number, input: DataMapUpdate): Promise<DataMap> {
  await loadDataItemFor(db, DATA_MAP_KIND, auth, id, 'write');
  const [row] = await db.update(dataMaps).set({ name: input.name?.trim(), description: input.description, updated_at: new Date() }).where(eq(dataMaps.id, id)).returning();
  return toDataMap(db, auth, row);
}

/** Marks the map changed (its categories, placed catalogs or mappings). */
export async function touchDataMap(db: Queryable, id: number): Promise<void> {
  await db.update(dataMaps).set({ updated_at: new Date() }).where(eq(dataMaps.id, id));
}

const imageOwner = (map: DataMapRow) => ({ kind: 'data_map_image' as const, data_map_id: map.id, company_id: map.company_id });

/** upload_image.json: replaces the map's overview picture (write; the upload is read only once that is checked). */
export async function replaceDataMapImage(db: Database, storage: FileStorage, auth: AuthContext, id: number, readImage: () => Promise<FileUpload>): Promise<DataMap> {
  const { item } = await loadDataItemFor(db, DATA_MAP_KIND, auth, id, 'write');
  const row = await replaceAccountImage(db, storage, imageOwner(item), await readImage(), async (tx, url) => {
    const [updated] = await tx.update(dataMaps).set({ image: url, updated_at: new Date() }).where(eq(dataMaps.id, id)).returning();
    return updated;
  });
  return toDataMap(db, auth, row);
}

/** remove_image.json: takes the overview picture off the map and deletes its stored file (write). */
export async function removeDataMapImage(db: Database, storage: FileStorage, auth: AuthContext, id: number): Promise<DataMap> {
  const { item } = await loadDataItemFor(db, DATA_MAP_KIND, auth, id, 'write');
  const row = await replaceAccountImage(db, storage, imageOwner(item), null, async (tx) => {
    const [updated] = await tx.update(dataMaps).set({ image: null, updated_at: new Date() }).where(eq(dataMaps.id, id)).returning();
    return updated;
  });
  return toDataMap(db, auth, row);
}

/** Deletes the map with its categories, placements, mappings and permissions (by cascade) and its picture (admin). */
export async function destroyDataMap(db: Database, storage: FileStorage, auth: AuthContext, id: number): Promise<void> {
  const { item } = await loadDataItemFor(db, DATA_MAP_KIND, auth, id, 'admin');
  await replaceAccountImage(db, storage, imageOwner(item), null, async (tx) => {
    await tx.delete(dataMaps).where(eq(dataMaps.id, id));
  });
}
