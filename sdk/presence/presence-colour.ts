import type { PresenceEntry } from '../../core/domain/live-messages';

/**
 * Colours for other people's outlines, pointers and avatars: distinct from one another and from the editor's own
 * selection blue, each dark enough for white initials (4.5:1 or more).
 */
const PRESENCE_COLOURS = ['#b3261e', '#1b7f3b', '#8e24aa', '#b35c00', '#00796b', '#c2185b', '#5d4037', '#3949ab'];

/** One person's colour, the same in every tab and on every screen: chosen by their user id (a visitor's connection). */
export function presenceColour(entry: Pick<PresenceEntry, 'userId' | 'clientId'>): string {
  const key = entry.userId === null ? entry.clientId : String(entry.userId);
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PRESENCE_COLOURS[hash % PRESENCE_COLOURS.length];
}
