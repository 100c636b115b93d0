import { BULK_MAX_ITEMS } from '../../core/domain/constants';
import type { EntityValueBulkUpdate, EntityValueUpdate } from '../../core/domain/api-types';
import { baseFieldsOf } from '../../core/domain/entity-value-merge';
import type { Assignments } from './assignments';
import type { PendingChange } from './pending-change';
import type { ValueBase } from './value-bases';

export interface BulkUpdateContext<V> {
  entityAttributeId: number;
  /** The server id of an item key, once known. */
  idOf(key: string): number | undefined;
  /** The item's current local state, for an update whose create the server never saw. */
  currentOf(key: string): { value: V; position: number; assignments?: Assignments } | undefined;
  /** The server's version and value the item's local changes started from, once known (see ValueBases). */
  baseOf?(key: string): ValueBase<V> | undefined;
}

/** One bulk_update request and the item keys whose changes it carries. */
export interface BulkUpdateRequest<V> {
  keys: string[];
  body: EntityValueBulkUpdate<V>;
}

type BulkItem<V> = EntityValueBulkUpdate<V>['entity_values'][number];
type Entry<V> = { key: string; item: BulkItem<V> } | { key: string; destroyId: number };

/**
 * The bulk_update requests for one batch of the save queue, to be sent in order: creates, then updates,
 * then deletions, at most `maxItems` of them together per request (the server refuses more). None when
 * nothing needs sending.
 */
export function buildBulkUpdates<V>(
  batch: ReadonlyMap<string, PendingChange<V>>,
  context: BulkUpdateContext<V>,
  maxItems = BULK_MAX_ITEMS,
): BulkUpdateRequest<V>[] {
  const creates: Entry<V>[] = [];
  const updates: Entry<V>[] = [];
  const deletes: Entry<V>[] = [];
  for (const [key, change] of batch) {
    const id = context.idOf(key);
    if (change.type === 'delete') {
      if (id !== undefined) deletes.push({ key, destroyId: id });
    } else if (id !== undefined) {
      updates.push({ key, item: { id, ...fieldsOf(change), ...basedOn(change.value, context.baseOf?.(key)) } });
    } else if (change.type === 'create') {
      creates.push({ key, item: createEntry(key, change, context.entityAttributeId) });
    } else {
      // The save queue merges an update into its unsent create, so this only happens if a create was lost;
      // sending the item whole is better than dropping the edit.
      const current = context.currentOf(key);
      if (current) {
        const whole = {
          value: change.value ?? current.value,
          position: change.position ?? current.position,
          assignments: { ...current.assignments, ...change.assignments },
        };
        creates.push({ key, item: createEntry(key, whole, context.entityAttributeId) });
      }
    }
  }
  const entries = [...creates, ...updates, ...deletes];
  const requests: BulkUpdateRequest<V>[] = [];
  for (let start = 0; start < entries.length; start += maxItems) {
    requests.push(requestOf(entries.slice(start, start + maxItems)));
  }
  return requests;
}

function requestOf<V>(entries: readonly Entry<V>[]): BulkUpdateRequest<V> {
  const entityValues: BulkItem<V>[] = [];
  const destroyIds: number[] = [];
  for (const entry of entries) {
    if ('item' in entry) entityValues.push(entry.item);
    else destroyIds.push(entry.destroyId);
  }
  const body: EntityValueBulkUpdate<V> = { entity_values: entityValues };
  if (destroyIds.length > 0) body.destroy_ids = destroyIds;
  return { keys: entries.map((entry) => entry.key), body };
}

function fieldsOf<V>(change: Exclude<PendingChange<V>, { type: 'delete' }>): EntityValueUpdate<V> {
  const fields: EntityValueUpdate<V> = { ...change.assignments };
  if (change.value !== undefined) fields.value = change.value;
  if (change.position !== undefined) fields.position = change.position;
  return fields;
}

/** What a changed value was based on, so that the server merges it field by field if another wrote meanwhile. */
function basedOn<V>(value: V | undefined, base: ValueBase<V> | undefined): Pick<EntityValueUpdate<V>, 'base_version' | 'base_fields'> {
  if (value === undefined || base === undefined) return {};
  return { base_version: base.version, base_fields: baseFieldsOf(base.value as Record<string, unknown>, value as Record<string, unknown>) };
}

function createEntry<V>(
  clientId: string,
  { value, position, assignments }: { value: V; position: number; assignments?: Partial<Assignments> },
  entityAttributeId: number,
) {
  return { entity_attribute_id: entityAttributeId, value, position, client_id: clientId, ...assignments };
}
