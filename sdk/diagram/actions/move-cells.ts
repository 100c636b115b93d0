import type { dia } from '@joint/core';
import type { Point } from '../geometry/rect';
import { topLevelCells } from './top-level-cells';

export const MOVE_BATCH = 'move';

/**
 * Moves the selected cells by `delta` as one undo step: elements with their content, and the vertices
 * of selected links.
 */
export function moveCells(graph: dia.Graph, ids: readonly dia.Cell.ID[], delta: Point): void {
  const cells = topLevelCells(graph, ids);
  if (cells.length === 0 || (delta.x === 0 && delta.y === 0)) return;
  graph.startBatch(MOVE_BATCH);
  try {
    for (const cell of cells) {
      if (cell.isElement()) (cell as dia.Element).translate(delta.x, delta.y);
      else (cell as dia.Link).translate(delta.x, delta.y);
    }
  } finally {
    graph.stopBatch(MOVE_BATCH);
  }
}
