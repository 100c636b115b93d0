/**
 * The bulk calls of element mapping: which pairs to send to bulk_create.json and bulk_destroy.json, in bodies the
 * server takes (each one transaction, at most DETAIL_MAPPING_BULK_MAX pairs), and the mappings once they answered.
 */
import {
  DETAIL_MAPPING_BULK_MAX,
  type DataMapDetailMapping,
  type DataMapDetailMappingBulk,
  type DataMapDetailMappingCreate,
} from '../../../../core/domain/data-governance-types';
import type { Id } from '../../../../core/domain/id';

type Mapped = ReadonlyMap<Id, readonly Id[]>;

/** The pairs that map these details to the category, leaving out those already there. */
export function pairsToMap(detailIds: readonly Id[], categoryId: Id, mapped: Mapped): DataMapDetailMappingCreate[] {
  return detailIds
    .filter((detailId) => !mapped.get(detailId)?.includes(categoryId))
    .map((detailId) => ({ data_catalog_detail_id: detailId, data_map_category_id: categoryId }));
}

/** The pairs that take these details out of the category, or out of every category when it is null. */
export function pairsToUnmap(detailIds: readonly Id[], categoryId: Id | null, mapped: Mapped): DataMapDetailMappingCreate[] {
  return detailIds.flatMap((detailId) =>
    (mapped.get(detailId) ?? [])
      .filter((mappedId) => categoryId === null || mappedId === categoryId)
      .map((mappedId) => ({ data_catalog_detail_id: detailId, data_map_category_id: mappedId })),
  );
}

/** The request bodies carrying the pairs, in order, none larger than the server takes. */
export function bulkBodies(pairs: readonly DataMapDetailMappingCreate[]): DataMapDetailMappingBulk[] {
  const bodies: DataMapDetailMappingBulk[] = [];
  for (let start = 0; start < pairs.length; start += DETAIL_MAPPING_BULK_MAX) bodies.push({ mappings: pairs.slice(start, start + DETAIL_MAPPING_BULK_MAX) });
  return bodies;
}

/** The map's mappings after the server created `added` (some may exist already) and removed `removed`. */
export function withChanges(mappings: readonly DataMapDetailMapping[], added: readonly DataMapDetailMapping[], removed: readonly DataMapDetailMapping[]): DataMapDetailMapping[] {
  const gone = new Set(removed.map((mapping) => mapping.id));
  const known = new Set(mappings.map((mapping) => mapping.id));
  return [...mappings.filter((mapping) => !gone.has(mapping.id)), ...added.filter((mapping) => !known.has(mapping.id))];
}
