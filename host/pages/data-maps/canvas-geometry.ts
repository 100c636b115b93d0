/**
 * Where catalogs sit on a map's overview canvas (position_x, position_y of data_map_data_catalogs, in CSS pixels
 * from the canvas's top left corner): the keyboard's steps, the canvas's size, a free place for a new one, and the
 * lines drawn between cards.
 */
export interface CanvasPoint {
  x: number;
  y: number;
}

export const CANVAS_CARD_WIDTH = 200;
export const CANVAS_CARD_HEIGHT = 96;
/** An arrow key moves a card this far; with Shift, `CANVAS_BIG_STEP`. */
export const CANVAS_STEP = 16;
export const CANVAS_BIG_STEP = 64;
const GAP = 24;
const SLOTS_PER_ROW = 3;

const ARROWS: Readonly<Record<string, CanvasPoint>> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

export const isArrowKey = (key: string) => key in ARROWS;

/** A card never leaves the canvas by its top or its start. */
export const onCanvas = ({ x, y }: CanvasPoint): CanvasPoint => ({ x: Math.max(0, Math.round(x)), y: Math.max(0, Math.round(y)) });

/** Where an arrow key takes a card, or null for any other key. */
export function nudge(point: CanvasPoint, key: string, big: boolean): CanvasPoint | null {
  const direction = ARROWS[key];
  if (!direction) return null;
  const step = big ? CANVAS_BIG_STEP : CANVAS_STEP;
  return onCanvas({ x: point.x + direction.x * step, y: point.y + direction.y * step });
}

/** The canvas holds every card with room around it. */
export function canvasExtent(points: readonly CanvasPoint[]): { width: number; height: number } {
  return {
    width: Math.max(0, ...points.map((point) => point.x)) + CANVAS_CARD_WIDTH + GAP,
    height: Math.max(0, ...points.map((point) => point.y)) + CANVAS_CARD_HEIGHT + GAP,
  };
}

const overlaps = (a: CanvasPoint, b: CanvasPoint) => Math.abs(a.x - b.x) < CANVAS_CARD_WIDTH && Math.abs(a.y - b.y) < CANVAS_CARD_HEIGHT;

/** The first place of a grid, row by row, where a new card covers none already there. */
export function freePlace(points: readonly CanvasPoint[]): CanvasPoint {
  for (let slot = 0; ; slot++) {
    const place = { x: GAP + (slot % SLOTS_PER_ROW) * (CANVAS_CARD_WIDTH + GAP), y: GAP + Math.floor(slot / SLOTS_PER_ROW) * (CANVAS_CARD_HEIGHT + GAP) };
    if (!points.some((point) => overlaps(point, place))) return place;
  }
}

/** A straight line on the canvas. */
export interface CanvasLine {
  from: CanvasPoint;
  to: CanvasPoint;
}

/** How far apart the lines of two catalogs run when data flows both ways between them. */
export const CANVAS_LINE_GAP = 12;

/**
 * The line from the edge of the card at `from` to the edge of the card at `to` (both top-left corners), on the line
 * between their centres, shifted `offset` pixels to its right (seen along the flow) so two opposite flows do not
 * cover each other; null when the cards overlap and no line fits between them.
 */
export function lineBetweenCards(from: CanvasPoint, to: CanvasPoint, offset = 0): CanvasLine | null {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  // The share of the way between the centres that lies inside one card (both have the same size).
  const inside = Math.min(dx === 0 ? Infinity : CANVAS_CARD_WIDTH / 2 / Math.abs(dx), dy === 0 ? Infinity : CANVAS_CARD_HEIGHT / 2 / Math.abs(dy));
  if (inside * 2 >= 1) return null;
  const length = Math.hypot(dx, dy);
  const shift = { x: (-dy / length) * offset, y: (dx / length) * offset };
  const start = { x: from.x + CANVAS_CARD_WIDTH / 2 + shift.x, y: from.y + CANVAS_CARD_HEIGHT / 2 + shift.y };
  return {
    from: { x: start.x + dx * inside, y: start.y + dy * inside },
    to: { x: start.x + dx * (1 - inside), y: start.y + dy * (1 - inside) },
  };
}
