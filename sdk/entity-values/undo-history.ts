import type { EntityItem } from './entity-item';

/** The store operations undo needs (EntityValuesStore, or EntityValues from useEntityValues). */
export interface UndoableValues<V> {
  readonly items: readonly EntityItem<V>[];
  create(value: V, atIndex?: number): string;
  update(key: string, change: (current: V) => V): void;
  remove(key: string): void;
  move(key: string, toIndex: number): void;
}

type Snapshot<V> = ReadonlyArray<{ key: string; value: V }>;

interface Step<V> {
  before: Snapshot<V>;
  after: Snapshot<V>;
  /** Steps of the same group one after another within MERGE_MS merge (typing into one field). */
  group?: string;
  at: number;
}

/** Edits of one field closer together than this are one step, as in a text editor. */
export const MERGE_MS = 1000;
const MAX_STEPS = 100;

/**
 * Undo and redo of a module's entity values: each user action is recorded as the items before and after it,
 * and undoing restores the items to the state before by ordinary creates, updates, deletes and moves, which
 * the store saves like any edit. Restoring a state rather than inverting each operation covers every action
 * alike (an edit, an add, a delete of an item with its sub-items, a move, a copy of many items). A deleted
 * item comes back as a new value under a new key; the history follows it through `aliases`.
 */
export class UndoHistory<V> {
  private undoSteps: Step<V>[] = [];
  private redoSteps: Step<V>[] = [];
  private readonly aliases = new Map<string, string>();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly store: UndoableValues<V>) {}

  get canUndo(): boolean {
    return this.undoSteps.length > 0;
  }

  get canRedo(): boolean {
    return this.redoSteps.length > 0;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Runs `action` (which changes the values) as one undoable step. */
  record = (action: () => void, group?: string, now = Date.now()): void => {
    const before = this.snapshot();
    action();
    const after = this.snapshot();
    if (sameSnapshot(before, after)) return;
    const last = this.undoSteps.at(-1);
    if (group !== undefined && last?.group === group && now - last.at < MERGE_MS) {
      last.after = after;
      last.at = now;
    } else {
      this.undoSteps = [...this.undoSteps, { before, after, group, at: now }].slice(-MAX_STEPS);
    }
    this.redoSteps = [];
    this.notify();
  };

  undo = (): void => {
    const step = this.undoSteps.pop();
    if (!step) return;
    this.restore(step.before);
    this.redoSteps.push(step);
    this.notify();
  };

  redo = (): void => {
    const step = this.redoSteps.pop();
    if (!step) return;
    this.restore(step.after);
    this.undoSteps.push(step);
    this.notify();
  };

  private snapshot(): Snapshot<V> {
    return this.store.items.map(({ key, value }) => ({ key, value }));
  }

  private current(key: string): string {
    let found = key;
    while (this.aliases.has(found)) found = this.aliases.get(found) as string;
    return found;
  }

  /** Makes the values what `target` was: deletes what it lacks, puts back what it had, then restores values and order. */
  private restore(target: Snapshot<V>): void {
    const values = this.store;
    const wanted = target.map((entry) => ({ key: this.current(entry.key), value: entry.value }));
    const wantedKeys = new Set(wanted.map((entry) => entry.key));
    for (const item of values.items) if (!wantedKeys.has(item.key)) values.remove(item.key);
    wanted.forEach((entry, index) => {
      const existing = values.items.find((item) => item.key === entry.key);
      if (!existing) {
        const key = values.create(entry.value, index);
        this.aliases.set(entry.key, key);
        entry.key = key;
      } else if (existing.value !== entry.value) {
        values.update(entry.key, () => entry.value);
      }
    });
    wanted.forEach((entry, index) => {
      if (values.items[index]?.key !== entry.key) values.move(entry.key, index);
    });
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

function sameSnapshot<V>(a: Snapshot<V>, b: Snapshot<V>): boolean {
  return a.length === b.length && a.every((entry, index) => entry.key === b[index].key && entry.value === b[index].value);
}
