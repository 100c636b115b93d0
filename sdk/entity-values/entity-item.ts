import type { Assignments } from './assignments';

/** One entity value as the editor sees it. `key` is stable for the item's whole life in this tab. */
export interface EntityItem<V> {
  /** `String(id)` for values loaded from the server; a client key for values created here. */
  key: string;
  /** Null until the server has accepted the create. */
  id: number | null;
  value: V;
  position: number;
  /** The registry items and project members it is assigned; absent means none. */
  assignments?: Assignments;
  /** From the server's last answer (read-only here, never sent back); values created here have none. */
  commentCount?: number;
  unreadCommentCount?: number;
}

export type ItemPosition = Pick<EntityItem<unknown>, 'key' | 'position'>;

/** The key of a value that came from the server. */
export function serverKey(id: number): string {
  return String(id);
}

let created = 0;

/** A key for a value created in this tab; sent as `client_id` and echoed back by the server. */
export function createClientKey(): string {
  created += 1;
  return `new-${Date.now().toString(36)}-${created}-${Math.random().toString(36).slice(2, 8)}`;
}

export function byPosition<V>(a: EntityItem<V>, b: EntityItem<V>): number {
  return a.position - b.position || (a.id ?? Infinity) - (b.id ?? Infinity);
}
