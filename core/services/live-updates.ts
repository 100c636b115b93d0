import type { Observable } from 'rxjs';
import type { ModuleChanged, PresenceEntry, PresencePoint } from '../domain/live-messages';
import { serviceToken, type ServiceToken } from './service-token';

export type LiveState = 'off' | 'connecting' | 'live' | 'reconnecting';

export interface LiveModuleListener {
  /** A change of the module's content someone else committed. */
  changed(change: ModuleChanged): void;
  /** The connection came back after a loss and no revision of the module was seen: load it again to catch up. */
  resumed(): void;
}

/**
 * Changes others make to the modules this browser has open, as they are committed: one connection, opened with the
 * first subscription and closed with the last, reconnecting (and telling listeners to catch up) after a loss.
 */
export const LiveUpdates: ServiceToken<LiveUpdates> = serviceToken<LiveUpdates>('LiveUpdates');
export interface LiveUpdates {
  readonly state$: Observable<LiveState>;
  /** Listens to one module; the returned function stops. */
  subscribe(moduleId: number, listener: LiveModuleListener): () => void;
  /**
   * This browser holds the module as it was at `revision` (a load's MODULE_REVISION_HEADER): what changed after it
   * reaches the module's listeners, now and after every lost connection, without loading it all again.
   */
  seen(moduleId: number, revision: number): void;
  /** Who else has the module open (one entry per connection), as it changes; empty while not live. */
  presence$(moduleId: number): Observable<readonly PresenceEntry[]>;
  /** Tells the others in the module what this person has selected and where their pointer is (again after a reconnect). */
  publishPresence(moduleId: number, selection: readonly string[], cursor: PresencePoint | null): void;
}

/** What the live connection uses of the browser's WebSocket, replaceable in tests. */
export type LiveSocket = Pick<WebSocket, 'onopen' | 'onmessage' | 'onclose' | 'readyState' | 'send' | 'close'>;

export type LiveSocketFactory = (url: string) => LiveSocket;
export const LiveSocketFactory: ServiceToken<LiveSocketFactory> = serviceToken<LiveSocketFactory>('LiveSocketFactory');
