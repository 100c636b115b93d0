export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export const centre = (box: Box): Point => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

export const containsPoint = (box: Box, point: Point, tolerance = 0) =>
  point.x >= box.x - tolerance && point.x <= box.x + box.width + tolerance && point.y >= box.y - tolerance && point.y <= box.y + box.height + tolerance;

export const containsBox = (outer: Box, inner: Box) =>
  inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;

export const area = (box: Box) => box.width * box.height;

/** Where the line from the box's centre towards a point leaves the box (the centre when the point is inside). */
export function borderPoint(box: Box, towards: Point): Point {
  const from = centre(box);
  const dx = towards.x - from.x;
  const dy = towards.y - from.y;
  const scale = Math.min(dx ? box.width / 2 / Math.abs(dx) : Infinity, dy ? box.height / 2 / Math.abs(dy) : Infinity, 1);
  return { x: from.x + dx * scale, y: from.y + dy * scale };
}
