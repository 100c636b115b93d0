import type { dia } from '@joint/core';
import { isNonInteractive, type LayerVisibility } from '../cell-rules';
import { rectsOverlap, type Point, type Rect } from '../geometry/rect';

export interface CellVisibilityContext {
  layers: LayerVisibility & { isHidden(layerId: string | null | undefined): boolean };
  /** §4: non-interactive cells are shown only while nothing is selected. */
  nonInteractiveVisible: () => boolean;
  /** The visible part of the diagram in model coordinates, or null to draw everything (printing, snapshots). */
  viewport: () => Rect | null;
}

/** Extra space drawn around the viewport, so a small pan does not show empty space. */
export const VIEWPORT_MARGIN = 200;

/**
 * The paper's cellVisibility: a cell is drawn only if its layer is not hidden, it is not a
 * non-interactive cell while something is selected, and it lies in or near the viewport. Views outside
 * are unmounted, which is what lets a diagram of thousands of cells open fast.
 *
 * The paper asks it for every cell on every check (opening, panning, zooming), so it reads the cells'
 * attributes instead of building their bounding boxes: an element by its position and size, a link by
 * the extent of its ends and vertices (so a link between two cells out of view is drawn when it crosses
 * the viewport).
 */
export function createCellVisibility(context: CellVisibilityContext): (cell: dia.Cell) => boolean {
  let area: Rect | null = null;
  let drawn: Rect = { x: 0, y: 0, width: 0, height: 0 };
  return (cell) => {
    if (context.layers.isHidden(cell.get('layer_id') as string | null | undefined)) return false;
    if (isNonInteractive(cell) && !context.nonInteractiveVisible()) return false;
    const current = context.viewport();
    if (!current) return true;
    if (current !== area) {
      area = current;
      drawn = { x: area.x - VIEWPORT_MARGIN, y: area.y - VIEWPORT_MARGIN, width: area.width + 2 * VIEWPORT_MARGIN, height: area.height + 2 * VIEWPORT_MARGIN };
    }
    return cell.isLink() ? linkOverlaps(cell as dia.Link, drawn) : rectsOverlap(drawn, elementBox(cell as dia.Element));
  };
}

const NO_SIZE = { width: 0, height: 0 };

/** An element's box (its rotation aside) from its attributes, without building a geometry object. */
function elementBox(element: dia.Element): Rect {
  const position = (element.attributes.position as Point | undefined) ?? { x: 0, y: 0 };
  const size = (element.attributes.size as Rect | undefined) ?? NO_SIZE;
  return { x: position.x, y: position.y, width: size.width, height: size.height };
}

/**
 * Whether the box around a link's ends (the element boxes or the points) and its vertices overlaps the
 * area. The paper asks this for up to a thousand cells a frame while anything changes, so it builds no
 * intermediate lists.
 */
function linkOverlaps(link: dia.Link, area: Rect): boolean {
  const extent = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
  const include = (x: number, y: number, width: number, height: number) => {
    extent.left = Math.min(extent.left, x);
    extent.top = Math.min(extent.top, y);
    extent.right = Math.max(extent.right, x + width);
    extent.bottom = Math.max(extent.bottom, y + height);
  };
  const ends = endCells(link);
  for (const [index, end] of ([link.attributes.source, link.attributes.target] as Array<dia.Link.EndJSON | undefined>).entries()) {
    const cell = ends.cells[index];
    if (cell) {
      // A link to a link: JointJS works out where that one runs.
      const box = cell.isElement() ? elementBox(cell) : link.getBBox();
      include(box.x, box.y, box.width, box.height);
    } else if (typeof end?.x === 'number' && typeof end.y === 'number') {
      include(end.x, end.y, 0, 0);
    }
  }
  for (const vertex of (link.attributes.vertices as Point[] | undefined) ?? []) include(vertex.x, vertex.y, 0, 0);
  if (extent.left === Infinity) return rectsOverlap(area, link.getBBox());
  return rectsOverlap(area, { x: extent.left, y: extent.top, width: extent.right - extent.left, height: extent.bottom - extent.top });
}

interface LinkEnds {
  source: unknown;
  target: unknown;
  cells: [dia.Cell | null, dia.Cell | null];
}

/** A link's end cells, looked up again only when its ends change (graph lookups were most of the cost). */
const knownEnds = new WeakMap<dia.Link, LinkEnds>();

function endCells(link: dia.Link): LinkEnds {
  const { source, target } = link.attributes;
  const known = knownEnds.get(link);
  // An end replaced under the same id (a change of type) is no longer in the graph: look it up again.
  const stillThere = (cell: dia.Cell | null) => cell === null || cell.graph === link.graph;
  if (known && known.source === source && known.target === target && known.cells.every(stillThere)) return known;
  const cellOf = (end: dia.Link.EndJSON | undefined) => (end?.id !== undefined ? (link.graph?.getCell(end.id) ?? null) : null);
  const ends: LinkEnds = { source, target, cells: [cellOf(source as dia.Link.EndJSON), cellOf(target as dia.Link.EndJSON)] };
  knownEnds.set(link, ends);
  return ends;
}
