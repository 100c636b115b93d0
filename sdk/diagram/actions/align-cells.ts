import type { dia } from '@joint/core';
import { align, distribute, type AlignItem, type Alignment, type Distribution } from '../geometry/alignment';
import type { Point } from '../geometry/rect';
import { topLevelCells } from './top-level-cells';

export const ALIGN_BATCH = 'align';

/** Aligns the selected elements (their content moves with them) as one undo step. */
export function alignCells(graph: dia.Graph, ids: readonly dia.Cell.ID[], alignment: Alignment): void {
  arrangeCells(graph, ids, (items) => align(items, alignment));
}

/** Spreads the selected elements with equal gaps (their content moves with them) as one undo step. */
export function distributeCells(graph: dia.Graph, ids: readonly dia.Cell.ID[], distribution: Distribution): void {
  arrangeCells(graph, ids, (items) => distribute(items, distribution));
}

function arrangeCells(graph: dia.Graph, ids: readonly dia.Cell.ID[], arrange: (items: AlignItem[]) => Map<string, Point>): void {
  const elements = topLevelCells(graph, ids).filter((cell): cell is dia.Element => cell.isElement());
  const moves = arrange(elements.map((element) => ({ id: String(element.id), ...element.getBBox().toJSON() })));
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
