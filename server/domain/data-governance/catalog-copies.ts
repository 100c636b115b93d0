/**
 * Copies of a catalog (data-layer.md §4): its groups, its detail tree (ids remapped) and the links between its own
 * details; never its permissions (the caller gets admin on the copy). A global copy is a system admin's; a local copy
 * goes to the caller's company and needs company write (data-item-copies.ts).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DataCatalog } from '../../../core/domain/data-governance-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Database, Queryable } from '../../db/client';
import { dataCatalogDetailLinks, dataCatalogDetails, dataCatalogGroups } from '../../db/schema';
import { toDataCatalog } from './catalog-answers';
import { assertMayCreateDataCatalogs, insertDataCatalog } from './catalog-store';
import { inTreeOrder } from './catalog-tree';
import { DATA_CATALOG_KIND, type DataCatalogRow } from './data-item-access';
import { dataItemCopies } from './data-item-copies';

/** Copies groups, details and inner links of one catalog into another, in the transaction. */
export async function copyCatalogContent(db: Queryable, sourceId: number, targetId: number): Promise<void> {
  const groups = await db.select().from(dataCatalogGroups).where(eq(dataCatalogGroups.data_catalog_id, sourceId)).orderBy(asc(dataCatalogGroups.position), asc(dataCatalogGroups.id));
  const groupIds = new Map<number, number>();
  for (const group of groups) {
    const [copy] = await db
      .insert(dataCatalogGroups)
      .values({ data_catalog_id: targetId, name: group.name, description: group.description, position: group.position })
      .returning({ id: dataCatalogGroups.id });
    groupIds.set(group.id, copy.id);
  }
  const details = inTreeOrder(await db.select().from(dataCatalogDetails).where(eq(dataCatalogDetails.data_catalog_id, sourceId)), groups.map((group) => group.id));
  const detailIds = new Map<number, number>();
  for (const { id, data_catalog_id: _catalog, group_id, parent_id, created_at: _created, updated_at: _updated, ...fields } of details) {
    const [copy] = await db
      .insert(dataCatalogDetails)
      .values({ ...fields, data_catalog_id: targetId, group_id: groupIds.get(group_id)!, parent_id: parent_id === null ? null : detailIds.get(parent_id)! })
      .returning({ id: dataCatalogDetails.id });
    detailIds.set(id, copy.id);
  }
  if (detailIds.size === 0) return;
  const sourceDetailIds = [...detailIds.keys()];
  const links = await db
    .select()
    .from(dataCatalogDetailLinks)
    .where(and(inArray(dataCatalogDetailLinks.data_catalog_detail_id, sourceDetailIds), inArray(dataCatalogDetailLinks.linked_detail_id, sourceDetailIds)));
  if (links.length === 0) return;
  await db
    .insert(dataCatalogDetailLinks)
    .values(links.map((link) => ({ data_catalog_detail_id: detailIds.get(link.data_catalog_detail_id)!, linked_detail_id: detailIds.get(link.linked_detail_id)! })));
}

async function copyCatalog(db: Database, auth: AuthContext, source: DataCatalogRow, companyId: number | null, name: string | undefined): Promise<DataCatalog> {
  const row = await db.transaction(async (tx) => {
    const copy = await insertDataCatalog(tx, auth, companyId, { name: name ?? `${source.name} (copy)`, description: source.description });
    await copyCatalogContent(tx, source.id, copy.id);
    return copy;
  });
  return toDataCatalog(db, auth, row);
}

export const { clone: cloneDataCatalog, createGlobalFrom, createLocalFrom } = dataItemCopies({
  kind: DATA_CATALOG_KIND,
  plural: 'data catalogs',
  assertMayCreate: assertMayCreateDataCatalogs,
  copy: copyCatalog,
});
