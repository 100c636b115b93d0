/**
 * The checklist's rules, pure: progress, nesting and moves. Items are one flat, ordered list; an item's
 * sub-items are the items of level 1 right after it, so an order is all the nesting there is, and a move or a
 * copy never leaves a sub-item pointing at a parent that is gone.
 */
import { MAX_LEVEL } from './manifest';
import type { ChecklistItem } from './checklist-item';

export interface Progress {
  done: number;
  total: number;
}

/** Items and sub-items alike count: "3 of 7 done" (the server's card summary counts the same way). */
export function progressOf(items: readonly ChecklistItem[]): Progress {
  return { done: items.filter((item) => item.done).length, total: items.length };
}

/** The level each item is shown at: the first item cannot be a sub-item, nor can one go deeper than MAX_LEVEL. */
export function shownLevels(items: readonly ChecklistItem[]): number[] {
  return items.map((item, index) => (index === 0 ? 0 : Math.max(0, Math.min(item.level, MAX_LEVEL))));
}

/** The index of the item and one past its last sub-item: what moves, hides or goes with it. */
export function blockOf(levels: readonly number[], index: number): { start: number; end: number } {
  if (levels[index] > 0) return { start: index, end: index + 1 };
  let end = index + 1;
  while (end < levels.length && levels[end] > 0) end += 1;
  return { start: index, end };
}

/** An item becomes a sub-item of the item above it: not the first, not one already nested, not one with sub-items. */
export function canIndent(levels: readonly number[], index: number): boolean {
  return index > 0 && levels[index] === 0 && blockOf(levels, index).end === index + 1;
}

export function canOutdent(levels: readonly number[], index: number): boolean {
  return levels[index] > 0;
}

/**
 * The new order of the keys after moving the item at `index` one step up (-1) or down (+1), or null when it
 * cannot go further. An item moves with its sub-items past the neighbouring item and its sub-items; a sub-item
 * moves past its neighbour, and past its parent's edge into the neighbouring item's sub-items.
 */
export function stepMove(keys: readonly string[], levels: readonly number[], index: number, direction: -1 | 1): string[] | null {
  const { start, end } = blockOf(levels, index);
  if (levels[index] > 0) {
    const target = index + direction;
    // A sub-item cannot go above the first item, which is never a sub-item.
    if (target < 1 || target >= keys.length) return null;
    if (direction === 1 && levels[target] === 0) {
      // Past the next item: becomes that item's first sub-item.
      return moveRange(keys, start, end, target + 1);
    }
    return moveRange(keys, start, end, direction === -1 ? target : target + 1);
  }
  if (direction === -1) {
    let previous = start - 1;
    while (previous > 0 && levels[previous] > 0) previous -= 1;
    return start === 0 ? null : moveRange(keys, start, end, previous);
  }
  if (end >= keys.length) return null;
  return moveRange(keys, start, end, blockOf(levels, end).end);
}

/** Moves keys[start..end) to stand before the key now at `before` (an index of `keys`, end = length). */
export function moveRange(keys: readonly string[], start: number, end: number, before: number): string[] {
  const moved = keys.slice(start, end);
  const rest = [...keys.slice(0, start), ...keys.slice(end)];
  const at = before > start ? before - moved.length : before;
  return [...rest.slice(0, at), ...moved, ...rest.slice(at)];
}

/** Keys shown when done items are hidden: a done item hides its sub-items with it. */
export function visibleKeys(keys: readonly string[], items: readonly ChecklistItem[], levels: readonly number[], hideDone: boolean): string[] {
  if (!hideDone) return [...keys];
  const shown: string[] = [];
  let parentDone = false;
  items.forEach((item, index) => {
    if (levels[index] === 0) parentDone = item.done;
    if (!item.done && !(levels[index] > 0 && parentDone)) shown.push(keys[index]);
  });
  return shown;
}
