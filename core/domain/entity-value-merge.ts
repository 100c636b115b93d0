/**
 * A write based on an outdated version of a value meets the newer stored one field by field: fields the
 * writer did not change keep the stored values; a field changed on both sides takes this, the later, write.
 * Both sides of it live here: the server merges (mergeStaleUpdate), the browser names what it changed (baseFieldsOf).
 */
import type { EntityValueMerge, EntityValueUpdate } from './api-types';

/** The write without its base, its value merged when the base was outdated, and how it was merged. */
export interface MergedUpdate<T extends EntityValueUpdate = EntityValueUpdate> {
  input: Omit<T, 'base_version' | 'base_fields'>;
  merge?: EntityValueMerge;
}

/** The stored side of a merge; `value` is read only when `version` is newer than the write's base. */
export interface StoredVersion {
  value: unknown;
  version: number;
}

/** One path for single and bulk updates: `input` may carry more (a bulk item's id), which passes through. */
export function mergeStaleUpdate<T extends EntityValueUpdate>(stored: StoredVersion, input: T): MergedUpdate<T> {
  const { base_version: baseVersion, base_fields: baseFields, ...change } = input;
  if (baseVersion === undefined || baseVersion >= stored.version || change.value === undefined) return { input: change };
  const storedValue = stored.value as Record<string, unknown>;
  const changedFields = Object.keys(baseFields ?? change.value);
  const value = withFieldsOf(storedValue, change.value, changedFields);
  // A field both sides set alike overwrote nothing.
  const overwrittenFields = changedFields.filter(
    (field) => baseFields !== undefined && !sameJson(storedValue[field], baseFields[field]) && !sameJson(storedValue[field], value[field]),
  );
  // A field the others removed is kept (removed) too, so both sides' keys are looked at.
  const fields = new Set([...Object.keys(storedValue), ...Object.keys(change.value)]);
  const keptFields = [...fields].filter((field) => !changedFields.includes(field) && !sameJson(storedValue[field], change.value![field]));
  return { input: { ...change, value }, merge: { kept_fields: keptFields, overwritten_fields: overwrittenFields } };
}

/** The base_fields of a change from `before` to `after`: each field that differs, with what it held before (null if absent). */
export function baseFieldsOf(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown> {
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  return Object.fromEntries([...fields].filter((field) => !sameJson(before[field], after[field])).map((field) => [field, before[field] ?? null]));
}

/**
 * The browser's side of a merge's answer: `local` with the server's value of each kept field (another's newer
 * change) that `local` still holds as it was `sent`; a field changed here since the send keeps the local change.
 * The same object when nothing is taken.
 */
export function takeKeptFields<V extends Record<string, unknown>>(local: V, sent: V, server: Record<string, unknown>, keptFields: readonly string[]): V {
  const taken = keptFields.filter((field) => sameJson(local[field], sent[field]) && !sameJson(local[field], server[field]));
  return taken.length === 0 ? local : withFieldsOf(local, server, taken);
}

/** A copy of `target` with `fields` as `source` holds them: set where `source` has the field, removed where it has not. */
export function withFieldsOf<V extends object>(target: V, source: object, fields: readonly string[]): V {
  const value: Record<string, unknown> = { ...(target as Record<string, unknown>) };
  const from = source as Record<string, unknown>;
  for (const field of fields) {
    if (field in from) value[field] = from[field];
    else delete value[field];
  }
  return value as V;
}

/** Field values are JSON, where a field that was absent travels as null; comparing texts tells a change. */
function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}
