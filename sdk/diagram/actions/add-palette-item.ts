import type { dia } from '@joint/core';
import type { DiagramEditor } from '../diagram-editor';
import type { Point, Size } from '../geometry/rect';
import type { PaletteItem } from '../ui/palette';

const FALLBACK_SIZE = { width: 90, height: 70 };

/**
 * Adds a palette item centred on a point, as one undo step; dropped onto a container (a pool, a group),
 * it is embedded in the front-most one and takes its layer. A container dropped over shapes wraps them
 * (editor.wrapInContainer). Answers the new cell, or null when the editor refused it (read-only).
 */
export function addPaletteItem(editor: DiagramEditor, item: PaletteItem, point: Point): dia.Cell | null {
  const size = paletteItemSize(editor, item);
  const position = { x: Math.round(point.x - size.width / 2), y: Math.round(point.y - size.height / 2) };
  return editor.undoManager.batch('add', () => {
    const added = editor.addShape(item.type, { ...item.attributes, position });
    if (!added) return null;
    const container = editor.graph
      .findElementsAtPoint(point)
      .filter((element) => element.id !== added.id && editor.registry.get(element.get('type'))?.embedding?.container)
      .sort((a, b) => (b.get('z') ?? 0) - (a.get('z') ?? 0))[0];
    if (container) {
      added.set('layer_id', container.get('layer_id') ?? editor.layers.activeLayerId);
      editor.embed(container.id, added.id);
    }
    if (!added.getParentCell()) editor.wrapInContainer(added.id);
    return added;
  });
}

/** The size a palette item's shape is added with: its preset size, else its shape's default. */
export function paletteItemSize(editor: DiagramEditor, item: PaletteItem): Size {
  return (item.attributes?.size as Size | undefined) ?? editor.registry.get(item.type)?.defaults.size ?? FALLBACK_SIZE;
}
