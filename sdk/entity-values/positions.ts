import type { ItemPosition } from './entity-item';

/** The position for an item appended after `items`: the highest existing position plus one, starting at 0. */
export function nextPosition(items: readonly ItemPosition[]): number {
  return items.reduce((highest, item) => Math.max(highest, item.position + 1), 0);
}

/**
 * The position updates that make `order` (items in their wanted order) strictly increasing, touching as
 * few items as possible: the positions already in use are dealt out again in the new order, so moving
 * one item changes only the items between its old and new place. Duplicate positions fall back to 0..n-1.
 */
export function positionChanges(order: readonly ItemPosition[]): ItemPosition[] {
  if (isStrictlyIncreasing(order.map((item) => item.position))) return [];
  const used = order.map((item) => item.position).sort((a, b) => a - b);
  const slots = isStrictlyIncreasing(used) ? used : order.map((_, index) => index);
  return order.flatMap((item, index) => (item.position === slots[index] ? [] : [{ key: item.key, position: slots[index] }]));
}

function isStrictlyIncreasing(numbers: readonly number[]): boolean {
  return numbers.every((value, index) => index === 0 || value > numbers[index - 1]);
}

/** `items` with `moved` taken out of its place and put at `toIndex` (clamped to the list). */
export function moveInArray<T>(items: readonly T[], fromIndex: number, toIndex: number): T[] {
  const result = [...items];
  const [moved] = result.splice(fromIndex, 1);
  result.splice(Math.max(0, Math.min(toIndex, result.length)), 0, moved);
  return result;
}
