import type { dia } from '@joint/core';

export const LAYER_BATCH = 'move-to-layer';

/** Puts the cells, with everything embedded in them, on another layer; one undo step. */
export function moveCellsToLayer(graph: dia.Graph, ids: readonly dia.Cell.ID[], layerId: string): void {
  const cells = new Set<dia.Cell>();
  for (const id of ids) {
    const cell = graph.getCell(id);
    if (!cell) continue;
    cells.add(cell);
    for (const child of cell.getEmbeddedCells({ deep: true })) cells.add(child);
  }
  const moving = [...cells].filter((cell) => cell.get('layer_id') !== layerId);
  if (moving.length === 0) return;
  graph.startBatch(LAYER_BATCH);
  try {
    for (const cell of moving) cell.set('layer_id', layerId);
  } finally {
    graph.stopBatch(LAYER_BATCH);
  }
}
