import { unionRect, type Point, type Rect } from './rect';

/**
 * §9 alignment actions, named by what lines up: the left, right, top or bottom edges, or the centres on
 * one vertical line ("centre-x": the same x centre, the shapes end up above one another) or on one
 * horizontal line ("centre-y": the same y centre, the shapes stay side by side).
 */
export const ALIGNMENTS = ['left', 'centre-x', 'right', 'top', 'centre-y', 'bottom'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

/** Equal gaps between the shapes along one axis, the outermost two staying where they are. */
export const DISTRIBUTIONS = ['horizontal', 'vertical'] as const;
export type Distribution = (typeof DISTRIBUTIONS)[number];

export interface AlignItem extends Rect {
  id: string;
}

/**
 * The new top-left corner of each item that moves, aligned to the edge or centre of them all. Corners are
 * whole pixels (a centre between two pixels is rounded), so the aligned edges or centres meet exactly.
 */
export function align(items: readonly AlignItem[], alignment: Alignment): Map<string, Point> {
  const bounds = unionRect(items);
  if (!bounds || items.length < 2) return new Map();
  const centreX = Math.round(bounds.x + bounds.width / 2);
  const centreY = Math.round(bounds.y + bounds.height / 2);
  return movesOf(items, (item) => {
    let { x, y } = item;
    if (alignment === 'left') x = bounds.x;
    else if (alignment === 'right') x = bounds.x + bounds.width - item.width;
    else if (alignment === 'centre-x') x = Math.round(centreX - item.width / 2);
    else if (alignment === 'top') y = bounds.y;
    else if (alignment === 'bottom') y = bounds.y + bounds.height - item.height;
    else y = Math.round(centreY - item.height / 2);
    return { x, y };
  });
}

/**
 * Spreads three or more items along an axis with equal gaps between neighbours (in the order of their
 * left or top edges); the first and the last stay put. Gaps are whole pixels where the space allows.
 */
export function distribute(items: readonly AlignItem[], distribution: Distribution): Map<string, Point> {
  if (items.length < 3) return new Map();
  const horizontal = distribution === 'horizontal';
  const start = (item: Rect) => (horizontal ? item.x : item.y);
  const length = (item: Rect) => (horizontal ? item.width : item.height);
  const ordered = [...items].sort((a, b) => start(a) - start(b));
  const first = ordered[0];
  const last = ordered[ordered.length - 1];
  const used = ordered.reduce((sum, item) => sum + length(item), 0);
  const gap = (start(last) + length(last) - start(first) - used) / (ordered.length - 1);
  const targets = new Map<string, number>();
  let next = start(first);
  for (const item of ordered) {
    targets.set(item.id, item === last ? start(last) : Math.round(next));
    next += length(item) + gap;
  }
  return movesOf(items, (item) => {
    const target = targets.get(item.id) as number;
    return horizontal ? { x: target, y: item.y } : { x: item.x, y: target };
  });
}

function movesOf(items: readonly AlignItem[], place: (item: AlignItem) => Point): Map<string, Point> {
  const moves = new Map<string, Point>();
  for (const item of items) {
    const target = place(item);
    if (target.x !== item.x || target.y !== item.y) moves.set(item.id, target);
  }
  return moves;
}
