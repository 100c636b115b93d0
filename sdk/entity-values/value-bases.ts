import type { EntityValue } from '../../core/domain/api-types';

/** The server's version of a value and what it held then. */
export interface ValueBase<V> {
  version: number;
  value: V;
}

/**
 * What each item's local changes are based on: the server's version and value last seen (a load, a save's answer,
 * a live change). An item with changes not yet saved keeps the base its changes started from, so a save names
 * the version it was really based on and the server merges what others wrote meanwhile.
 */
export class ValueBases<V> {
  private readonly bases = new Map<string, ValueBase<V>>();

  get(key: string): ValueBase<V> | undefined {
    return this.bases.get(key);
  }

  /** Remembers `value` as the item's base, unless the item has unsaved changes based on an earlier one. */
  see(key: string, value: EntityValue<V>, unsaved: boolean): void {
    if (value.version === undefined || (unsaved && this.bases.has(key))) return;
    this.bases.set(key, { version: value.version, value: value.value });
  }

  /** Remembers the answer to this store's own save: what its later changes are based on. */
  saved(key: string, value: EntityValue<V>): void {
    if (value.version !== undefined) this.bases.set(key, { version: value.version, value: value.value });
  }

  /** True when `value` is older than what the item is based on (a live change overtaken by this store's own save). */
  outdated(key: string | undefined, value: EntityValue<V>): boolean {
    const base = key === undefined ? undefined : this.bases.get(key);
    return base !== undefined && value.version !== undefined && value.version < base.version;
  }
}
