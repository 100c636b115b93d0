import { SNAPLINES_DISTANCE } from '../constants';
import type { Point, Rect } from './rect';

/** A guide drawn while dragging: a vertical line at `x` (or horizontal at `y`) from `from` to `to`. */
export type Guide = { orientation: 'vertical'; x: number; from: number; to: number } | { orientation: 'horizontal'; y: number; from: number; to: number };

export interface Snap {
  /** Where the moving element goes: snapped on each axis that has a guide, else where it was put. */
  position: Point;
  guides: Guide[];
}

const xs = (rect: Rect) => [rect.x, rect.x + rect.width / 2, rect.x + rect.width];
const ys = (rect: Rect) => [rect.y, rect.y + rect.height / 2, rect.y + rect.height];

interface Match {
  delta: number;
  line: number;
  other: Rect;
}

function closest(moving: number[], others: readonly Rect[], edges: (rect: Rect) => number[], distance: number): Match | null {
  let best: Match | null = null;
  for (const other of others) {
    for (const line of edges(other)) {
      for (const edge of moving) {
        const delta = line - edge;
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
  const vertical = closest(xs(moving), others, xs, distance);
  const horizontal = closest(ys(moving), others, ys, distance);
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
