import { util, type dia } from '@joint/core';
import { BehaviorSubject, type Observable } from 'rxjs';
import { SKIP_UNDO } from './change-options';
import { reattachChildren } from './hierarchy';
import { DERIVED_CHANGE } from './shapes/shape-registry';

export { SKIP_UNDO };

type CellJSON = dia.Cell.JSON;

export type UndoCommand =
  /** The added cell's JSON is taken when the step is undone: until then the cell itself holds it. */
  | { kind: 'add'; id: dia.Cell.ID; cell?: CellJSON }
  | { kind: 'remove'; cell: CellJSON }
  | { kind: 'change'; id: dia.Cell.ID; attribute: string; previous: unknown; next: unknown };

export interface UndoState {
  canUndo: boolean;
  canRedo: boolean;
}

export interface UndoManagerOptions {
  /** Steps kept; the oldest are forgotten first. */
  limit?: number;
  /** Attributes never recorded (view state kept on cells). */
  ignoredAttributes?: readonly string[];
}

const DEFAULT_LIMIT = 200;

/**
 * Undo and redo of every change of a graph. A batch (graph.startBatch/stopBatch, nested or not: a drag,
 * a type change, a paste) is one step; a change outside any batch is a step of its own. A new step
 * clears the redo stack. Changes flagged SKIP_UNDO or derived, and those made while undoing or redoing,
 * are not recorded.
 */
export class UndoManager {
  private undoStack: UndoCommand[][] = [];
  private redoStack: UndoCommand[][] = [];
  private open: UndoCommand[] | null = null;
  private depth = 0;
  private applying = false;
  private readonly limit: number;
  private readonly ignored: ReadonlySet<string>;
  private readonly subject = new BehaviorSubject<UndoState>({ canUndo: false, canRedo: false });
  readonly state$: Observable<UndoState> = this.subject.asObservable();

  constructor(
    private readonly graph: dia.Graph,
    options: UndoManagerOptions = {},
  ) {
    this.limit = options.limit ?? DEFAULT_LIMIT;
    this.ignored = new Set(options.ignoredAttributes ?? []);
    graph.on('all', this.onGraphEvent, this);
  }

  get state(): UndoState {
    return this.subject.value;
  }

  dispose(): void {
    this.graph.off('all', this.onGraphEvent, this);
  }

  clear(): void {
    this.undoStack = [];
    this.redoStack = [];
    this.publish();
  }

  /** Runs `change` as one undoable step. */
  batch<T>(name: string, change: () => T): T {
    this.graph.startBatch(name);
    try {
      return change();
    } finally {
      this.graph.stopBatch(name);
    }
  }

  /**
   * Runs an asynchronous `change` as one undoable step (e.g. an import adding thousands of cells in steps):
   * what else changes the graph before it settles joins the step.
   */
  async batchAsync<T>(name: string, change: () => Promise<T>): Promise<T> {
    this.graph.startBatch(name);
    try {
      return await change();
    } finally {
      this.graph.stopBatch(name);
    }
  }

  undo(): boolean {
    const step = this.undoStack.pop();
    if (!step) return false;
    this.apply('undo', () => {
      for (let index = step.length - 1; index >= 0; index -= 1) this.revert(step[index]);
    });
    this.redoStack.push(step);
    this.publish();
    return true;
  }

  redo(): boolean {
    const step = this.redoStack.pop();
    if (!step) return false;
    this.apply('redo', () => {
      for (const command of step) this.replay(command);
    });
    this.undoStack.push(step);
    this.publish();
    return true;
  }

