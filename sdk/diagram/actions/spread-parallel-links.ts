import type { dia } from '@joint/core';
import { parallelLinkVertices } from '../geometry/parallel-links';

export const PARALLEL_LINKS_BATCH = 'parallel-links';

/**
 * Spreads parallel links (same two elements) 40 apart by setting their vertices. With `element`, only
 * the links connected to it are considered (after a link is added or an element moved).
 */
export function spreadParallelLinks(graph: dia.Graph, element?: dia.Element): void {
  const links = element ? graph.getConnectedLinks(element) : graph.getLinks();
  const ends = links
    .map((link) => ({ id: String(link.id), source: link.source().id, target: link.target().id }))
    .filter((link): link is { id: string; source: string; target: string } => link.source !== undefined && link.target !== undefined)
    .map((link) => ({ ...link, source: String(link.source), target: String(link.target) }));
  if (element) {
    // Every link between the same pair counts, not only those reached from `element`.
    const pairs = new Set(ends.map((link) => [link.source, link.target].sort().join('\u0000')));
    for (const link of graph.getLinks()) {
      const source = link.source().id;
      const target = link.target().id;
      if (source === undefined || target === undefined) continue;
      const pair = [String(source), String(target)].sort().join('\u0000');
      if (pairs.has(pair) && !ends.some((known) => known.id === String(link.id))) {
        ends.push({ id: String(link.id), source: String(source), target: String(target) });
      }
    }
  }
  const vertices = parallelLinkVertices(ends, (id) => {
    const cell = graph.getCell(id);
    return cell?.isElement() ? (cell as dia.Element).getBBox().center() : undefined;
  });
  if (vertices.size === 0) return;
  graph.startBatch(PARALLEL_LINKS_BATCH);
  try {
    for (const [id, points] of vertices) (graph.getCell(id) as dia.Link).vertices(points);
  } finally {
    graph.stopBatch(PARALLEL_LINKS_BATCH);
  }
}
