import { describe, expect, it } from 'vitest';
import { clickRow, EMPTY_SELECTION, pressKey, selectedRows, type DetailSelection } from './detail-selection';

const ids = [11, 12, 13, 14, 15];
const plain = { shift: false, toggle: false };
const picked = (state: DetailSelection | null) => [...(state?.selected ?? [])].sort();

describe('picking details', () => {
  it('picks one on a click and a range from it on a Shift+click, either way', () => {
    const one = clickRow(EMPTY_SELECTION, ids, 3, plain);
    expect(picked(one)).toEqual([14]);
    expect(picked(clickRow(one, ids, 1, { shift: true, toggle: false }))).toEqual([12, 13, 14]);
    expect(picked(clickRow(one, ids, 4, { shift: true, toggle: false }))).toEqual([14, 15]);
  });

  it('adds and takes away one with Ctrl+click, and adds a range with Ctrl+Shift+click', () => {
    const two = clickRow(clickRow(EMPTY_SELECTION, ids, 0, plain), ids, 2, { shift: false, toggle: true });
    expect(picked(two)).toEqual([11, 13]);
    expect(picked(clickRow(two, ids, 0, { shift: false, toggle: true }))).toEqual([13]);
    expect(picked(clickRow(two, ids, 4, { shift: true, toggle: true }))).toEqual([11, 13, 14, 15]);
  });

  it('moves the focus with the arrows without picking, and picks the range with Shift', () => {
    const start = pressKey(EMPTY_SELECTION, ids, 'ArrowDown', plain, 10)!;
    expect(start.activeId).toBe(11);
    const moved = pressKey(start, ids, 'ArrowDown', plain, 10)!;
    expect(moved.activeId).toBe(12);
    expect(picked(moved)).toEqual([]);
    const ranged = pressKey(pressKey(moved, ids, 'ArrowDown', { shift: true, toggle: false }, 10)!, ids, 'ArrowDown', { shift: true, toggle: false }, 10);
    expect(picked(ranged)).toEqual([12, 13, 14]);
    expect(pressKey(ranged!, ids, 'End', plain, 10)!.activeId).toBe(15);
    expect(pressKey(ranged!, ids, 'PageUp', plain, 2)!.activeId).toBe(12);
  });

  it('picks and drops the focused one with Space, every row with Ctrl+A, none with Escape', () => {
    const focused = { ...EMPTY_SELECTION, activeId: 13 };
    const one = pressKey(focused, ids, ' ', plain, 10)!;
    expect(picked(one)).toEqual([13]);
    expect(picked(pressKey(one, ids, ' ', plain, 10))).toEqual([]);
    const all = pressKey(one, ids, 'a', { shift: false, toggle: true }, 10)!;
    expect(picked(all)).toEqual(ids);
    expect(picked(pressKey(all, ids, 'Escape', plain, 10))).toEqual([]);
    expect(pressKey(focused, ids, 'Escape', plain, 10)).toBeNull();
    expect(pressKey(focused, ids, 'x', plain, 10)).toBeNull();
  });

  it('acts only on the picked rows the filter shows', () => {
    const rows = [12, 14].map((id) => ({ detail: { id } }));
    expect(selectedRows(rows, new Set([11, 14]))).toEqual([{ detail: { id: 14 } }]);
  });
});
