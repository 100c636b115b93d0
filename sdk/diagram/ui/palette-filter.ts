import type { PaletteGroup } from './palette';

/** Lower case without accents, so "Ereignis" finds "ereignís" and "Task" finds "user task". */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/**
 * The palette's groups with only the tiles whose name holds every word of the query (in any order);
 * groups left empty are dropped. A blank query keeps everything.
 */
export function filterPalette(groups: readonly PaletteGroup[], query: string): readonly PaletteGroup[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return groups;
  return groups
    .map((group) => ({ ...group, items: group.items.filter((item) => words.every((word) => folded(item.title).includes(word))) }))
    .filter((group) => group.items.length > 0);
}
