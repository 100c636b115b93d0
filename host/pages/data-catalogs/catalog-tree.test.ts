import { describe, expect, it } from 'vitest';
import type { DataCatalogDetail, DataCatalogGroup } from '../../../core/domain/data-governance-types';
import { descendantCount, keyboardMove } from '../data-items/tree-moves';
import { buildCatalogTree, dropMove } from './catalog-tree';

const group = (id: number, position: number): DataCatalogGroup => ({ id, data_catalog_id: 1, name: `G${id}`, description: '', position });
const detail = (id: number, group_id: number, parent_id: number | null, position: number): DataCatalogDetail => ({
  id, data_catalog_id: 1, group_id, parent_id, level: 0, name: `D${id}`, description: '', type: '', owner: '', classification: '', position, data_map_category_ids: [],
});

// G1: 10 (11, 12 (13)), 14   G2: 20
const groups = [group(2, 1), group(1, 0)];
const details = [detail(14, 1, null, 1), detail(12, 1, 10, 1), detail(10, 1, null, 0), detail(11, 1, 10, 0), detail(13, 1, 12, 0), detail(20, 2, null, 0)];
const byId = (id: number) => details.find((d) => d.id === id)!;

describe('buildCatalogTree', () => {
  it('nests details under their parents, groups and siblings by position', () => {
    const tree = buildCatalogTree(groups, details);
    expect(tree.map((g) => g.group.id)).toEqual([1, 2]);
    expect(tree[0].roots.map((n) => n.detail.id)).toEqual([10, 14]);
    expect(tree[0].roots[0].children.map((n) => n.detail.id)).toEqual([11, 12]);
    expect(tree[0].roots[0].children[1].children.map((n) => n.detail.id)).toEqual([13]);
  });
});

describe('descendantCount', () => {
  it('counts every detail below, at any depth', () => {
    expect(descendantCount(details, 10)).toBe(3);
    expect(descendantCount(details, 14)).toBe(0);
  });
});

describe('keyboardMove', () => {
  it('moves among siblings and refuses past either end', () => {
    expect(keyboardMove(details, byId(14), 'up')).toEqual({ group_id: 1, parent_id: null, position: 0 });
    expect(keyboardMove(details, byId(10), 'up')).toBeNull();
    expect(keyboardMove(details, byId(14), 'down')).toBeNull();
  });
  it('moves into the sibling above and out after the parent', () => {
    expect(keyboardMove(details, byId(14), 'into')).toEqual({ group_id: 1, parent_id: 10 });
    expect(keyboardMove(details, byId(10), 'into')).toBeNull();
    expect(keyboardMove(details, byId(13), 'out')).toEqual({ group_id: 1, parent_id: 10, position: 2 });
    expect(keyboardMove(details, byId(10), 'out')).toBeNull();
  });
});

describe('dropMove', () => {
  it('takes the place of the detail dropped on, in its group and parent', () => {
    expect(dropMove(details, byId(14), { kind: 'detail', detail: byId(20) })).toEqual({ group_id: 2, parent_id: null, position: 0 });
    expect(dropMove(details, byId(11), { kind: 'detail', detail: byId(13) })).toEqual({ group_id: 1, parent_id: 12, position: 0 });
  });
  it('goes to the end of a group dropped on', () => {
    expect(dropMove(details, byId(13), { kind: 'group', groupId: 2 })).toEqual({ group_id: 2, parent_id: null });
    expect(dropMove(details, byId(14), { kind: 'group', groupId: 1 })).toBeNull();
  });
  it('refuses a drop on itself or below itself', () => {
    expect(dropMove(details, byId(10), { kind: 'detail', detail: byId(10) })).toBeNull();
    expect(dropMove(details, byId(10), { kind: 'detail', detail: byId(13) })).toBeNull();
  });
});
