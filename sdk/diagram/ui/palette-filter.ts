import { matchesSearch } from '../../../core/domain/search-text';
import type { PaletteGroup } from './palette';

/**
 * The palette's groups with only the tiles whose name holds every word of the query (in any order, without
 * regard to case or accents); groups left empty are dropped. A blank query keeps everything.
 */
export function filterPalette(groups: readonly PaletteGroup[], query: string): readonly PaletteGroup[] {
  if (!query.trim()) return groups;
  return groups
    .map((group) => ({ ...group, items: group.items.filter((item) => matchesSearch(item.title, query)) }))
    .filter((group) => group.items.length > 0);
}
