import type { dia } from '@joint/core';
import type { DiagramEditor } from '../diagram-editor';
import type { Point } from '../geometry/rect';
import { itemsThatMayFollow } from '../connect/append-choices';
import type { PaletteItem } from '../ui/palette';
import { addPaletteItem } from './add-palette-item';

/**
 * Adds a palette item centred on `point`, on the source's layer, and connects `sourceId` to it with the
 * module's default link: one undo step. Answers the new shape, or null when nothing was added (read-only,
 * or the rules refused the link).
 */
export function appendShape(editor: DiagramEditor, sourceId: dia.Cell.ID, item: PaletteItem, point: Point): dia.Cell | null {
  const source = editor.graph.getCell(sourceId);
  if (!source || itemsThatMayFollow(editor, source, [item]).length === 0) return null;
  return editor.undoManager.batch('append', () => {
    const onSourceLayer = { ...item, attributes: { ...item.attributes, layer_id: source.get('layer_id') ?? editor.layers.firstLayerId } };
    const added = addPaletteItem(editor, onSourceLayer, point);
    if (!added) return null;
    if (editor.connect(sourceId, added.id).ok) return added;
    // Dropped into a container on a dimmed layer: the link is refused, so the shape goes too.
    added.remove();
    return null;
  });
}
