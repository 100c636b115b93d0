import type { dia } from '@joint/core';
import { isNonInteractive, type LayerVisibility } from '../cell-rules';
import type { Rect } from '../geometry/rect';

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
 */
export function createCellVisibility(context: CellVisibilityContext): (cell: dia.Cell) => boolean {
  return (cell) => {
    if (context.layers.isHidden(cell.get('layer_id') as string | null | undefined)) return false;
    if (isNonInteractive(cell) && !context.nonInteractiveVisible()) return false;
    const area = context.viewport();
    if (!area) return true;
    const box = cell.getBBox();
    return (
      box.x <= area.x + area.width + VIEWPORT_MARGIN &&
      box.x + box.width >= area.x - VIEWPORT_MARGIN &&
      box.y <= area.y + area.height + VIEWPORT_MARGIN &&
      box.y + box.height >= area.y - VIEWPORT_MARGIN
    );
  };
}
