import type { VisioBox, VisioPoint } from './visio-model';

/** How far (px) from a shape's outline a connector's loose end may lie and still attach to the shape. */
export const NEAR_OUTLINE_PX = 8;

/** The distance from a point to a box's outline, inside or outside the box. */
export function distanceToOutline(point: VisioPoint, box: VisioBox): number {
  const right = box.x + box.width;
  const bottom = box.y + box.height;
  const inside = point.x >= box.x && point.x <= right && point.y >= box.y && point.y <= bottom;
  if (inside) return Math.min(point.x - box.x, right - point.x, point.y - box.y, bottom - point.y);
  const dx = Math.max(box.x - point.x, 0, point.x - right);
  const dy = Math.max(box.y - point.y, 0, point.y - bottom);
  return Math.hypot(dx, dy);
}

/**
 * The shape a connector's loose end lies on: the one whose outline is nearest, within NEAR_OUTLINE_PX
 * (the smaller shape on a tie, e.g. a task on its lane's edge); undefined when the end lies on nothing.
 */
export function shapeAtEnd<T extends { box: VisioBox }>(point: VisioPoint | null, shapes: readonly T[]): T | undefined {
  if (!point) return undefined;
  let best: { shape: T; distance: number; area: number } | undefined;
  for (const shape of shapes) {
    const distance = distanceToOutline(point, shape.box);
    if (distance > NEAR_OUTLINE_PX) continue;
    const area = shape.box.width * shape.box.height;
    if (!best || distance < best.distance || (distance === best.distance && area < best.area)) best = { shape, distance, area };
  }
  return best?.shape;
}
