import type { EntityValueBulkUpdate } from '../../core/domain/api-types';
import type { PendingChange } from './pending-change';

export interface BulkUpdateContext<V> {
  entityAttributeId: number;
  /** The server id of an item key, once known. */
  idOf(key: string): number | undefined;
  /** The item's current local state, for an update whose create the server never saw. */
  currentOf(key: string): { value: V; position: number } | undefined;
}

/** The bulk_update body for one batch of the save queue, or null when nothing needs sending. */
export function buildBulkUpdate<V>(
  batch: ReadonlyMap<string, PendingChange<V>>,
  context: BulkUpdateContext<V>,
): EntityValueBulkUpdate<V> | null {
  const body: Required<EntityValueBulkUpdate<V>> = { entity_values: [], destroy_ids: [] };
  for (const [key, change] of batch) {
    const id = context.idOf(key);
    if (change.type === 'delete') {
      if (id !== undefined) body.destroy_ids.push(id);
    } else if (id !== undefined) {
      body.entity_values.push({ id, ...fieldsOf(change) });
    } else if (change.type === 'create') {
      body.entity_values.push(createEntry(key, change.value, change.position, context.entityAttributeId));
    } else {
      // The save queue merges an update into its unsent create, so this only happens if a create was lost;
      // sending the item whole is better than dropping the edit.
      const current = context.currentOf(key);
      if (current) {
        const value = change.value ?? current.value;
        body.entity_values.push(createEntry(key, value, change.position ?? current.position, context.entityAttributeId));
      }
    }
  }
  if (body.entity_values.length === 0 && body.destroy_ids.length === 0) return null;
  return body.destroy_ids.length > 0 ? body : { entity_values: body.entity_values };
}

function fieldsOf<V>(change: Exclude<PendingChange<V>, { type: 'delete' }>): { value?: V; position?: number } {
  const fields: { value?: V; position?: number } = {};
  if (change.value !== undefined) fields.value = change.value;
  if (change.position !== undefined) fields.position = change.position;
  return fields;
}

function createEntry<V>(clientId: string, value: V, position: number, entityAttributeId: number) {
  return { entity_attribute_id: entityAttributeId, value, position, client_id: clientId };
}