  private onGraphEvent(eventName: string, ...args: unknown[]): void {
    if (eventName === 'batch:start') {
      if (this.applying) return;
      if (this.depth === 0) this.open = [];
      this.depth += 1;
    } else if (eventName === 'batch:stop') {
      if (this.applying || this.depth === 0) return;
      this.depth -= 1;
      if (this.depth === 0) this.commit();
    } else if (eventName === 'reset') {
      this.clear();
    } else if (eventName === 'add' || eventName === 'remove') {
      const [cell, , options] = args as [dia.Cell, unknown, dia.Cell.Options | undefined];
      if (this.skips(options)) return;
      // Steps are undone last first, so an added cell is as it was added when its step is undone.
      this.record(eventName === 'add' ? { kind: 'add', id: cell.id } : { kind: 'remove', cell: cell.toJSON() });
    } else if (eventName.startsWith('change:')) {
      const [cell, next, options] = args as [dia.Cell, unknown, dia.Cell.Options | undefined];
      const attribute = eventName.slice('change:'.length);
      if (this.skips(options) || this.ignored.has(attribute) || !cell.graph) return;
      this.recordChange(cell.id, attribute, cell.previous(attribute), next);
    }
  }

  private skips(options: dia.Cell.Options | undefined): boolean {
    return this.applying || Boolean(options?.[SKIP_UNDO] || options?.[DERIVED_CHANGE]);
  }

  private recordChange(id: dia.Cell.ID, attribute: string, previous: unknown, next: unknown): void {
    const open = this.open;
    const last = open?.[open.length - 1];
    if (last?.kind === 'change' && last.id === id && last.attribute === attribute) {
      // A drag sets the position many times in one batch: keep the first previous and the last next.
      last.next = clone(next);
      return;
    }
    this.record({ kind: 'change', id, attribute, previous: clone(previous), next: clone(next) });
  }

  private record(command: UndoCommand): void {
    if (this.open) {
      this.open.push(command);
    } else {
      this.open = [command];
      this.commit();
    }
  }

  private commit(): void {
    const step = this.open;
    this.open = null;
    if (!step || step.length === 0) return;
    this.undoStack.push(step);
    if (this.undoStack.length > this.limit) this.undoStack.shift();
    this.redoStack = [];
    this.publish();
  }

  private apply(name: 'undo' | 'redo', run: () => void): void {
    // A change during an open batch belongs to it; undoing meanwhile would interleave the two.
    this.commit();
    this.applying = true;
    this.graph.startBatch(name);
    try {
      run();
      // Cells are added unsorted (sorting after each of thousands would take minutes): sorted once here.
      for (const layer of this.graph.getLayers()) layer.cellCollection.sort();
    } finally {
      this.graph.stopBatch(name);
      this.applying = false;
    }
  }

  private revert(command: UndoCommand): void {
    const options = { [SKIP_UNDO]: true, undo: true };
    if (command.kind === 'add') {
      command.cell = this.graph.getCell(command.id)?.toJSON() ?? command.cell;
      this.removeCell(command.id, options);
    } else if (command.kind === 'remove') this.addCell(command.cell, options);
    else this.graph.getCell(command.id)?.set(command.attribute, clone(command.previous), options);
  }

  private replay(command: UndoCommand): void {
    const options = { [SKIP_UNDO]: true, redo: true };
    if (command.kind === 'add') {
      if (command.cell) this.addCell(command.cell, options);
    } else if (command.kind === 'remove') this.removeCell(command.cell.id, options);
    else this.graph.getCell(command.id)?.set(command.attribute, clone(command.next), options);
  }

  private addCell(cell: CellJSON, options: dia.Cell.Options): void {
    this.graph.addCell(clone(cell), { ...options, sort: false });
    reattachChildren(this.graph, this.graph.getCell(cell.id));
  }

  /** Removes only the cell: its links and children were recorded as steps of their own and are replayed apart. */
  private removeCell(id: dia.Cell.ID, options: dia.Cell.Options): void {
    if (this.graph.getCell(id)) this.graph.removeCell(id, { ...options, replace: true });
  }

  private publish(): void {
    this.subject.next({ canUndo: this.undoStack.length > 0, canRedo: this.redoStack.length > 0 });
  }
}

function clone<T>(value: T): T {
  return value !== null && typeof value === 'object' ? (util.cloneDeep(value) as T) : value;
}
