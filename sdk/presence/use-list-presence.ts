import { useEffect, useMemo } from 'react';
import type { PresenceEntry } from '../../core/domain/live-messages';
import type { EntityItem } from '../entity-values/entity-item';
import { useOwnPresence, usePresence } from './use-presence';

/**
 * Presence on a list: tells the others which items this person selected (by their saved ids), and answers who else
 * selected an item (the first of them), for its row to be outlined in their colour.
 */
export function useListPresence(moduleId: number, items: readonly EntityItem<unknown>[], selectedKeys: readonly string[]): (item: EntityItem<unknown>) => PresenceEntry | undefined {
  const others = usePresence(moduleId);
  const own = useOwnPresence(moduleId);
  useEffect(() => {
    const selected = new Set(selectedKeys);
    own.selected(items.flatMap((item) => (item.id !== null && selected.has(item.key) ? [String(item.id)] : [])));
  }, [items, selectedKeys, own]);
  const selectorOf = useMemo(() => {
    const byId = new Map<string, PresenceEntry>();
    for (const entry of others) for (const id of entry.selection) if (!byId.has(id)) byId.set(id, entry);
    return byId;
  }, [others]);
  return (item) => (item.id === null ? undefined : selectorOf.get(String(item.id)));
}
