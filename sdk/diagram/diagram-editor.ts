import type { dia } from '@joint/core';
import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import { alignCells, distributeCells } from './actions/align-cells';
import type { CellCloner } from './actions/cell-cloner';
import { copyCells, PASTE_BATCH, PASTE_OFFSET, pasteCells, type ClipboardContent } from './actions/clipboard';
import { readClipboard, writeClipboard, type ClipboardSource } from './actions/shared-clipboard';
import { setCellsLocked } from './actions/lock-cells';
import { moveCells } from './actions/move-cells';
import { moveCellsToLayer } from './actions/move-to-layer';
import { wrapInContainer } from './actions/wrap-in-container';
import { reorderCells, type ZOrder } from './actions/z-order';
import { spreadParallelLinks } from './actions/spread-parallel-links';
import { canConnect, canEmbed, isLocked, isNonInteractive, type CellRulesContext, type ConnectionRefusal, type RuleCheck } from './cell-rules';
import { changeShapeType } from './change-type';
import { DEFAULT_DIAGRAM_SETTINGS, ELEMENT_MIN_SIZE, type DiagramSettings } from './constants';
import type { Alignment, Distribution } from './geometry/alignment';
import { ArrowMover } from './geometry/arrow-move';
import { gridSize } from './geometry/grid';
import type { Point, Rect, Size } from './geometry/rect';
import { LayersModel, type LayersState } from './layers';
import type { KeyCommand } from './paper/key-commands';
import { Selection } from './selection';
import type { ShapeRegistry } from './shapes/shape-registry';
import { UndoManager } from './undo-manager';

export interface DiagramEditorOptions {
  registry: ShapeRegistry;
  settings?: Partial<DiagramSettings>;
  layers?: Partial<LayersState>;
  /** A locked module (or one the user may only read) opens read-only. */
  readOnly?: boolean;
  /** Injected graph, e.g. one already loaded; by default an empty graph of the registry's shapes. */
  graph?: dia.Graph;
}

/**
 * The diagram editor engine, free of any view: the graph and the models around it (undo, selection,
 * layers, settings) and the user's commands, each one undo step. The paper (dia.Paper) and the React
 * chrome call these; none of them changes the graph another way. Every command does nothing while the
 * editor is read-only.
 */
export class DiagramEditor {
  readonly graph: dia.Graph;
  readonly registry: ShapeRegistry;
  readonly undoManager: UndoManager;
  readonly layers: LayersModel;
  readonly selection: Selection;
  private readonly settingsSubject: BehaviorSubject<DiagramSettings>;
  private readonly readOnlySubject: BehaviorSubject<boolean>;
  private cloner: CellCloner | null = null;
  private readonly pasteFailedSubject = new Subject<unknown>();
  private readonly arrows = new ArrowMover(() => this.gridSize);
  readonly settings$: Observable<DiagramSettings>;
  readonly readOnly$: Observable<boolean>;
  /** A duplicate or paste the server could not make (the network, a server error): nothing was added. */
  readonly pasteFailed$: Observable<unknown> = this.pasteFailedSubject.asObservable();

  constructor(options: DiagramEditorOptions) {
    this.registry = options.registry;
    this.graph = options.graph ?? options.registry.createGraph();
    this.settingsSubject = new BehaviorSubject({ ...DEFAULT_DIAGRAM_SETTINGS, ...options.settings });
    this.readOnlySubject = new BehaviorSubject(options.readOnly ?? false);
    this.settings$ = this.settingsSubject.asObservable();
    this.readOnly$ = this.readOnlySubject.asObservable();
    this.undoManager = new UndoManager(this.graph);
    this.layers = new LayersModel(options.layers);
    this.selection = new Selection(this.graph, { layers: this.layers, canEdit: () => !this.readOnly });
  }

  get settings(): DiagramSettings {
    return this.settingsSubject.value;
  }

  get readOnly(): boolean {
    return this.readOnlySubject.value;
  }

  /** The grid step shapes snap to now (§9: 10 with gridlines, else 1). */
  get gridSize(): number {
    return gridSize(this.settings.show_gridlines);
  }

  get rules(): CellRulesContext {
    return { registry: this.registry, layers: this.layers, embeddingEnabled: this.settings.embedding_enabled };
  }

  setReadOnly(readOnly: boolean): void {
    this.readOnlySubject.next(readOnly);
    this.selection.prune();
  }

  updateSettings(patch: Partial<DiagramSettings>): void {
    this.settingsSubject.next({ ...this.settings, ...patch });
  }

  dispose(): void {
    this.selection.dispose();
    this.undoManager.dispose();
  }

  /** Whether the user may move, resize or edit this cell (§4: not locked, not non-interactive). */
  canEditCell(cell: dia.Cell): boolean {
    return !this.readOnly && !isLocked(cell) && !isNonInteractive(cell);
  }

  undo(): boolean {
    return !this.readOnly && this.undoManager.undo();
  }

  redo(): boolean {
    return !this.readOnly && this.undoManager.redo();
  }

