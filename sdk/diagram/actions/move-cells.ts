import type { dia } from '@joint/core';
import type { Point } from '../geometry/rect';
import { topLevelCells } from './top-level-cells';

export const MOVE_BATCH = 'move';

/**
 * Moves the selected cells by `delta` as one undo step: elements with their content, and the vertices
 * of selected links.
 */
export function moveCells(graph: dia.Graph, ids: readonly dia.Cell.ID[], delta: Point): void {
  translateCells(graph, topLevelCells(graph, ids), delta);
}

/** Moves these cells by `delta` in one batch; none of them may be inside another (see topLevelCells). */
export function translateCells(graph: dia.Graph, cells: readonly dia.Cell[], delta: Point): void {
  if (cells.length === 0 || (delta.x === 0 && delta.y === 0)) return;
  graph.startBatch(MOVE_BATCH);
  try {
    for (const cell of cells) {
      if (cell.isElement()) translateElement(cell as dia.Element, delta);
      else (cell as dia.Link).translate(delta.x, delta.y);
    }
  } finally {
    graph.stopBatch(MOVE_BATCH);
  }
}

/**
 * Element.translate opens a batch of its own around every element it moves, which a drag of many shapes pays
 * at every pointer move; a shape without content needs only its position set, with the options translate gives.
 */
function translateElement(element: dia.Element, delta: Point): void {
  if (((element.get('embeds') as unknown[] | undefined) ?? []).length > 0) {
    element.translate(delta.x, delta.y);
    return;
  }
  const { x, y } = element.position();
  element.set('position', { x: x + delta.x, y: y + delta.y }, { tx: delta.x, ty: delta.y, translateBy: element.id });
}
