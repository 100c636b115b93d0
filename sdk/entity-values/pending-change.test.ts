import { describe, expect, it } from 'vitest';
import { mergePendingChanges, type PendingChange } from './pending-change';

type V = { text: string };
const create = (text: string, position = 0): PendingChange<V> => ({ type: 'create', value: { text }, position });
const update = (text?: string, position?: number): PendingChange<V> => ({
  type: 'update',
  ...(text === undefined ? {} : { value: { text } }),
  ...(position === undefined ? {} : { position }),
});
const remove: PendingChange<V> = { type: 'delete' };

describe('mergePendingChanges', () => {
  it('keeps a create a create, with the newer value', () => {
    expect(mergePendingChanges(create('a', 3), update('b'))).toEqual(create('b', 3));
  });

  it('moves a pending create when a position update follows', () => {
    expect(mergePendingChanges(create('a', 3), update(undefined, 1))).toEqual(create('a', 1));
  });

  it('cancels a create that is deleted before it was sent', () => {
    expect(mergePendingChanges(create('a'), remove)).toBeNull();
  });

  it('lets the newer update win field by field', () => {
    expect(mergePendingChanges(update('a', 1), update('b'))).toEqual(update('b', 1));
    expect(mergePendingChanges(update('a'), update(undefined, 2))).toEqual(update('a', 2));
  });

  it('turns an update followed by a delete into a delete', () => {
    expect(mergePendingChanges(update('a'), remove)).toEqual(remove);
  });

  it('keeps a delete when something else arrives for the same key', () => {
    expect(mergePendingChanges(remove, update('a'))).toEqual(remove);
  });
});

describe('mergePendingChanges with assignments', () => {
  it('merges assignment arrays one by one, the newer array winning', () => {
    const older: PendingChange<V> = { type: 'update', assignments: { tag_ids: [1], stakeholder_ids: [2] } };
    const newer: PendingChange<V> = { type: 'update', assignments: { tag_ids: [3] } };
    expect(mergePendingChanges(older, newer)).toEqual({ type: 'update', assignments: { tag_ids: [3], stakeholder_ids: [2] } });
  });

  it('keeps a create’s assignments when its text changes', () => {
    const older: PendingChange<V> = { type: 'create', value: { text: 'a' }, position: 0, assignments: { user_ids: [4] } };
    expect(mergePendingChanges(older, update('b'))).toEqual({ ...older, value: { text: 'b' } });
  });
});
