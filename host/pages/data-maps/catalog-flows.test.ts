import { describe, expect, it } from 'vitest';
import type { DataMapDetailLink } from '../../../core/domain/data-governance-types';
import { catalogFlows } from './catalog-flows';

let nextId = 1;
const link = (from: number, to: number): DataMapDetailLink => {
  const id = nextId++;
  return { id, data_catalog_id: from, data_catalog_detail_id: id * 10, linked_detail_id: id * 10 + 1, linked_group_id: 1, linked_catalog_id: to };
};

describe('catalogFlows', () => {
  it('counts the links of each direction between two catalogs', () => {
    expect(catalogFlows([link(1, 2), link(1, 2), link(1, 3), link(1, 2)])).toEqual([
      { from: 1, to: 2, count: 3, twoWay: false },
      { from: 1, to: 3, count: 1, twoWay: false },
    ]);
  });

  it('marks flows that go both ways and leaves out links inside one catalog', () => {
    expect(catalogFlows([link(1, 2), link(2, 1), link(2, 2)])).toEqual([
      { from: 1, to: 2, count: 1, twoWay: true },
      { from: 2, to: 1, count: 1, twoWay: true },
    ]);
  });
});
