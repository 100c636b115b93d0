import { elementTools, type dia, type g } from '@joint/core';
import { LANE_HANDLE_MIN_SIZE, type DiagramEditor } from '../../sdk/diagram';
import { applyLanesChange, laneOffsets, moveLaneBoundary, readLanes } from './shapes/lanes';
import { DEFAULT_HEADER_SIZE, MAX_LANES } from './shapes/pool';

/** Width of a lane handle's grip (its hit area is LANE_HANDLE_MIN_SIZE high). */
const GRIP_WIDTH = 40;

interface LaneHandleOptions extends elementTools.Control.Options {
  /** The lane whose bottom boundary the handle drags. */
  index: number;
  editor: DiagramEditor;
}

const lanesOf = (pool: dia.Element) => readLanes(pool.get('lanes'));
const headerOf = (pool: dia.Element) => Number(pool.get('headerSize')) || DEFAULT_HEADER_SIZE;

/**
 * The handle on the boundary under one lane of the selected pool: dragging it resizes that lane (never
 * under LANE_MIN_SIZE) and the pool with it, one undo step (the Control's drag is one batch). The last
 * lane's bottom is the pool's, resized by the SDK's handles. Shown only while the lane has a lane below.
 */
export class LaneHandle extends elementTools.Control<LaneHandleOptions> {
  preinitialize(options: LaneHandleOptions): void {
    this.children = [
      {
        tagName: 'g',
        selector: 'handle',
        attributes: { cursor: 'row-resize', 'data-lane-handle': String(options.index) },
        children: [
          {
            tagName: 'rect',
            attributes: { x: -GRIP_WIDTH / 2, y: -LANE_HANDLE_MIN_SIZE / 2, width: GRIP_WIDTH, height: LANE_HANDLE_MIN_SIZE, fill: 'transparent' },
          },
          { tagName: 'rect', attributes: { x: -GRIP_WIDTH / 2, y: -2, width: GRIP_WIDTH, height: 4, rx: 2, fill: '#33334F' } },
        ],
      },
    ];
  }

  protected getPosition(view: dia.ElementView): dia.Point {
    const pool = view.model;
    const lanes = lanesOf(pool);
    const { index } = this.options;
    const header = headerOf(pool);
    return { x: header + (pool.size().width - header) / 2, y: (laneOffsets(lanes)[index] ?? 0) + (lanes[index]?.size ?? 0) };
  }

  protected setPosition(view: dia.ElementView, coordinates: g.Point): void {
    const pool = view.model;
    const { index, editor } = this.options;
    applyLanesChange(pool, moveLaneBoundary(lanesOf(pool), index, coordinates.y, editor.gridSize));
  }
}

/** A handle for each boundary between two lanes (hidden while the pool has fewer lanes); lane sizes snap to the grid. */
export function laneHandles(editor: DiagramEditor): LaneHandle[] {
  return Array.from(
    { length: MAX_LANES - 1 },
    (_, index) =>
      new LaneHandle({ index, editor, selector: null, visibility: (view: dia.CellView) => index < lanesOf(view.model as dia.Element).length - 1 }),
  );
}
