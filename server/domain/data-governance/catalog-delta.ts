/**
 * How one catalog differs from another (data-layer.md §4), details matched by path "Group / Parent / Detail": added
 * (only in the destination), removed (only in the source), changed (same path, another description, type, owner or
 * classification). Read on both catalogs.
 */
import { eq } from 'drizzle-orm';
import type { DataCatalogDelta, DataCatalogDeltaChange } from '../../../core/domain/data-governance-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Queryable } from '../../db/client';
import { dataCatalogDetails, dataCatalogGroups } from '../../db/schema';
import { namePaths } from './catalog-tree';
import { DATA_CATALOG_KIND, loadDataItemAccess } from './data-item-access';

export const PATH_SEPARATOR = ' / ';
const COMPARED_FIELDS = ['description', 'type', 'owner', 'classification'] as const;
type DataCatalogDetailRow = typeof dataCatalogDetails.$inferSelect;

/** Each detail of the catalog by its path "Group / Parent / Detail". */
export async function detailsByPath(db: Queryable, catalogId: number): Promise<Map<string, DataCatalogDetailRow>> {
  const groups = await db.select().from(dataCatalogGroups).where(eq(dataCatalogGroups.data_catalog_id, catalogId));
  const details = await db.select().from(dataCatalogDetails).where(eq(dataCatalogDetails.data_catalog_id, catalogId));
  const groupNames = new Map(groups.map((group) => [group.id, group.name]));
  return namePaths(details, PATH_SEPARATOR, (detail) => [groupNames.get(detail.group_id)!]);
}

export interface DataCatalogDeltaDownload {
  delta: DataCatalogDelta;
  filename: string;
}

const fileNamePart = (name: string) => name.replace(/[^\p{L}\p{N}._-]+/gu, '-').replace(/^-+|-+$/g, '') || 'catalog';

export async function catalogDelta(db: Queryable, auth: AuthContext, sourceId: number, destinationId: number): Promise<DataCatalogDeltaDownload> {
  const source = await loadDataItemAccess(db, DATA_CATALOG_KIND, auth, sourceId);
  const destination = await loadDataItemAccess(db, DATA_CATALOG_KIND, auth, destinationId);
  const [here, there] = await Promise.all([detailsByPath(db, sourceId), detailsByPath(db, destinationId)]);
  const changed: DataCatalogDeltaChange[] = [];
  for (const [path, mine] of here) {
    const theirs = there.get(path);
    if (!theirs) continue;
    const fields: DataCatalogDeltaChange['fields'] = {};
    for (const field of COMPARED_FIELDS) if (mine[field] !== theirs[field]) fields[field] = { from: mine[field], to: theirs[field] };
    if (Object.keys(fields).length > 0) changed.push({ path, fields });
  }
  const sorted = (paths: Iterable<string>) => [...paths].sort((a, b) => a.localeCompare(b));
  return {
    delta: {
      source_id: sourceId,
      destination_id: destinationId,
      added: sorted([...there.keys()].filter((path) => !here.has(path))),
      removed: sorted([...here.keys()].filter((path) => !there.has(path))),
      changed: changed.sort((a, b) => a.path.localeCompare(b.path)),
    },
    filename: `${fileNamePart(source.item.name)}-to-${fileNamePart(destination.item.name)}-delta.json`,
  };
}
