import { describe, expect, it } from 'vitest';
import { newChecklistItem, type ChecklistItem } from './checklist-item';
import { blockOf, canIndent, canOutdent, moveRange, progressOf, shownLevels, stepMove, visibleKeys } from './checklist-rules';

const item = (text: string, level = 0, done = false): ChecklistItem => ({ ...newChecklistItem(text, level), done });
// A, a1, a2, B, C, c1
const items = [item('A'), item('a1', 1, true), item('a2', 1), item('B', 0, true), item('C'), item('c1', 1)];
const keys = items.map((entry) => entry.text);
const levels = shownLevels(items);

describe('checklist rules', () => {
  it('counts items and sub-items alike for the progress', () => {
    expect(progressOf(items)).toEqual({ done: 2, total: 6 });
    expect(progressOf([])).toEqual({ done: 0, total: 0 });
  });

  it('never shows the first item as a sub-item, nor any deeper than one level', () => {
    expect(shownLevels([item('x', 1), item('y', 3), item('z', -1)])).toEqual([0, 1, 0]);
  });

  it('takes an item with its sub-items as one block', () => {
    expect(blockOf(levels, 0)).toEqual({ start: 0, end: 3 });
    expect(blockOf(levels, 1)).toEqual({ start: 1, end: 2 });
    expect(blockOf(levels, 3)).toEqual({ start: 3, end: 4 });
    expect(blockOf(levels, 4)).toEqual({ start: 4, end: 6 });
  });

  it('nests an item only under the item above it, one level deep, and never an item that has sub-items', () => {
    expect(canIndent(levels, 0)).toBe(false);
    expect(canIndent(levels, 1)).toBe(false);
    expect(canIndent(levels, 3)).toBe(true);
    expect(canIndent(levels, 4)).toBe(false);
    expect(canOutdent(levels, 1)).toBe(true);
    expect(canOutdent(levels, 3)).toBe(false);
  });

  it('moves an item with its sub-items past the neighbouring block', () => {
    expect(stepMove(keys, levels, 3, -1)).toEqual(['B', 'A', 'a1', 'a2', 'C', 'c1']);
    expect(stepMove(keys, levels, 0, 1)).toEqual(['B', 'A', 'a1', 'a2', 'C', 'c1']);
    expect(stepMove(keys, levels, 3, 1)).toEqual(['A', 'a1', 'a2', 'C', 'c1', 'B']);
    expect(stepMove(keys, levels, 0, -1)).toBeNull();
    expect(stepMove(keys, levels, 4, 1)).toBeNull();
  });

  it('moves a sub-item among its siblings and across its parent edge into the neighbouring item', () => {
    expect(stepMove(keys, levels, 1, 1)).toEqual(['A', 'a2', 'a1', 'B', 'C', 'c1']);
    // a2 is A's last sub-item: down it becomes B's first sub-item.
    expect(stepMove(keys, levels, 2, 1)).toEqual(['A', 'a1', 'B', 'a2', 'C', 'c1']);
    // c1 up past C: the last sub-item of B.
    expect(stepMove(keys, levels, 5, -1)).toEqual(['A', 'a1', 'a2', 'B', 'c1', 'C']);
    // a1 cannot go above the first item.
    expect(stepMove(keys, levels, 1, -1)).toBeNull();
    expect(stepMove(keys, levels, 5, 1)).toBeNull();
  });

  it('moves a range before another index, either way', () => {
    expect(moveRange(['a', 'b', 'c', 'd'], 0, 2, 4)).toEqual(['c', 'd', 'a', 'b']);
    expect(moveRange(['a', 'b', 'c', 'd'], 2, 4, 0)).toEqual(['c', 'd', 'a', 'b']);
  });

  it('hides done items, and the sub-items of a done item with it', () => {
    const withDoneParent = [item('A', 0, true), item('a1', 1), item('B'), item('b1', 1, true)];
    expect(visibleKeys(['A', 'a1', 'B', 'b1'], withDoneParent, shownLevels(withDoneParent), true)).toEqual(['B']);
    expect(visibleKeys(['A', 'a1', 'B', 'b1'], withDoneParent, shownLevels(withDoneParent), false)).toEqual(['A', 'a1', 'B', 'b1']);
  });
});
