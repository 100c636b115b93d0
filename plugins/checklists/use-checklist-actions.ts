import { useMemo } from 'react';
import type { EntityValuesStore, UndoControls } from '../../sdk';
import { newChecklistItem, type ChecklistItem } from './checklist-item';
import { blockOf, canIndent, canOutdent, moveRange, shownLevels, stepMove } from './checklist-rules';

export interface ChecklistActions {
  /** Adds an item after the item at `afterIndex` (its last sub-item for an item), or at the end; answers its key. */
  add(text: string, afterIndex?: number): string;
  edit(key: string, change: Partial<ChecklistItem>): void;
  indent(index: number): void;
  outdent(index: number): void;
  /** Moves the item at `index` (with its sub-items) one step; answers whether it moved. */
  step(index: number, direction: -1 | 1): boolean;
  /** A drag: the item at `from` (with its sub-items) to where the item at `to` stands. */
  drop(from: number, to: number): void;
  /** Deletes the item at `index` with its sub-items; answers how many went. */
  remove(index: number): number;
  /** Appends copies of `items`, unchecked, without due dates or assignees (a checklist used as a template). */
  appendCopies(items: readonly ChecklistItem[]): void;
}

/** Every change of a checklist, each one undoable step, saved through the store's save queue. */
export function useChecklistActions(store: EntityValuesStore<ChecklistItem>, history: UndoControls): ChecklistActions {
  return useMemo(() => {
    const levels = () => shownLevels(store.items.map((item) => item.value));
    /** Puts the items in `keys` order; a sub-item that ends up first becomes an item. */
    const reorder = (keys: readonly string[]) => {
      keys.forEach((key, index) => {
        if (store.items[index]?.key !== key) store.move(key, index);
      });
      const first = store.items[0];
      if (first && first.value.level !== 0) store.update(first.key, { level: 0 });
    };
    const keys = () => store.items.map((item) => item.key);
    return {
      add: (text, afterIndex) => {
        let key = '';
        history.record(() => {
          if (afterIndex === undefined) {
            key = store.create(newChecklistItem(text));
            return;
          }
          const level = levels()[afterIndex] ?? 0;
          const at = level > 0 ? afterIndex + 1 : blockOf(levels(), afterIndex).end;
          key = store.create(newChecklistItem(text, level), at);
        });
        return key;
      },
      edit: (key, change) => history.record(() => store.update(key, change), `${key}:${Object.keys(change).join(',')}`),
      indent: (index) => {
        if (!canIndent(levels(), index)) return;
        history.record(() => store.update(store.items[index].key, { level: 1 }));
      },
      outdent: (index) => {
        if (!canOutdent(levels(), index)) return;
        // Un-nesting keeps the order; the sub-items below it become its own.
        history.record(() => store.update(store.items[index].key, { level: 0 }));
      },
      step: (index, direction) => {
        const order = stepMove(keys(), levels(), index, direction);
        if (!order) return false;
        history.record(() => reorder(order));
        return true;
      },
      drop: (from, to) => {
        if (from === to) return;
        const { start, end } = blockOf(levels(), from);
        if (to >= start && to < end) return;
        history.record(() => reorder(moveRange(keys(), start, end, to > from ? blockOf(levels(), to).end : to)));
      },
      remove: (index) => {
        const { start, end } = blockOf(levels(), index);
        const gone = keys().slice(start, end);
        history.record(() => store.applyLocal({ removed: gone }));
        return gone.length;
      },
      appendCopies: (items) => {
        if (items.length === 0) return;
        const copies = items.map((item, index) => newChecklistItem(item.text, index === 0 && store.items.length === 0 ? 0 : item.level));
        history.record(() => store.applyLocal({ created: copies }));
      },
    };
  }, [store, history]);
}
