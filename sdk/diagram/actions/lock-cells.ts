import type { dia } from '@joint/core';

export const LOCK_BATCH = 'lock';

/** Locks (or unlocks) the cells: a locked cell cannot be selected, moved or edited (§4). One undo step. */
export function setCellsLocked(graph: dia.Graph, ids: readonly dia.Cell.ID[], locked: boolean): void {
  const cells = ids.map((id) => graph.getCell(id)).filter((cell): cell is dia.Cell => Boolean(cell) && Boolean(cell.get('locked')) !== locked);
  if (cells.length === 0) return;
  graph.startBatch(LOCK_BATCH);
  try {
    for (const cell of cells) cell.set('locked', locked);
  } finally {
    graph.stopBatch(LOCK_BATCH);
  }
}
