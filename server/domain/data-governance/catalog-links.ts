/**
 * Links between details (data-layer.md §3): a detail's data flows to the linked detail, usually in another catalog.
 * Listed by the detail's catalog readers, created and deleted by its writers; the linked detail must be in a catalog
 * the caller may read (404 otherwise, so nothing is learnt about catalogs they cannot see).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { DataCatalogDetailLink, DataCatalogDetailLinkCreate } from '../../../core/domain/data-governance-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Queryable } from '../../db/client';
import { dataCatalogDetailLinks, dataCatalogDetails } from '../../db/schema';
import { notFound, unprocessable } from '../../errors';
import { findDetail } from './catalog-details';
import { touchDataCatalog } from './catalog-store';
import { DATA_CATALOG_KIND, loadDataItemAccess, loadDataItemFor } from './data-item-access';

const LINK_NOT_FOUND = 'This link';
const LINKED_DETAIL_NOT_FOUND = 'The linked detail';

async function selectLinks(db: Queryable, detailId: number, id?: number): Promise<DataCatalogDetailLink[]> {
  return db
    .select({
      id: dataCatalogDetailLinks.id,
      data_catalog_detail_id: dataCatalogDetailLinks.data_catalog_detail_id,
      linked_detail_id: dataCatalogDetailLinks.linked_detail_id,
      linked_group_id: dataCatalogDetails.group_id,
      linked_catalog_id: dataCatalogDetails.data_catalog_id,
    })
    .from(dataCatalogDetailLinks)
    .innerJoin(dataCatalogDetails, eq(dataCatalogDetails.id, dataCatalogDetailLinks.linked_detail_id))
    .where(and(eq(dataCatalogDetailLinks.data_catalog_detail_id, detailId), id === undefined ? undefined : eq(dataCatalogDetailLinks.id, id)))
    .orderBy(asc(dataCatalogDetailLinks.id));
}

async function findLink(db: Queryable, detailId: number, id: number): Promise<DataCatalogDetailLink> {
  const [link] = await selectLinks(db, detailId, id);
  if (!link) throw notFound(LINK_NOT_FOUND);
  return link;
}

export async function listLinks(db: Queryable, auth: AuthContext, catalogId: number, detailId: number): Promise<DataCatalogDetailLink[]> {
  await loadDataItemAccess(db, DATA_CATALOG_KIND, auth, catalogId);
  await findDetail(db, catalogId, detailId);
  return selectLinks(db, detailId);
}

/** The detail with the given id when the caller may read its catalog; 404 otherwise. */
async function readableDetail(db: Queryable, auth: AuthContext, detailId: number): Promise<typeof dataCatalogDetails.$inferSelect> {
  const [detail] = await db.select().from(dataCatalogDetails).where(eq(dataCatalogDetails.id, detailId));
  if (!detail) throw notFound(LINKED_DETAIL_NOT_FOUND);
  await loadDataItemAccess(db, DATA_CATALOG_KIND, auth, detail.data_catalog_id).catch(() => {
    throw notFound(LINKED_DETAIL_NOT_FOUND);
  });
  return detail;
}

export async function createLink(db: Queryable, auth: AuthContext, catalogId: number, detailId: number, input: DataCatalogDetailLinkCreate): Promise<DataCatalogDetailLink> {
  await loadDataItemFor(db, DATA_CATALOG_KIND, auth, catalogId, 'write');
  await findDetail(db, catalogId, detailId);
  if (input.linked_detail_id === detailId) throw unprocessable([{ field: 'linked_detail_id', code: 'selfReference', message: 'A detail cannot be linked to itself. Choose another detail.' }]);
  await readableDetail(db, auth, input.linked_detail_id);
  const [row] = await db
    .insert(dataCatalogDetailLinks)
    .values({ data_catalog_detail_id: detailId, linked_detail_id: input.linked_detail_id })
    .onConflictDoNothing()
    .returning({ id: dataCatalogDetailLinks.id });
  if (!row) throw unprocessable([{ field: 'linked_detail_id', code: 'alreadyLinked', message: 'These details are linked already.' }]);
  await touchDataCatalog(db, catalogId);
  return findLink(db, detailId, row.id);
}

export async function destroyLink(db: Queryable, auth: AuthContext, catalogId: number, detailId: number, id: number): Promise<DataCatalogDetailLink> {
  await loadDataItemFor(db, DATA_CATALOG_KIND, auth, catalogId, 'write');
  await findDetail(db, catalogId, detailId);
  const link = await findLink(db, detailId, id);
  await db.delete(dataCatalogDetailLinks).where(eq(dataCatalogDetailLinks.id, id));
  await touchDataCatalog(db, catalogId);
  return link;
}
