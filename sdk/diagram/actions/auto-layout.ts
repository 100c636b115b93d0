import type { dia } from '@joint/core';
import type { DirectedGraph } from '@joint/layout-directed-graph';
import { AUTO_LAYOUT } from '../constants';

export const AUTO_LAYOUT_BATCH = 'auto-layout';

export type DirectedLayout = (cells: dia.Cell[], options: DirectedGraph.LayoutOptions) => unknown;

/**
 * The module setting reload_layout: lays the top-level elements out as a directed graph (§9: margins
 * 100, nodeSep 50, edgeSep 200, rankSep 200), as one undo step. Content of containers moves with them.
 * The layout package (and dagre, which cannot be tree-shaken) loads on first use, so it stays out of the
 * SDK chunk every plugin loads. `layout` is replaceable for unit tests: the package's CommonJS build,
 * which Node loads under vitest, brings a second copy of @joint/core (the browser build has one).
 */
export async function autoLayout(graph: dia.Graph, rankDir: 'TB' | 'LR' = 'LR', layout?: DirectedLayout): Promise<void> {
  const run = layout ?? (await loadDirectedLayout());
  const elements = graph.getElements().filter((element) => !element.getParentCell());
  const ids = new Set(elements.map((element) => element.id));
  const links = graph.getLinks().filter((link) => ids.has(link.source().id ?? '') && ids.has(link.target().id ?? ''));
  if (elements.length === 0) return;
  graph.startBatch(AUTO_LAYOUT_BATCH);
  try {
    run([...elements, ...links], {
      ...AUTO_LAYOUT,
      rankDir,
      setVertices: true,
      setPosition: (element, node) => {
        const { x, y } = element.position();
        element.translate(node.x - node.width / 2 - x, node.y - node.height / 2 - y);
      },
    });
  } finally {
    graph.stopBatch(AUTO_LAYOUT_BATCH);
  }
}

async function loadDirectedLayout(): Promise<DirectedLayout> {
  const { DirectedGraph } = await import('@joint/layout-directed-graph');
  return (cells, options) => DirectedGraph.layout(cells, options);
}
