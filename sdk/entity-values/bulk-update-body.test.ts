import { describe, expect, it } from 'vitest';
import { buildBulkUpdate, type BulkUpdateContext } from './bulk-update-body';
import type { PendingChange } from './pending-change';

type V = { text: string };
const context = (ids: Record<string, number>, current: Record<string, { value: V; position: number }> = {}) =>
  ({
    entityAttributeId: 5,
    idOf: (key) => ids[key],
    currentOf: (key) => current[key],
  }) satisfies BulkUpdateContext<V>;

describe('buildBulkUpdate', () => {
  it('sends creates with their client id, updates by id and deletions as destroy_ids', () => {
    const batch = new Map<string, PendingChange<V>>([
      ['new-1', { type: 'create', value: { text: 'a' }, position: 2 }],
      ['10', { type: 'update', value: { text: 'b' } }],
      ['11', { type: 'update', position: 0 }],
      ['12', { type: 'delete' }],
    ]);
    expect(buildBulkUpdate(batch, context({ '10': 10, '11': 11, '12': 12 }))).toEqual({
      entity_values: [
        { entity_attribute_id: 5, value: { text: 'a' }, position: 2, client_id: 'new-1' },
        { id: 10, value: { text: 'b' } },
        { id: 11, position: 0 },
      ],
      destroy_ids: [12],
    });
  });

  it('sends an update of an item created earlier by the id the server gave it', () => {
    const batch = new Map<string, PendingChange<V>>([['new-1', { type: 'update', value: { text: 'b' } }]]);
    expect(buildBulkUpdate(batch, context({ 'new-1': 42 }))).toEqual({ entity_values: [{ id: 42, value: { text: 'b' } }] });
  });

  it('sends an update without a known id as a create of the whole item rather than dropping it', () => {
    const batch = new Map<string, PendingChange<V>>([['new-1', { type: 'update', position: 4 }]]);
    const current = { 'new-1': { value: { text: 'a' }, position: 3 } };
    expect(buildBulkUpdate(batch, context({}, current))).toEqual({
      entity_values: [{ entity_attribute_id: 5, value: { text: 'a' }, position: 4, client_id: 'new-1' }],
    });
  });

  it('sends nothing for a deletion of an item the server never had', () => {
    expect(buildBulkUpdate(new Map([['new-1', { type: 'delete' }]]), context({}))).toBeNull();
  });
});
