/**
 * The live updates protocol (`/api/live`, JSON text frames), shared by the browser and the server. The client
 * authenticates first, then subscribes to the modules it has open; the server sends each committed change of a
 * subscribed module's content to every subscriber but the connection that made it (LIVE_CLIENT_HEADER), and tells
 * each who else has the module open (presence).
 */
import type { EntityValue } from './api-types';

export const LIVE_PATH = '/api/live';

/** The module's newest revision when its values list was read (values list answers): where a catch-up starts. */
export const MODULE_REVISION_HEADER = 'x-tessera-revision';

/** Close codes of the protocol: the token was missing, wrong or expired. */
export const LIVE_UNAUTHORISED = 4401;

export type LiveClientMessage =
  | { type: 'auth'; token: string | null; sessionToken?: string | null }
  | { type: 'subscribe'; moduleId: number }
  | { type: 'unsubscribe'; moduleId: number }
  /** Asks for what changed in a subscribed module after revision `since` (0: before any): one module-changed answers. */
  | { type: 'catch-up'; moduleId: number; since: number }
  /** What this person has selected in a subscribed module, and where their pointer is on its canvas. */
  | { type: 'presence'; moduleId: number; selection: string[]; cursor: PresencePoint | null };

/**
 * Where someone points in a module: on a diagram, its paper coordinates; on a page the browser lays out (a canvas's
 * areas, a board's cells), which every screen lays out its own way, the fractions 0 to 1 across and down the part
 * named `anchor`.
 */
export interface PresencePoint {
  x: number;
  y: number;
  anchor?: string;
}

/** The longest anchor a pointer may name. */
export const PRESENCE_MAX_ANCHOR = 200;

/** Someone else who has a module open. */
export interface PresenceEntry {
  /** Their live connection: one person may have the module open in two tabs. */
  clientId: string;
  /** Null for a share-link visitor. */
  userId: number | null;
  /** Their name; null for a share-link visitor. */
  name: string | null;
  /** The ids of what they have selected: diagram cells, list items (at most PRESENCE_MAX_SELECTION). */
  selection: string[];
  cursor: PresencePoint | null;
}

/** More than anyone's outline can usefully show: a bigger selection is cut to its first ones. */
export const PRESENCE_MAX_SELECTION = 200;

export interface ModuleChanged {
  type: 'module-changed';
  moduleId: number;
  /** The revision this change is (a catch-up's: the newest it covers). */
  revisionId: number;
  /** Who made it; null for the system, a share-link visitor, or a catch-up of several people's changes. */
  userId: number | null;
  /** The entity values added or changed, as the module's values list answers them. */
  values: EntityValue<unknown>[];
  destroyedIds: number[];
  /** On the answer to a catch-up: the revision it was asked from. */
  since?: number;
  /**
   * Fields of values this change wrote over others' newer changes (a save based on an older version, the later write
   * winning): whoever wrote them is told their change was replaced.
   */
  overwritten?: OverwrittenChange[];
}

export interface OverwrittenChange {
  /** The entity value's id. */
  id: number;
  fields: string[];
}

export type LiveServerMessage =
  | { type: 'ready'; clientId: string }
  | { type: 'subscribed'; moduleId: number }
  | { type: 'refused'; moduleId: number }
  | ModuleChanged
  /** Someone else opened the module, or moved their selection or pointer in it. */
  | { type: 'presence'; moduleId: number; entry: PresenceEntry }
  /** They closed it (or their connection has been gone for a few seconds). */
  | { type: 'presence-left'; moduleId: number; clientId: string };
