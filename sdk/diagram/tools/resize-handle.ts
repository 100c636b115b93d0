import { elementTools, type dia, type g } from '@joint/core';
import type { DiagramEditor } from '../diagram-editor';
import type { Point } from '../geometry/rect';
import { handleAnchor, handleCursor, resizedRect, RESIZE_DIRECTIONS, type ResizeDirection } from './resize-geometry';

/** Side of a resize handle's square, in paper units. */
const HANDLE_SIZE = 8;
const HANDLE_COLOR = '#33334F';

interface ResizeHandleOptions extends elementTools.Control.Options {
  direction: ResizeDirection;
  editor: DiagramEditor;
}

/**
 * One handle on a corner or an edge of the selected element: dragging it resizes the element through
 * `editor.setElementBox` (grid, minimum size). The Control wraps the whole drag in one graph batch, so it
 * is one undo step.
 */
export class ResizeHandle extends elementTools.Control<ResizeHandleOptions> {
  preinitialize(options: ResizeHandleOptions): void {
    this.children = [
      {
        tagName: 'rect',
        selector: 'handle',
        attributes: {
          x: -HANDLE_SIZE / 2,
          y: -HANDLE_SIZE / 2,
          width: HANDLE_SIZE,
          height: HANDLE_SIZE,
          fill: '#ffffff',
          stroke: HANDLE_COLOR,
          'stroke-width': 1.5,
          cursor: handleCursor(options.direction),
          'data-resize-handle': options.direction,
        },
      },
    ];
  }

  protected getPosition(view: dia.ElementView): dia.Point {
    const { width, height } = view.model.size();
    const anchor = handleAnchor(this.options.direction);
    return { x: anchor.x * width, y: anchor.y * height };
  }

  protected setPosition(view: dia.ElementView, coordinates: g.Point): void {
    const { x, y } = view.model.position();
    resizeByHandle(this.options.editor, view.model, this.options.direction, { x: x + coordinates.x, y: y + coordinates.y });
  }
}

/** Resizes an element as if its `direction` handle were dragged to `pointer` (paper coordinates). */
export function resizeByHandle(editor: DiagramEditor, element: dia.Element, direction: ResizeDirection, pointer: Point): void {
  editor.setElementBox(element.id, resizedRect(element.getBBox(), direction, pointer, { minSize: editor.minSizeOf(element), grid: editor.gridSize }));
}

/** The eight resize handles of an element. */
export function resizeHandles(editor: DiagramEditor): ResizeHandle[] {
  return RESIZE_DIRECTIONS.map((direction) => new ResizeHandle({ direction, editor, selector: null }));
}