  /** Adds a shape of a registered type on the active layer (or `layer_id`), as one undo step. */
  addShape(type: string, attributes: dia.Cell.Attributes = {}): dia.Cell | null {
    if (this.readOnly) return null;
    const cell = this.registry.create(type, { layer_id: this.layers.activeLayerId, ...attributes });
    this.graph.addCell(cell);
    return cell;
  }

  /** Connects two elements with the module's default link shape if §5 allows it. */
  connect(sourceId: dia.Cell.ID, targetId: dia.Cell.ID, attributes: dia.Cell.Attributes = {}): RuleCheck<ConnectionRefusal | 'read-only'> {
    if (this.readOnly) return { ok: false, reason: 'read-only' };
    const source = this.graph.getCell(sourceId);
    const target = this.graph.getCell(targetId);
    const check = canConnect(source, target, this.rules);
    if (!check.ok) return check;
    this.undoManager.batch('connect', () => {
      const link = this.registry.create(this.settings.default_link_key, {
        layer_id: source.get('layer_id') ?? this.layers.activeLayerId,
        ...attributes,
        source: { id: sourceId },
        target: { id: targetId },
      });
      this.graph.addCell(link);
      spreadParallelLinks(this.graph, source as dia.Element);
    });
    return check;
  }

  /** Embeds `itemId` into `containerId` if §5 allows it. */
  embed(containerId: dia.Cell.ID, itemId: dia.Cell.ID): boolean {
    const container = this.graph.getCell(containerId);
    const item = this.graph.getCell(itemId);
    if (this.readOnly || !container || !item || !canEmbed(container, item, this.rules).ok) return false;
    this.undoManager.batch('embed', () => {
      item.getParentCell()?.unembed(item);
      container.embed(item);
    });
    return true;
  }

  /**
   * A container just dropped over shapes takes them in (those §5 lets it) and goes behind them; part of
   * the caller's batch (the drop). Answers whether it wrapped any.
   */
  wrapInContainer(containerId: dia.Cell.ID): boolean {
    const container = this.graph.getCell(containerId);
    if (!container?.isElement() || !this.canEditCell(container) || !this.registry.get(container.get('type'))?.embedding?.container) return false;
    const wrapped = this.undoManager.batch('wrap', () =>
      wrapInContainer(this.graph, container, (item) => this.canEditCell(item) && canEmbed(container, item, this.rules).ok),
    );
    return wrapped.length > 0;
  }

  deleteSelection(): void {
    const cells = this.editableSelection();
    if (cells.length === 0) return;
    this.undoManager.batch('delete', () => this.graph.removeCells(cells));
    this.selection.clear();
  }

  moveSelection(delta: Point): void {
    const ids = this.editableSelection().map((cell) => cell.id);
    moveCells(this.graph, ids, delta);
  }

  alignSelection(alignment: Alignment): void {
    if (this.readOnly) return;
    alignCells(this.graph, this.editableSelection().map((cell) => cell.id), alignment);
  }

  distributeSelection(distribution: Distribution): void {
    if (this.readOnly) return;
    distributeCells(this.graph, this.editableSelection().map((cell) => cell.id), distribution);
  }

  /** Brings the selection in front of the other cells, or sends it behind them. */
  reorderSelection(order: ZOrder): void {
    reorderCells(this.graph, this.editableSelection().map((cell) => cell.id), order);
  }

  /** Moves the selection (with the content of containers) to another layer. */
  moveSelectionToLayer(layerId: string): void {
    if (!this.layers.layers.some((layer) => layer.id === layerId)) return;
    moveCellsToLayer(this.graph, this.editableSelection().map((cell) => cell.id), layerId);
  }

  /** Locks the selection, or unlocks these cells (a locked cell cannot be selected, so it is named). */
  setLocked(ids: readonly dia.Cell.ID[], locked: boolean): void {
    if (this.readOnly) return;
    const cells = ids.map((id) => this.graph.getCell(id)).filter((cell): cell is dia.Cell => Boolean(cell) && !isNonInteractive(cell));
    setCellsLocked(this.graph, cells.map((cell) => cell.id), locked);
    if (locked) this.selection.prune();
  }

  changeType(cellId: dia.Cell.ID, type: string): dia.Element | null {
    const cell = this.graph.getCell(cellId);
    if (!cell || !this.canEditCell(cell)) return null;
    return changeShapeType(this.graph, this.registry, cellId, type);
  }

  /** The smallest size the user may give an element: its shape's `minSize`, else ELEMENT_MIN_SIZE. */
  minSizeOf(element: dia.Element): Size {
    return this.registry.get(String(element.get('type')))?.minSize?.(element.attributes) ?? ELEMENT_MIN_SIZE;
  }

