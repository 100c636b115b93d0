import { unionRect, type Point, type Rect } from './rect';

/**
 * §9 alignment actions. "vertical-center" lines the centres up on one vertical line (same x centre);
 * "horizontal-center" on one horizontal line (same y centre).
 */
export const ALIGNMENTS = ['left', 'right', 'top', 'bottom', 'vertical-center', 'horizontal-center'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

export interface AlignItem extends Rect {
  id: string;
}

/** The new top-left corner of each item that moves, aligned to the edge or centre of them all. */
export function align(items: readonly AlignItem[], alignment: Alignment): Map<string, Point> {
  const moves = new Map<string, Point>();
  const bounds = unionRect(items);
  if (!bounds || items.length < 2) return moves;
  for (const item of items) {
    let { x, y } = item;
    if (alignment === 'left') x = bounds.x;
    else if (alignment === 'right') x = bounds.x + bounds.width - item.width;
    else if (alignment === 'top') y = bounds.y;
    else if (alignment === 'bottom') y = bounds.y + bounds.height - item.height;
    else if (alignment === 'vertical-center') x = bounds.x + bounds.width / 2 - item.width / 2;
    else y = bounds.y + bounds.height / 2 - item.height / 2;
    if (x !== item.x || y !== item.y) moves.set(item.id, { x, y });
  }
  return moves;
}
