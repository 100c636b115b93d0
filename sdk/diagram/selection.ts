import type { dia } from '@joint/core';
import { BehaviorSubject, type Observable, type Subscription } from 'rxjs';
import { isHiddenByLayer, isLocked, isNonInteractive, type LayerVisibility } from './cell-rules';

export interface SelectionContext {
  /** Layer visibility; when it publishes changes, cells that became hidden or dimmed leave the selection. */
  layers: LayerVisibility & { state$?: Observable<unknown> };
  /** False while the module is read-only (locked, or no write permission). */
  canEdit?: () => boolean;
}

export interface SelectionState {
  ids: readonly dia.Cell.ID[];
  /** §4: the properties and tools show read-only styling when any selected cell is not editable. */
  readOnlyStyling: boolean;
  /** §4: non-interactive cells are shown while nothing is selected. */
  nonInteractiveVisible: boolean;
}

export interface SelectOptions {
  /** Ctrl or Meta held: add to (or, for a click, toggle in) the selection instead of replacing it. */
  additive?: boolean;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const EMPTY: SelectionState = { ids: [], readOnlyStyling: false, nonInteractiveVisible: true };

/**
 * The selected cells of a diagram. Locked cells, non-interactive cells and cells hidden or dimmed by a
 * layer cannot be selected (§4); a cell that becomes one of those, or is removed, leaves the selection.
 */
export class Selection {
  private readonly subject = new BehaviorSubject<SelectionState>(EMPTY);
  private readonly subscription: Subscription | undefined;
  readonly state$: Observable<SelectionState> = this.subject.asObservable();

  constructor(
    private readonly graph: dia.Graph,
    private readonly context: SelectionContext,
  ) {
    graph.on('remove change:locked change:celltype change:layer_id', this.prune, this);
    this.subscription = context.layers.state$?.subscribe(() => this.prune());
  }

  get state(): SelectionState {
    return this.subject.value;
  }

  get ids(): readonly dia.Cell.ID[] {
    return this.state.ids;
  }

  get cells(): dia.Cell[] {
    return this.ids.map((id) => this.graph.getCell(id)).filter((cell): cell is dia.Cell => Boolean(cell));
  }

  dispose(): void {
    this.graph.off('remove change:locked change:celltype change:layer_id', this.prune, this);
    this.subscription?.unsubscribe();
  }

  isSelectable(cell: dia.Cell): boolean {
    return !isLocked(cell) && !isNonInteractive(cell) && !isHiddenByLayer(cell, this.context.layers);
  }

  isEditable(cell: dia.Cell): boolean {
    return (this.context.canEdit?.() ?? true) && !isLocked(cell) && !isNonInteractive(cell);
  }

  isSelected(id: dia.Cell.ID): boolean {
    return this.ids.includes(id);
  }

  /** A click on a cell: selects it alone, or with Ctrl/Meta toggles it in the selection. */
  click(id: dia.Cell.ID, options: SelectOptions = {}): void {
    const cell = this.graph.getCell(id);
    if (!options.additive) {
      this.set(cell && this.isSelectable(cell) ? [id] : []);
    } else if (this.isSelected(id)) {
      this.set(this.ids.filter((selected) => selected !== id));
    } else if (cell && this.isSelectable(cell)) {
      this.set([...this.ids, id]);
    }
  }

  /** Selects these cells (the selectable ones), replacing the selection or adding to it. */
  select(ids: readonly dia.Cell.ID[], options: SelectOptions = {}): void {
    const selectable = ids.filter((id) => {
      const cell = this.graph.getCell(id);
      return cell !== undefined && this.isSelectable(cell);
    });
    this.set(options.additive ? [...this.ids, ...selectable] : selectable);
  }

  /** Rubber-band selection: the elements wholly inside the rectangle, and the links between them. */
  selectInRect(rect: Rect, options: SelectOptions = {}): void {
    const elements = this.graph.findElementsInArea(rect, { strict: true }).filter((cell) => this.isSelectable(cell));
    const inside = new Set(elements.map((element) => element.id));
    const links = this.graph
      .getLinks()
      .filter((link) => inside.has(link.source().id ?? '') && inside.has(link.target().id ?? '') && this.isSelectable(link));
    this.select([...elements, ...links].map((cell) => cell.id), options);
  }

  clear(): void {
    this.set([]);
  }

  /** Drops removed and no longer selectable cells. */
  prune(): void {
    const kept = this.ids.filter((id) => {
      const cell = this.graph.getCell(id);
      return cell !== undefined && this.isSelectable(cell);
    });
    if (kept.length !== this.ids.length) this.set(kept);
    else this.publish(this.ids);
  }

  private set(ids: readonly dia.Cell.ID[]): void {
    this.publish([...new Set(ids)]);
  }

  private publish(ids: readonly dia.Cell.ID[]): void {
    const cells = ids.map((id) => this.graph.getCell(id)).filter((cell): cell is dia.Cell => Boolean(cell));
    const next: SelectionState = {
      ids,
      readOnlyStyling: cells.some((cell) => !this.isEditable(cell)),
      nonInteractiveVisible: ids.length === 0,
    };
    const current = this.state;
    if (sameIds(current.ids, next.ids) && current.readOnlyStyling === next.readOnlyStyling) return;
    this.subject.next(next);
  }
}

function sameIds(a: readonly dia.Cell.ID[], b: readonly dia.Cell.ID[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}
