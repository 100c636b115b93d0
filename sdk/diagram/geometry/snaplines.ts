import { SNAPLINES_DISTANCE } from '../constants';
import type { Point, Rect } from './rect';

/** A guide drawn while dragging: a vertical line at `x` (or horizontal at `y`) from `from` to `to`. */
export type Guide = { orientation: 'vertical'; x: number; from: number; to: number } | { orientation: 'horizontal'; y: number; from: number; to: number };

export interface Snap {
  /** Where the moving element goes: snapped on each axis that has a guide, else where it was put. */
  position: Point;
  guides: Guide[];
}

/** Left (top), centre and right (bottom) of a box, as fractions of its width (height). */
const EDGES = [0, 0.5, 1] as const;

const AXES = {
  x: { start: 'x', length: 'width' },
  y: { start: 'y', length: 'height' },
} as const;

interface Match {
  delta: number;
  line: number;
  other: Rect;
}

/** Runs on every pointer move over every element in view, so it allocates nothing per element. */
function closest(moving: Rect, others: readonly Rect[], axis: keyof typeof AXES, distance: number): Match | null {
  const { start, length } = AXES[axis];
  let best: Match | null = null;
  for (const other of others) {
    for (const otherEdge of EDGES) {
      const line = other[start] + other[length] * otherEdge;
      for (const movingEdge of EDGES) {
        const delta = line - (moving[start] + moving[length] * movingEdge);
        if (Math.abs(delta) <= distance && (!best || Math.abs(delta) < Math.abs(best.delta))) best = { delta, line, other };
      }
    }
  }
  return best;
}

/**
 * Snaplines: the moving element's left, centre and right (top, middle, bottom) snap to those of another
 * element within 10 units; each axis snaps to its closest match and yields a guide spanning both.
 */
export function snapToOthers(moving: Rect, others: readonly Rect[], distance = SNAPLINES_DISTANCE): Snap {
  const vertical = closest(moving, others, 'x', distance);
  const horizontal = closest(moving, others, 'y', distance);
  const position = { x: moving.x + (vertical?.delta ?? 0), y: moving.y + (horizontal?.delta ?? 0) };
  const placed = { ...moving, ...position };
  const guides: Guide[] = [];
  if (vertical) {
    const from = Math.min(placed.y, vertical.other.y);
    const to = Math.max(placed.y + placed.height, vertical.other.y + vertical.other.height);
    guides.push({ orientation: 'vertical', x: vertical.line, from, to });
  }
  if (horizontal) {
    const from = Math.min(placed.x, horizontal.other.x);
    const to = Math.max(placed.x + placed.width, horizontal.other.x + horizontal.other.width);
    guides.push({ orientation: 'horizontal', y: horizontal.line, from, to });
  }
  return { position, guides };
}
