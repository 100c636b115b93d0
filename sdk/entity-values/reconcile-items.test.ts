import { describe, expect, it } from 'vitest';
import type { EntityValue } from '../../core/domain/api-types';
import type { EntityItem } from './entity-item';
import { reconcileItems, type ServerValue } from './reconcile-items';
import { noAssignments } from '../../core/domain/registry-types';

type V = { text: string };
const server = (id: number, text: string, position: number): EntityValue<V> => ({
  id,
  entity_attribute_id: 5,
  key: 'Note',
  module_id: 1,
  project_id: 1,
  value: { text },
  position,
  updated_at: '',
  ...noAssignments(),
});
const local = (key: string, id: number | null, text: string, position: number): EntityItem<V> => ({
  key,
  id,
  value: { text },
  position,
  assignments: noAssignments(),
});
const noKey = () => undefined;

describe('reconcileItems', () => {
  it('replaces saved items with the server list', () => {
    const result = reconcileItems([local('1', 1, 'old', 0), local('2', 2, 'gone', 1)], { values: [server(1, 'new', 0)], complete: true }, new Set(), noKey);
    expect(result).toEqual([local('1', 1, 'new', 0)]);
  });

  it('keeps local changes not yet saved, and unsaved creates', () => {
    const result = reconcileItems(
      [local('1', 1, 'mine', 0), local('new-a', null, 'draft', 5)],
      { values: [server(1, 'theirs', 0)], complete: true },
      new Set(['1', 'new-a']),
      noKey,
    );
    expect(result.map((item) => item.value.text)).toEqual(['mine', 'draft']);
  });

  it('does not bring back an item deleted here whose deletion is not saved yet', () => {
    const result = reconcileItems([], { values: [server(1, 'x', 0)], complete: true }, new Set(['1']), noKey);
    expect(result).toEqual([]);
  });

  it('merges partial changes by id under the local key and drops destroyed ids', () => {
    const result = reconcileItems(
      [local('new-a', 41, 'a', 0), local('2', 2, 'b', 1)],
      { values: [server(41, 'a2', 2), server(3, 'c', 1)], complete: false, destroyedIds: [2] },
      new Set(),
      (id) => (id === 41 ? 'new-a' : undefined),
    );
    expect(result).toEqual([local('3', 3, 'c', 1), local('new-a', 41, 'a2', 2)]);
  });

  it('keeps the comment counts of an item when a remote change comes without them', () => {
    const counted = { ...local('1', 1, 'a', 0), commentCount: 2, unreadCommentCount: 1 };
    const result = reconcileItems([counted], { values: [server(1, 'a2', 0)], complete: false }, new Set(), noKey);
    expect(result).toEqual([{ ...local('1', 1, 'a2', 0), commentCount: 2, unreadCommentCount: 1 }]);
  });

  it('takes the server’s assignment arrays, and keeps the item’s when a remote change comes without them', () => {
    const assigned = { ...local('1', 1, 'a', 0), assignments: { ...noAssignments(), tag_ids: [4] } };
    const fromServer = reconcileItems([assigned], { values: [{ ...server(1, 'a', 0), stakeholder_ids: [8] }], complete: true }, new Set(), noKey);
    expect(fromServer[0].assignments).toEqual({ ...noAssignments(), stakeholder_ids: [8] });
    const { tag_ids: _omitted, ...withoutTags } = server(1, 'a2', 0);
    const remote = reconcileItems([assigned], { values: [withoutTags as ServerValue<V>], complete: false }, new Set(), noKey);
    expect(remote[0].assignments).toEqual({ ...noAssignments(), tag_ids: [4] });
  });
});
