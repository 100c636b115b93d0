import type { dia } from '@joint/core';
import { documentToCell, type CellDocument } from '../cell-codec';
import type { DiagramEditor } from '../diagram-editor';

export const IMPORT_BATCH = 'import';

const area = (document: CellDocument) => (document.size ? document.size.width * document.size.height : 0);

/**
 * Adds imported cells to the diagram as one undo step, on the first layer, above what is there; each
 * imported element lies in the smallest imported container under its centre, when §5 allows it
 * (containers first, so their content is drawn over them). Answers the added cells' ids; nothing while read-only.
 */
export function addImportedCells(editor: DiagramEditor, documents: readonly CellDocument[]): string[] {
  if (editor.readOnly || documents.length === 0) return [];
  const isContainer = (type: string) => Boolean(editor.registry.get(type)?.embedding?.container);
  const isLink = (document: CellDocument) => document.source !== undefined;
  const rank = (document: CellDocument) => (isLink(document) ? 2 : isContainer(document.type) ? 0 : 1);
  const ordered = [...documents].sort((a, b) => rank(a) - rank(b) || (rank(a) === 0 ? area(b) - area(a) : 0));
  let z = editor.graph.maxZIndex();
  const cells = ordered.map((document) => ({ ...documentToCell({ ...document, layer_id: editor.layers.firstLayerId }, editor.registry), z: ++z }));

  editor.undoManager.batch(IMPORT_BATCH, () => {
    // syncCells sorts the cells by z once; addCells sorts them after each cell, which takes minutes for thousands.
    editor.graph.syncCells(cells);
    const added = cells.map((cell) => editor.graph.getCell(cell.id));
    const containers = added.filter((cell): cell is dia.Element => cell.isElement() && isContainer(cell.get('type')));
    for (const item of added) {
      if (!item.isElement() || containers.includes(item)) continue;
      const centre = item.getBBox().center();
      const container = containers
        .filter((candidate) => candidate.getBBox().containsPoint(centre))
        .sort((a, b) => a.getBBox().width * a.getBBox().height - b.getBBox().width * b.getBBox().height)[0];
      if (container) editor.embed(container.id, item.id);
    }
  });
  return cells.map((cell) => cell.id);
}

/** Adds imported cells (one undo step) and selects them, ready to be moved together. */
export function addAndSelectImportedCells(editor: DiagramEditor, documents: readonly CellDocument[]): string[] {
  const added = addImportedCells(editor, documents);
  editor.selection.select(added);
  return added;
}
