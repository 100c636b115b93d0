import type { Point } from './rect';
import { clampZoom, type Viewport } from './zoom';

/**
 * Two fingers moving on the diagram: the zoom follows the distance between them and the model point that was
 * under their midpoint stays under it (so the same gesture also pans). Points are screen pixels relative to
 * the paper; `start` is the view when the second finger came down.
 */
export function pinchViewport(start: Viewport, from: readonly [Point, Point], to: readonly [Point, Point]): Viewport {
  const startDistance = Math.max(1, distance(from[0], from[1]));
  const scale = clampZoom((start.scale * distance(to[0], to[1])) / startDistance);
  const fromMid = midpoint(from[0], from[1]);
  const toMid = midpoint(to[0], to[1]);
  const modelX = (fromMid.x - start.tx) / start.scale;
  const modelY = (fromMid.y - start.ty) / start.scale;
  return { scale, tx: toMid.x - modelX * scale, ty: toMid.y - modelY * scale };
}

function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}
