import type { dia } from '@joint/core';

/**
 * The cells among `ids` that are not inside another of them: moving a container moves its content, so
 * moving both would move the content twice.
 */
export function topLevelCells(graph: dia.Graph, ids: readonly dia.Cell.ID[]): dia.Cell[] {
  const chosen = new Set(ids);
  return ids
    .map((id) => graph.getCell(id))
    .filter((cell): cell is dia.Cell => Boolean(cell))
    .filter((cell) => !cell.getAncestors().some((ancestor) => chosen.has(ancestor.id)));
}
