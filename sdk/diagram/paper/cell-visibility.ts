import type { dia } from '@joint/core';
import { isNonInteractive, type LayerVisibility } from '../cell-rules';
import { rectsOverlap, unionRect, type Point, type Rect } from '../geometry/rect';

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
  return (cell) => {
    if (context.layers.isHidden(cell.get('layer_id') as string | null | undefined)) return false;
    if (isNonInteractive(cell) && !context.nonInteractiveVisible()) return false;
    const area = context.viewport();
    if (!area) return true;
    const drawn = { x: area.x - VIEWPORT_MARGIN, y: area.y - VIEWPORT_MARGIN, width: area.width + 2 * VIEWPORT_MARGIN, height: area.height + 2 * VIEWPORT_MARGIN };
    return rectsOverlap(drawn, cell.isLink() ? linkExtent(cell as dia.Link) : elementBox(cell as dia.Element));
  };
}

const NO_SIZE = { width: 0, height: 0 };

/** An element's box (its rotation aside) from its attributes, without building a geometry object. */
function elementBox(element: dia.Element): Rect {
  const position = (element.attributes.position as Point | undefined) ?? { x: 0, y: 0 };
  const size = (element.attributes.size as Rect | undefined) ?? NO_SIZE;
  return { x: position.x, y: position.y, width: size.width, height: size.height };
}

/** The box around a link's ends (the element boxes or the points) and its vertices. */
function linkExtent(link: dia.Link): Rect {
  const boxes: Rect[] = [];
  for (const end of [link.attributes.source, link.attributes.target] as Array<dia.Link.EndJSON | undefined>) {
    if (end?.id !== undefined) {
      const cell = link.graph?.getCell(end.id);
      // A link to a link: JointJS works out where that one runs.
      if (cell) boxes.push(cell.isElement() ? elementBox(cell) : link.getBBox());
    } else if (typeof end?.x === 'number' && typeof end.y === 'number') {
      boxes.push({ x: end.x, y: end.y, ...NO_SIZE });
    }
  }
  for (const vertex of (link.attributes.vertices as Point[] | undefined) ?? []) boxes.push({ ...vertex, ...NO_SIZE });
  return unionRect(boxes) ?? link.getBBox();
}
