/**
 * Lineage of a detail (data-layer.md §3): the details its data comes from (upstream) and goes to (downstream), by
 * links, up to a depth, walked in one recursive query. Nodes in catalogs the caller may not read keep their ids and
 * lose their names, so the graph keeps its shape without telling what it passes through.
 */
import { inArray, sql } from 'drizzle-orm';
import { DEFAULT_LINEAGE_DEPTH, type DataCatalogLineage, type LineageDirection, type LineageEdge, type LineageNode } from '../../../core/domain/data-governance-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Queryable } from '../../db/client';
import { dataCatalogDetails, dataCatalogs } from '../../db/schema';
import { findDetail } from './catalog-details';
import { DATA_CATALOG_KIND, loadDataItemAccess, loadDataItemPermissions } from './data-item-access';

interface WalkRow extends Record<string, unknown> {
  from_id: number;
  to_id: number;
  distance: number;
}

/** Every link within `depth` steps: downstream with positive distances, upstream with negative ones. */
async function walk(db: Queryable, detailId: number, direction: LineageDirection, depth: number): Promise<WalkRow[]> {
  const down = direction === 'upstream' ? 0 : depth;
  const up = direction === 'downstream' ? 0 : depth;
  const result = await db.execute<WalkRow>(sql`
    with recursive
      down(from_id, to_id, distance) as (
        select data_catalog_detail_id, linked_detail_id, 1 from data_catalog_detail_links where data_catalog_detail_id = ${detailId} and ${down} > 0
        union
        select l.data_catalog_detail_id, l.linked_detail_id, d.distance + 1
        from data_catalog_detail_links l join down d on l.data_catalog_detail_id = d.to_id where d.distance < ${down}
      ),
      up(from_id, to_id, distance) as (
        select data_catalog_detail_id, linked_detail_id, 1 from data_catalog_detail_links where linked_detail_id = ${detailId} and ${up} > 0
        union
        select l.data_catalog_detail_id, l.linked_detail_id, u.distance + 1
        from data_catalog_detail_links l join up u on l.linked_detail_id = u.from_id where u.distance < ${up}
      )
    select from_id, to_id, distance from down
    union all
    select from_id, to_id, -distance from up`);
  return (result as unknown as { rows: WalkRow[] }).rows.map((row) => ({ from_id: Number(row.from_id), to_id: Number(row.to_id), distance: Number(row.distance) }));
}

export async function lineageOf(
  db: Queryable,
  auth: AuthContext,
  catalogId: number,
  detailId: number,
  query: { direction?: LineageDirection; depth?: number },
): Promise<DataCatalogLineage> {
  await loadDataItemAccess(db, DATA_CATALOG_KIND, auth, catalogId);
  await findDetail(db, catalogId, detailId);
  const direction = query.direction ?? 'both';
  const depth = query.depth ?? DEFAULT_LINEAGE_DEPTH;
  const rows = await walk(db, detailId, direction, depth);
  const distances = new Map<number, number>([[detailId, 0]]);
  const keep = (id: number, distance: number) => {
    const known = distances.get(id);
    if (known === undefined || Math.abs(distance) < Math.abs(known)) distances.set(id, distance);
  };
  const edges = new Map<string, LineageEdge>();
  for (const row of rows) {
    keep(row.distance > 0 ? row.to_id : row.from_id, row.distance);
    edges.set(`${row.from_id}>${row.to_id}`, { from_detail_id: row.from_id, to_detail_id: row.to_id });
  }
  const details = await db
    .select({ detail: dataCatalogDetails, catalog: dataCatalogs })
    .from(dataCatalogDetails)
    .innerJoin(dataCatalogs, sql`${dataCatalogs.id} = ${dataCatalogDetails.data_catalog_id}`)
    .where(inArray(dataCatalogDetails.id, [...distances.keys()]));
  const flags = await loadDataItemPermissions(db, DATA_CATALOG_KIND, auth, details.map((row) => row.catalog));
  const nodes: LineageNode[] = details
    .map(({ detail, catalog }) => {
      const readable = (catalog.company_id === null || catalog.company_id === auth.user.company_id) && flags.get(catalog.id)?.read === true;
      return {
        detail_id: detail.id,
        catalog_id: catalog.id,
        group_id: detail.group_id,
        name: readable ? detail.name : null,
        catalog_name: readable ? catalog.name : null,
        distance: distances.get(detail.id)!,
      };
    })
    .sort((a, b) => a.distance - b.distance || a.detail_id - b.detail_id);
  return { detail_id: detailId, direction, depth, nodes, edges: [...edges.values()] };
}
