import type { Point, Rect, Size } from '../geometry/rect';

/** The eight resize handles, named by the edges they move. */
export const RESIZE_DIRECTIONS = ['top-left', 'top', 'top-right', 'right', 'bottom-right', 'bottom', 'bottom-left', 'left'] as const;
export type ResizeDirection = (typeof RESIZE_DIRECTIONS)[number];

/** Where a handle sits on the element, as fractions of its width and height. */
export function handleAnchor(direction: ResizeDirection): Point {
  return {
    x: direction.endsWith('left') ? 0 : direction.endsWith('right') ? 1 : 0.5,
    y: direction.startsWith('top') ? 0 : direction.startsWith('bottom') ? 1 : 0.5,
  };
}

/** The CSS cursor of a handle. */
export function handleCursor(direction: ResizeDirection): string {
  const { x, y } = handleAnchor(direction);
  if (x === 0.5) return 'ns-resize';
  if (y === 0.5) return 'ew-resize';
  return x === y ? 'nwse-resize' : 'nesw-resize';
}

const snap = (value: number, grid: number) => (grid > 1 ? Math.round(value / grid) * grid : Math.round(value));

/**
 * The element's box once its handle is dragged to `pointer`: the edges the handle moves follow the
 * pointer (on the grid), the opposite edges stay where they are, and the box is never smaller than `minSize`.
 */
export function resizedRect(rect: Rect, direction: ResizeDirection, pointer: Point, options: { minSize: Size; grid: number }): Rect {
  const { x: ax, y: ay } = handleAnchor(direction);
  const { minSize, grid } = options;
  let { x: left, y: top } = rect;
  let right = rect.x + rect.width;
  let bottom = rect.y + rect.height;
  if (ax === 0) left = Math.min(snap(pointer.x, grid), right - minSize.width);
  if (ax === 1) right = Math.max(snap(pointer.x, grid), left + minSize.width);
  if (ay === 0) top = Math.min(snap(pointer.y, grid), bottom - minSize.height);
  if (ay === 1) bottom = Math.max(snap(pointer.y, grid), top + minSize.height);
  return { x: left, y: top, width: right - left, height: bottom - top };
}
