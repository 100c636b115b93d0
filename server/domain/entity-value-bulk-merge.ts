/**
 * The bulk save path's updates based on an older version, merged with the newer stored values field by field
 * exactly as a single update is (mergeStaleUpdate). Only the documents of stale items are read: an editor's save
 * usually carries current versions, and reading hundreds of documents only to overwrite them would cost more.
 */
import type { EntityValue, EntityValueMerge, EntityValueUpdate } from '../../core/domain/api-types';
import type { OverwrittenChange } from '../../core/domain/live-messages';
import type { Queryable } from '../db/client';
import { entityValues } from '../db/schema';
import { mergeStaleUpdate } from '../../core/domain/entity-value-merge';
import { valuesOfModule, type ValueAttribute } from './entity-value-rows';

type Based = Pick<EntityValueUpdate, 'base_version' | 'base_fields'>;

export interface MergedItems<T extends Based> {
  /** Every item without its base; a stale update's value merged. */
  items: Omit<T, keyof Based>[];
  /** How each stale update was merged, by value id. */
  merges: Map<number, EntityValueMerge>;
}

function isStale(item: { id?: number; value?: unknown } & Based, existing: ReadonlyMap<number, ValueAttribute>): boolean {
  if (item.id === undefined || item.base_version === undefined || item.value === undefined) return false;
  return item.base_version < (existing.get(item.id)?.version ?? 0);
}

/** `existing` holds every updated id with its version (findModuleValueAttributes, inside the same transaction). */
export async function mergeStaleItems<T extends { id?: number; value?: Record<string, unknown> } & Based>(
  tx: Queryable,
  moduleId: number,
  items: readonly T[],
  existing: ReadonlyMap<number, ValueAttribute>,
): Promise<MergedItems<T>> {
  const staleIds = items.filter((item) => isStale(item, existing)).map((item) => item.id!);
  const documents = await storedDocuments(tx, moduleId, staleIds);
  const merges = new Map<number, EntityValueMerge>();
  const merged = items.map((item) => {
    // A create has no earlier version; an item that is not stale passes through without its base as well.
    const stored = item.id === undefined ? undefined : existing.get(item.id);
    const { input, merge } = mergeStaleUpdate({ value: documents.get(item.id!), version: stored?.version ?? 0 }, item);
    if (merge) merges.set(item.id!, merge);
    return input;
  });
  return { items: merged, merges };
}

async function storedDocuments(tx: Queryable, moduleId: number, ids: readonly number[]): Promise<Map<number, unknown>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: entityValues.id, value: entityValues.value })
    .from(entityValues)
    .where(valuesOfModule(moduleId, ids));
  return new Map(rows.map((row) => [row.id, row.value]));
}

/** The fields saved values wrote over others' newer changes, as their answers say: told to the others live. */
export function overwritesIn(values: readonly EntityValue[]): OverwrittenChange[] {
  return values.flatMap((value) => (value.merge && value.merge.overwritten_fields.length > 0 ? [{ id: value.id, fields: value.merge.overwritten_fields }] : []));
}
