import type { DataMapDetailLink } from '../../../core/domain/data-governance-types';
import type { Id } from '../../../core/domain/id';

/** Data flowing from one placed catalog to another: how many detail links go that way. */
export interface CatalogFlow {
  from: Id;
  to: Id;
  count: number;
  /** Whether links go the other way too (the two lines are then drawn apart). */
  twoWay: boolean;
}

/** The map's detail links counted per pair of catalogs and direction, in the order first met; links inside a catalog are left out. */
export function catalogFlows(links: readonly DataMapDetailLink[]): CatalogFlow[] {
  const counts = new Map<string, { from: Id; to: Id; count: number }>();
  for (const link of links) {
    if (link.data_catalog_id === link.linked_catalog_id) continue;
    const key = `${link.data_catalog_id}>${link.linked_catalog_id}`;
    const flow = counts.get(key);
    if (flow) flow.count += 1;
    else counts.set(key, { from: link.data_catalog_id, to: link.linked_catalog_id, count: 1 });
  }
  return [...counts.values()].map((flow) => ({ ...flow, twoWay: counts.has(`${flow.to}>${flow.from}`) }));
}
