import type { Observable } from 'rxjs';
import type { ModuleChanged } from '../domain/live-messages';
import { serviceToken, type ServiceToken } from './service-token';

export type LiveState = 'off' | 'connecting' | 'live' | 'reconnecting';

export interface LiveModuleListener {
  /** A change of the module's content someone else committed. */
  changed(change: ModuleChanged): void;
  /** The connection came back after a loss: what changed meanwhile must be fetched again. */
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
}

/** What the live connection uses of the browser's WebSocket, replaceable in tests. */
export type LiveSocket = Pick<WebSocket, 'onopen' | 'onmessage' | 'onclose' | 'readyState' | 'send' | 'close'>;

export type LiveSocketFactory = (url: string) => LiveSocket;
export const LiveSocketFactory: ServiceToken<LiveSocketFactory> = serviceToken<LiveSocketFactory>('LiveSocketFactory');