  /**
   * Gives an editable element a new box, never under its minimum size (the box keeps its given top-left
   * corner). Its embedded cells stay where they are. One undo step, or part of the caller's batch (a drag).
   */
  setElementBox(cellId: dia.Cell.ID, box: Rect): boolean {
    const cell = this.graph.getCell(cellId);
    if (!cell?.isElement() || !this.canEditCell(cell)) return false;
    const min = this.minSizeOf(cell);
    this.undoManager.batch('resize', () => {
      cell.position(box.x, box.y);
      cell.resize(Math.max(min.width, box.width), Math.max(min.height, box.height));
    });
    return true;
  }

  /** Makes duplicates and pastes on the server (see actions/cell-cloner.ts); without one they are made here. */
  setCellCloner(cloner: CellCloner | null): void {
    this.cloner = cloner;
  }

  /** Copies the selection (with the content of containers and the links among the copied cells). */
  copySelection(): void {
    const ids = this.selection.ids;
    if (ids.length === 0) return;
    const content = copyCells(this.graph, ids);
    writeClipboard(content, this.sourceOf(content));
  }

  get hasClipboard(): boolean {
    return readClipboard() !== null;
  }

  /** Copies the selection and deletes it (one undo step: the deletion). */
  cutSelection(): void {
    if (this.editableSelection().length === 0) return;
    this.copySelection();
    this.deleteSelection();
  }

  /**
   * Pastes the last copy (made in this diagram or another) as new cells on the active layer, one undo
   * step, and selects them.
   */
  paste(): Promise<string[]> {
    const clipboard = readClipboard();
    if (this.readOnly || !clipboard) return Promise.resolve([]);
    const times = clipboard.pasted;
    clipboard.pasted += 1;
    return this.pasteContent(clipboard.content, clipboard.source, times);
  }

  /** A copy of the selection beside it on the active layer, selected; the clipboard is left alone. */
  duplicateSelection(): Promise<string[]> {
    const ids = this.editableSelection().map((cell) => cell.id);
    if (ids.length === 0) return Promise.resolve([]);
    const content = copyCells(this.graph, ids);
    return this.pasteContent(content, this.sourceOf(content), 0);
  }

  selectAll(): void {
    this.selection.select(this.graph.getCells().map((cell) => cell.id));
  }

  /** Runs a keyboard command; true when it was handled (the caller then prevents the default). */
  runKeyCommand(command: KeyCommand, now: number): boolean {
    switch (command.kind) {
      case 'undo':
        this.undo();
        return true;
      case 'redo':
        this.redo();
        return true;
      case 'select-all':
        this.selectAll();
        return true;
      case 'copy':
        if (this.selection.ids.length === 0) return false;
        this.copySelection();
        return true;
      case 'paste':
        if (!this.hasClipboard) return false;
        void this.paste();
        return true;
      case 'delete':
        if (this.selection.ids.length === 0) return false;
        this.deleteSelection();
        return true;
      case 'move':
        if (this.selection.ids.length === 0) return false;
        this.moveSelection(this.arrows.press(command.key, now));
        return true;
      case 'edit-label':
        // The label editor is the paper's: a view over the label.
        return false;
    }
  }

  /** An arrow key was released: the next press starts slow again. */
  endKeyMove(): void {
    this.arrows.release();
  }

  private sourceOf(content: ClipboardContent): ClipboardSource | null {
    if (!this.cloner) return null;
    return { moduleId: this.cloner.moduleId, valueIds: this.cloner.savedIdsOf(content.cells.map((cell) => String(cell.id))) };
  }

  /** On the server when the copied cells are saved, else (or when the server refuses the source) here. */
  private async pasteContent(content: ClipboardContent, source: ClipboardSource | null, times: number): Promise<string[]> {
    const layerId = this.layers.activeLayerId;
    if (this.cloner && source?.valueIds) {
      const offset = PASTE_OFFSET * (times + 1);
      let cells: Awaited<ReturnType<CellCloner['clone']>>;
      try {
        cells = await this.cloner.clone({ sourceModuleId: source.moduleId, valueIds: source.valueIds, offset: { x: offset, y: offset }, layerId });
      } catch (error) {
        this.pasteFailedSubject.next(error);
        return [];
      }
      if (cells) return this.addCopies(cells);
    }
    const known = { cells: content.cells.filter((cell) => this.registry.get(String(cell.type)) !== undefined) };
    const ids = pasteCells(this.graph, known, { times, layerId });
    this.selection.select(ids);
    return ids;
  }

  /** Draws copies made on the server, on top of everything, as one undo step, and selects them. */
  private addCopies(cells: ReadonlyArray<dia.Cell.JSONInit & { id: string }>): string[] {
    this.graph.startBatch(PASTE_BATCH);
    try {
      this.graph.addCells(cells.map(({ z: _z, ...cell }) => cell));
    } finally {
      this.graph.stopBatch(PASTE_BATCH);
    }
    const ids = cells.map((cell) => cell.id);
    this.selection.select(ids);
    return ids;
  }

  private editableSelection(): dia.Cell[] {
    if (this.readOnly) return [];
    return this.selection.cells.filter((cell) => this.canEditCell(cell));
  }
}
