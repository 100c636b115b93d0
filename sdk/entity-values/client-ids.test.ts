import { describe, expect, it } from 'vitest';
import type { EntityValue } from '../../core/domain/api-types';
import { createdIds, withServerIds } from './client-ids';
import { noAssignments } from '../../core/domain/registry-types';

const answer = (id: number, client_id?: string): EntityValue<unknown> => ({
  id,
  entity_attribute_id: 5,
  key: 'Note',
  module_id: 1,
  project_id: 1,
  value: {},
  position: 0,
  updated_at: '',
  ...noAssignments(),
  ...(client_id ? { client_id } : {}),
});

describe('client ids', () => {
  it('maps each echoed client_id to its new server id', () => {
    expect(createdIds([answer(41, 'new-a'), answer(7), answer(42, 'new-b')])).toEqual(
      new Map([
        ['new-a', 41],
        ['new-b', 42],
      ]),
    );
  });

  it('fills in the ids of local items and keeps their keys', () => {
    const items = [
      { key: '7', id: 7, value: {}, position: 0 },
      { key: 'new-a', id: null, value: {}, position: 1 },
    ];
    expect(withServerIds(items, new Map([['new-a', 41]]))).toEqual([items[0], { ...items[1], id: 41 }]);
  });

  it('drops another item holding the id a create was answered with: the same value shown twice', () => {
    const items = [
      { key: 'new-earlier', id: 41, value: {}, position: 0 },
      { key: 'new-a', id: null, value: {}, position: 1 },
    ];
    expect(withServerIds(items, new Map([['new-a', 41]]))).toEqual([{ ...items[1], id: 41 }]);
  });

  it('returns the same array when nothing changes', () => {
    const items = [{ key: '7', id: 7, value: {}, position: 0 }];
    expect(withServerIds(items, new Map([['new-a', 41]]))).toBe(items);
  });
});
