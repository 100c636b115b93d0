/**
 * Positions on a registry map: map items keep `x` and `y` from 0 to MAP_SIZE (left to right, top to
 * bottom), whatever size the map is drawn at. On the power/interest grid, x is interest and y is power
 * inverted (high power at the top).
 */
export const MAP_SIZE = 1000;
/** One arrow key press moves a placed item this far; with Shift, five times as far. */
export const KEY_STEP = 20;

export interface MapPoint {
  x: number;
  y: number;
}

const clamp = (value: number) => Math.min(MAP_SIZE, Math.max(0, Math.round(value)));

/** The map position under a pointer at (clientX, clientY) on a map drawn in `rect`. */
export function pointFromClient(clientX: number, clientY: number, rect: { left: number; top: number; width: number; height: number }): MapPoint {
  return {
    x: clamp(((clientX - rect.left) / rect.width) * MAP_SIZE),
    y: clamp(((clientY - rect.top) / rect.height) * MAP_SIZE),
  };
}

const KEY_DIRECTIONS: Record<string, MapPoint> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** Where an arrow key moves a placed item, or undefined for any other key. */
export function pointAfterKey(point: MapPoint, key: string, shift: boolean): MapPoint | undefined {
  const direction = KEY_DIRECTIONS[key];
  if (!direction) return undefined;
  const step = shift ? KEY_STEP * 5 : KEY_STEP;
  return { x: clamp(point.x + direction.x * step), y: clamp(point.y + direction.y * step) };
}

export type Quadrant = 'manageClosely' | 'keepSatisfied' | 'keepInformed' | 'monitor';

/** The power/interest quadrants as drawn: top row high power, left column low interest. */
export const QUADRANTS_IN_ORDER: readonly Quadrant[] = ['keepSatisfied', 'manageClosely', 'monitor', 'keepInformed'];

/** The quadrant of a point on the power/interest grid; the middle lines belong to the higher side. */
export function quadrantOf({ x, y }: MapPoint): Quadrant {
  const highInterest = x >= MAP_SIZE / 2;
  const highPower = y <= MAP_SIZE / 2;
  if (highPower) return highInterest ? 'manageClosely' : 'keepSatisfied';
  return highInterest ? 'keepInformed' : 'monitor';
}

/** A point as percentages of the map, for drawing and for screen readers. */
export const percent = (value: number) => Math.round((value / MAP_SIZE) * 100);

/** Where a newly placed item goes when placed without a pointer: the centre, stepped aside for each already there. */
export function placementPoint(taken: readonly MapPoint[]): MapPoint {
  let point = { x: MAP_SIZE / 2, y: MAP_SIZE / 2 };
  while (taken.some((other) => other.x === point.x && other.y === point.y)) point = { x: clamp(point.x + KEY_STEP), y: clamp(point.y + KEY_STEP) };
  return point;
}
