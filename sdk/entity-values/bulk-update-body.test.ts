import { describe, expect, it } from 'vitest';
import { BULK_MAX_ITEMS } from '../../core/domain/constants';
import { buildBulkUpdates, type BulkUpdateContext } from './bulk-update-body';
import type { PendingChange } from './pending-change';

type V = { text: string };
const context = (ids: Record<string, number>, current: Record<string, { value: V; position: number }> = {}) =>
  ({
    entityAttributeId: 5,
    idOf: (key) => ids[key],
    currentOf: (key) => current[key],
  }) satisfies BulkUpdateContext<V>;

describe('buildBulkUpdates', () => {
  it('sends creates with their client id, updates by id and deletions as destroy_ids', () => {
    const batch = new Map<string, PendingChange<V>>([
      ['12', { type: 'delete' }],
      ['10', { type: 'update', value: { text: 'b' } }],
      ['new-1', { type: 'create', value: { text: 'a' }, position: 2 }],
      ['11', { type: 'update', position: 0 }],
    ]);
    expect(buildBulkUpdates(batch, context({ '10': 10, '11': 11, '12': 12 }))).toEqual([
      {
        keys: ['new-1', '10', '11', '12'],
        body: {
          entity_values: [
            { entity_attribute_id: 5, value: { text: 'a' }, position: 2, client_id: 'new-1' },
            { id: 10, value: { text: 'b' } },
            { id: 11, position: 0 },
          ],
          destroy_ids: [12],
        },
      },
    ]);
  });

  it('names the base of a changed value, and none for a move or a value whose version is not known', () => {
    const batch = new Map<string, PendingChange<V>>([
      ['10', { type: 'update', value: { text: 'b' } }],
      ['11', { type: 'update', position: 0 }],
      ['12', { type: 'update', value: { text: 'c' } }],
    ]);
    const bases: Record<string, { version: number; value: V }> = { '10': { version: 4, value: { text: 'a' } }, '11': { version: 2, value: { text: 'x' } } };
    const [request] = buildBulkUpdates(batch, { ...context({ '10': 10, '11': 11, '12': 12 }), baseOf: (key) => bases[key] });
    expect(request.body.entity_values).toEqual([
      { id: 10, value: { text: 'b' }, base_version: 4, base_fields: { text: 'a' } },
      { id: 11, position: 0 },
      { id: 12, value: { text: 'c' } },
    ]);
  });

  it('splits a batch into requests of at most maxItems items: creates, then updates, then deletions', () => {
    const batch = new Map<string, PendingChange<V>>([
      ['1', { type: 'delete' }],
      ['2', { type: 'update', position: 5 }],
      ['new-1', { type: 'create', value: { text: 'a' }, position: 0 }],
      ['new-2', { type: 'create', value: { text: 'b' }, position: 1 }],
      ['3', { type: 'delete' }],
    ]);
    const requests = buildBulkUpdates(batch, context({ '1': 1, '2': 2, '3': 3 }), 2);
    expect(requests.map((request) => request.keys)).toEqual([['new-1', 'new-2'], ['2', '1'], ['3']]);
    expect(requests.map((request) => request.body)).toEqual([
      {
        entity_values: [
          { entity_attribute_id: 5, value: { text: 'a' }, position: 0, client_id: 'new-1' },
          { entity_attribute_id: 5, value: { text: 'b' }, position: 1, client_id: 'new-2' },
        ],
      },
      { entity_values: [{ id: 2, position: 5 }], destroy_ids: [1] },
      { entity_values: [], destroy_ids: [3] },
    ]);
  });

  it('keeps to the server limit by default', () => {
    const batch = new Map<string, PendingChange<V>>(
      Array.from({ length: BULK_MAX_ITEMS + 1 }, (_, index) => [`${index}`, { type: 'update', position: index }]),
    );
    const ids = Object.fromEntries(Array.from({ length: BULK_MAX_ITEMS + 1 }, (_, index) => [`${index}`, index + 1]));
    const sizes = buildBulkUpdates(batch, context(ids)).map((request) => request.body.entity_values.length);
    expect(sizes).toEqual([BULK_MAX_ITEMS, 1]);
  });

  it('sends an update of an item created earlier by the id the server gave it', () => {
    const batch = new Map<string, PendingChange<V>>([['new-1', { type: 'update', value: { text: 'b' } }]]);
    expect(buildBulkUpdates(batch, context({ 'new-1': 42 }))).toEqual([
      { keys: ['new-1'], body: { entity_values: [{ id: 42, value: { text: 'b' } }] } },
    ]);
  });

  it('sends an update without a known id as a create of the whole item rather than dropping it', () => {
    const batch = new Map<string, PendingChange<V>>([['new-1', { type: 'update', position: 4 }]]);
    const current = { 'new-1': { value: { text: 'a' }, position: 3 } };
    expect(buildBulkUpdates(batch, context({}, current))[0].body).toEqual({
      entity_values: [{ entity_attribute_id: 5, value: { text: 'a' }, position: 4, client_id: 'new-1' }],
    });
  });

  it('sends nothing for a deletion of an item the server never had', () => {
    expect(buildBulkUpdates(new Map([['new-1', { type: 'delete' }]]), context({}))).toEqual([]);
  });
});
