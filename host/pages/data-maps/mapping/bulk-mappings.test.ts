import { describe, expect, it } from 'vitest';
import { DETAIL_MAPPING_BULK_MAX } from '../../../../core/domain/data-governance-types';
import { bulkBodies, pairsToMap, pairsToUnmap, withChanges } from './bulk-mappings';
import { categoriesByDetail } from './detail-rows';
import { aMapping } from './mapping-test-data';

const mappings = [aMapping(1, 2, 100), aMapping(2, 2, 101), aMapping(3, 3, 100)];
const mapped = categoriesByDetail(mappings);
const pair = (detail: number, category: number) => ({ data_catalog_detail_id: detail, data_map_category_id: category });

describe('bulk mapping requests', () => {
  it('maps only the details not yet in the category', () => {
    expect(pairsToMap([1, 2, 3], 101, mapped)).toEqual([pair(1, 101), pair(3, 101)]);
  });

  it('unmaps the details in the category, or from every category', () => {
    expect(pairsToUnmap([1, 2, 3], 100, mapped)).toEqual([pair(2, 100), pair(3, 100)]);
    expect(pairsToUnmap([2], null, mapped)).toEqual([pair(2, 100), pair(2, 101)]);
  });

  it('splits the pairs into bodies the server takes', () => {
    const pairs = Array.from({ length: DETAIL_MAPPING_BULK_MAX + 1 }, (_, index) => pair(index + 1, 100));
    const bodies = bulkBodies(pairs);
    expect(bodies.map((body) => body.mappings.length)).toEqual([DETAIL_MAPPING_BULK_MAX, 1]);
    expect(bodies.flatMap((body) => body.mappings)).toEqual(pairs);
    expect(bulkBodies([])).toEqual([]);
  });

  it('adds what the server created once and drops what it removed', () => {
    const next = withChanges(mappings, [aMapping(3, 3, 100), aMapping(4, 1, 100)], [aMapping(1, 2, 100)]);
    expect(next.map((mapping) => mapping.id)).toEqual([2, 3, 4]);
  });
});
