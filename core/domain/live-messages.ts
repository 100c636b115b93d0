/**
 * The live updates protocol (`/api/live`, JSON text frames), shared by the browser and the server. The client
 * authenticates first, then subscribes to the modules it has open; the server sends each committed change of a
 * subscribed module's content to every subscriber but the connection that made it (LIVE_CLIENT_HEADER).
 */
import type { EntityValue } from './api-types';

export const LIVE_PATH = '/api/live';

/** Close codes of the protocol: the token was missing, wrong or expired. */
export const LIVE_UNAUTHORISED = 4401;

export type LiveClientMessage =
  | { type: 'auth'; token: string | null; sessionToken?: string | null }
  | { type: 'subscribe'; moduleId: number }
  | { type: 'unsubscribe'; moduleId: number };

export interface ModuleChanged {
  type: 'module-changed';
  moduleId: number;
  revisionId: number;
  userId: number | null;
  /** The entity values added or changed, as the module's values list answers them. */
  values: EntityValue<unknown>[];
  destroyedIds: number[];
}

export type LiveServerMessage =
  | { type: 'ready'; clientId: string }
  | { type: 'subscribed'; moduleId: number }
  | { type: 'refused'; moduleId: number }
  | ModuleChanged;
