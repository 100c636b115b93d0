/** JSON-like data: what cell documents and shape looks are made of. */
export type PlainData = Record<string, unknown>;

export function isPlainData(value: unknown): value is PlainData {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * A deep copy of JSON-like data, sharing no object or array with it. Made for every field of every cell of
 * a diagram, so a plain walk: structuredClone costs several times more for the small objects cells hold.
 */
export function copyPlainData<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyPlainData) as T;
  if (!isPlainData(value)) return value;
  const copy: PlainData = {};
  for (const key in value) if (key !== '__proto__') copy[key] = copyPlainData(value[key]);
  return copy as T;
}
