import { serviceToken, type ServiceToken } from './service-token';
/**
 * Changes the server has not accepted yet, kept in the browser (IndexedDB) so that a reload or a closed
 * tab does not lose them: a save queue writes its unsent changes here and the next visit sends them.
 * Kept per signed-in user, so another user of the same browser never sees or sends them; nothing is kept
 * while nobody is signed in.
 */
export const UnsentChanges: ServiceToken<UnsentChanges> = serviceToken<UnsentChanges>('UnsentChanges');
export interface UnsentChanges {
  /** The current user's changes kept under `key` (e.g. one module's content), by item key; empty when none. */
  read<C>(key: string): Promise<Map<string, C>>;
  /** Replaces the current user's changes under `key`; an empty map forgets them. */
  write<C>(key: string, changes: ReadonlyMap<string, C>): Promise<void>;
}
