import { rectsOverlap, type Point, type Rect, type Size } from '../geometry/rect';

export type HandleSide = 'top' | 'right' | 'bottom' | 'left';

export const HANDLE_SIDES: readonly HandleSide[] = ['top', 'right', 'bottom', 'left'];

/** How far outside the shape the centre of a connect handle sits, in screen pixels. */
export const HANDLE_OFFSET = 14;
/** The gap between the shape and its context pad, in screen pixels (clear of the right-hand handle). */
export const PAD_GAP = 30;
/** The gap between a shape and the one appended after it, in diagram units. */
export const APPEND_GAP = 60;

/** The centre of each connect handle of a shape drawn at `rect` (screen pixels): outside the middle of each side. */
export function connectHandleCentres(rect: Rect): Record<HandleSide, Point> {
  const middleX = rect.x + rect.width / 2;
  const middleY = rect.y + rect.height / 2;
  return {
    top: { x: middleX, y: rect.y - HANDLE_OFFSET },
    right: { x: rect.x + rect.width + HANDLE_OFFSET, y: middleY },
    bottom: { x: middleX, y: rect.y + rect.height + HANDLE_OFFSET },
    left: { x: rect.x - HANDLE_OFFSET, y: middleY },
  };
}

/** The width of the context pad, in screen pixels. */
export const PAD_WIDTH = 104;

/**
 * The top-left corner of the context pad of a shape drawn at `rect`: beside its top-right corner, or
 * beside its top-left one when the paper (`paperWidth` wide) has no room on the right.
 */
export function contextPadOrigin(rect: Rect, paperWidth: number): Point {
  const right = rect.x + rect.width + PAD_GAP;
  const fitsRight = right + PAD_WIDTH <= paperWidth;
  return { x: fitsRight ? right : rect.x - PAD_GAP - PAD_WIDTH, y: rect.y };
}

/**
 * Where a shape of `size` appended after `source` is centred (diagram units): to its right, level with it,
 * moved down past any shape already there, as bpmn-js places the next element of a flow.
 */
export function appendCentre(source: Rect, size: Size, occupied: readonly Rect[]): Point {
  const x = source.x + source.width + APPEND_GAP;
  let y = source.y + source.height / 2 - size.height / 2;
  for (;;) {
    const box = { x, y, width: size.width, height: size.height };
    const blocking = occupied.filter((other) => rectsOverlap(other, box));
    if (blocking.length === 0) return { x: x + size.width / 2, y: y + size.height / 2 };
    y = Math.max(...blocking.map((other) => other.y + other.height)) + APPEND_GAP / 2;
  }
}
