import type { dia } from '@joint/core';
import { topLevelCells } from './top-level-cells';

export const Z_ORDER_BATCH = 'z-order';

export type ZOrder = 'front' | 'back';

/**
 * Brings the cells in front of every other cell, or sends them behind, with their content (a container's
 * content stays in front of it), keeping their order among themselves; one undo step.
 */
export function reorderCells(graph: dia.Graph, ids: readonly dia.Cell.ID[], order: ZOrder): void {
  const cells = topLevelCells(graph, ids).sort((a, b) => (a.get('z') ?? 0) - (b.get('z') ?? 0));
  if (cells.length === 0) return;
  graph.startBatch(Z_ORDER_BATCH);
  try {
    // Sending to the back one by one from the front-most keeps their order, as does the reverse for the front.
    if (order === 'front') for (const cell of cells) cell.toFront({ deep: true });
    else for (const cell of cells.reverse()) cell.toBack({ deep: true });
  } finally {
    graph.stopBatch(Z_ORDER_BATCH);
  }
}
