import type { dia } from '@joint/core';
import { align, type Alignment } from '../geometry/alignment';
import { topLevelCells } from './top-level-cells';

export const ALIGN_BATCH = 'align';

/** Aligns the selected elements (their content moves with them) as one undo step. */
export function alignCells(graph: dia.Graph, ids: readonly dia.Cell.ID[], alignment: Alignment): void {
  const elements = topLevelCells(graph, ids).filter((cell): cell is dia.Element => cell.isElement());
  const moves = align(
    elements.map((element) => ({ id: String(element.id), ...element.getBBox().toJSON() })),
    alignment,
  );
  if (moves.size === 0) return;
  graph.startBatch(ALIGN_BATCH);
  try {
    for (const element of elements) {
      const target = moves.get(String(element.id));
      if (!target) continue;
      const { x, y } = element.position();
      element.translate(target.x - x, target.y - y);
    }
  } finally {
    graph.stopBatch(ALIGN_BATCH);
  }
}
