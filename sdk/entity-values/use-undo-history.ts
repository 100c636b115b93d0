import { useMemo, useSyncExternalStore } from 'react';
import { UndoHistory, type UndoableValues } from './undo-history';

export interface UndoControls {
  /** Runs `action` as one undoable step; actions of the same `group` in quick succession merge. */
  record(action: () => void, group?: string): void;
  undo(): void;
  redo(): void;
  canUndo: boolean;
  canRedo: boolean;
}

/**
 * An undo history over a module's entity values (see UndoHistory), kept while the view is open. Give it the
 * store itself (`useEntityValues(...).store`): undo reads the items as they are after each of its own changes.
 */
export function useUndoHistory<V>(store: UndoableValues<V>): UndoControls {
  const history = useMemo(() => new UndoHistory<V>(store), [store]);
  const canUndo = useSyncExternalStore(history.subscribe, () => history.canUndo);
  const canRedo = useSyncExternalStore(history.subscribe, () => history.canRedo);
  return useMemo(
    () => ({ record: (action, group) => history.record(action, group), undo: history.undo, redo: history.redo, canUndo, canRedo }),
    [history, canUndo, canRedo],
  );
}
