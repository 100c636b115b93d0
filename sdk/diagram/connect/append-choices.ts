import type { dia } from '@joint/core';
import { canConnect } from '../cell-rules';
import type { DiagramEditor } from '../diagram-editor';
import type { PaletteGroup, PaletteItem } from '../ui/palette';

/** How many of the palette's items the context pad offers when the plugin declares no append choices. */
export const DEFAULT_APPEND_COUNT = 3;

/** The palette's items in order, once each (an item is its type with its preset attributes). */
export function paletteItems(groups: readonly PaletteGroup[]): PaletteItem[] {
  const seen = new Set<string>();
  return groups
    .flatMap((group) => group.items)
    .filter((item) => {
      const key = JSON.stringify([item.type, item.attributes ?? {}]);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/**
 * The items that may follow `source`: shapes (not links) that §5 lets a link from `source` reach once
 * added on its layer. Answers none for a source that cannot be connected (hidden, non-interactive, a link).
 */
export function itemsThatMayFollow(editor: DiagramEditor, source: dia.Cell, items: readonly PaletteItem[]): PaletteItem[] {
  if (editor.readOnly) return [];
  return items.filter((item) => {
    if (editor.registry.get(item.type)?.kind !== 'element') return false;
    const probe = editor.registry.create(item.type, { ...item.attributes, layer_id: source.get('layer_id') });
    return canConnect(source, probe, editor.rules).ok;
  });
}

/** What the context pad appends: the plugin's choices, else the first palette items; those the rules allow. */
export function contextPadAppendChoices(
  editor: DiagramEditor,
  source: dia.Cell,
  palette: readonly PaletteItem[],
  declared: readonly PaletteItem[] | undefined,
): PaletteItem[] {
  const allowed = itemsThatMayFollow(editor, source, declared ?? palette);
  return declared ? allowed : allowed.slice(0, DEFAULT_APPEND_COUNT);
}
