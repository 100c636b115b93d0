import { describe, expect, it } from 'vitest';
import type { EntityItem } from './entity-item';
import { MERGE_MS, UndoHistory, type UndoableValues } from './undo-history';

/** The store's operations over an array, as EntityValuesStore does them (a create gets a fresh key). */
class ArrayValues implements UndoableValues<{ text: string }> {
  items: EntityItem<{ text: string }>[] = [];
  private next = 0;

  constructor(texts: string[]) {
    for (const text of texts) this.create({ text });
  }

  create = (value: { text: string }, atIndex = this.items.length) => {
    const key = `k${this.next++}`;
    this.items = [...this.items.slice(0, atIndex), { key, id: null, value, position: 0 }, ...this.items.slice(atIndex)];
    return key;
  };
  update = (key: string, change: (current: { text: string }) => { text: string }) => {
    this.items = this.items.map((item) => (item.key === key ? { ...item, value: change(item.value) } : item));
  };
  remove = (key: string) => {
    this.items = this.items.filter((item) => item.key !== key);
  };
  move = (key: string, toIndex: number) => {
    const item = this.items.find((candidate) => candidate.key === key);
    if (!item) return;
    const rest = this.items.filter((candidate) => candidate !== item);
    this.items = [...rest.slice(0, toIndex), item, ...rest.slice(toIndex)];
  };
  get texts() {
    return this.items.map((item) => item.value.text);
  }
}

describe('UndoHistory', () => {
  it('undoes and redoes an edit, an add, a delete and a move', () => {
    const values = new ArrayValues(['a', 'b', 'c']);
    const history = new UndoHistory(values);
    history.record(() => values.update('k0', () => ({ text: 'A' })));
    history.record(() => values.create({ text: 'd' }));
    history.record(() => values.remove('k1'));
    history.record(() => values.move('k2', 0));
    expect(values.texts).toEqual(['c', 'A', 'd']);
    history.undo();
    expect(values.texts).toEqual(['A', 'c', 'd']);
    history.undo();
    expect(values.texts).toEqual(['A', 'b', 'c', 'd']);
    history.undo();
    expect(values.texts).toEqual(['A', 'b', 'c']);
    history.undo();
    expect(values.texts).toEqual(['a', 'b', 'c']);
    expect(history.canUndo).toBe(false);
    history.redo();
    history.redo();
    history.redo();
    history.redo();
    expect(values.texts).toEqual(['c', 'A', 'd']);
  });

  it('follows an item brought back by undo through later steps', () => {
    const values = new ArrayValues(['a', 'b']);
    const history = new UndoHistory(values);
    history.record(() => values.update('k1', () => ({ text: 'B' })));
    history.record(() => values.remove('k1'));
    history.undo();
    history.undo();
    expect(values.texts).toEqual(['a', 'b']);
    history.redo();
    history.redo();
    expect(values.texts).toEqual(['a']);
  });

  it('merges edits of one group in quick succession into one step', () => {
    const values = new ArrayValues(['']);
    const history = new UndoHistory(values);
    history.record(() => values.update('k0', () => ({ text: 'h' })), 'k0.text', 1000);
    history.record(() => values.update('k0', () => ({ text: 'hi' })), 'k0.text', 1000 + MERGE_MS / 2);
    history.record(() => values.update('k0', () => ({ text: 'hi!' })), 'k0.text', 1000 + 3 * MERGE_MS);
    history.undo();
    expect(values.texts).toEqual(['hi']);
    history.undo();
    expect(values.texts).toEqual(['']);
  });

  it('records nothing for an action that changes nothing, and a new step clears redo', () => {
    const values = new ArrayValues(['a']);
    const history = new UndoHistory(values);
    history.record(() => undefined);
    expect(history.canUndo).toBe(false);
    history.record(() => values.create({ text: 'b' }));
    history.undo();
    expect(history.canRedo).toBe(true);
    history.record(() => values.create({ text: 'c' }));
    expect(history.canRedo).toBe(false);
  });
});
