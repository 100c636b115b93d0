import { g } from '@joint/core';
import type { VisioPoint } from './visio-model';

/** A link label's place: a fraction of the link's length, and its shift from the point there (JointJS label position). */
export interface LabelPlacement {
  distance: number;
  offset: { x: number; y: number };
}

/** The placement of a label centred on `point` beside a route: at the route's nearest point, shifted onto `point`. */
export function labelAlongRoute(route: readonly VisioPoint[], point: VisioPoint): LabelPlacement {
  const line = new g.Polyline(route.map(({ x, y }) => new g.Point(x, y)));
  const length = line.length();
  const along = length > 0 ? line.closestPointLength(point) : 0;
  const nearest = line.pointAtLength(along) ?? new g.Point(route[0]);
  return {
    distance: length > 0 ? Math.round((along / length) * 1000) / 1000 : 0.5,
    offset: { x: Math.round(point.x - nearest.x), y: Math.round(point.y - nearest.y) },
  };
}
