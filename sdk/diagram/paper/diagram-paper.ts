import { connectionStrategies, dia } from '@joint/core';
import { BehaviorSubject, distinctUntilChanged, skip, Subscription, type Observable } from 'rxjs';
import { spreadParallelLinks } from '../actions/spread-parallel-links';
import { canConnect, canEmbed, isNonInteractive } from '../cell-rules';
import { SNAPLINES_DISTANCE, SVG_NS } from '../constants';
import type { DiagramEditor } from '../diagram-editor';
import { gridSize } from '../geometry/grid';
import { rectsOverlap, type Rect } from '../geometry/rect';
import { snapToOthers, type Guide } from '../geometry/snaplines';
import { SteadyPaper } from './steady-paper';
import { wheelIntent } from '../geometry/wheel';
import { wheelZoom, zoomAround, zoomIn, zoomOut, zoomToFit, type Viewport } from '../geometry/zoom';
import { createCellVisibility } from './cell-visibility';
import { connectionDefaults } from './connection-defaults';
import { isShownSelected, showSelected, showUnselected } from './selection-highlight';
import { keyCommand } from './key-commands';
import { viewKeyCommand } from './view-key-commands';
import { LabelEditor } from './label-editor';
import { ShapeDrag } from './shape-drag';
import { DragPreview } from './drag-preview';
import { withPreviewedDrag, type DragHost } from './previewed-drag-view';

/** CSS classes the chrome styles (e.g. `.tessera-dimmed { opacity: 0.25 }`). */
export const DIMMED_CLASS = 'tessera-dimmed';
/** A rubber band smaller than this is a click on the blank paper: it clears the selection. */
const RUBBER_BAND_MIN = 3;

export interface DiagramPaperOptions {
  /** The element the paper fills. */
  el: HTMLElement;
  editor: DiagramEditor;
  /** Colour of the selection outline. */
  selectionColor?: string;
  /** Accessible name of the in-place label editor. */
  labelEditorName?: string;
}

/**
 * The view of a DiagramEditor: a dia.Paper that renders asynchronously, starts frozen and draws only
 * the cells in or near the viewport (cellVisibility), plus the interactions JointJS leaves to the
 * application: selection (click, Ctrl/Meta, rubber band), snaplines, wheel pan and zoom, keyboard commands.
 * Thin on purpose: every change goes through the editor, so the engine is what the unit tests cover.
 * Runs in a browser only (JointJS views need SVG geometry that jsdom lacks).
 */
export class DiagramPaper {
  readonly paper: dia.Paper;
  private readonly editor: DiagramEditor;
  private readonly subscriptions: Subscription[] = [];
  readonly labelEditor: LabelEditor;
  private readonly guides: SVGGElement;
  private band: { start: { x: number; y: number }; additive: boolean; node: SVGRectElement } | null = null;
  private selected = new Set<dia.Cell.ID>();
  private readonly selectionColor: string;
  /** The visible area in model coordinates, kept until the paper is moved, zoomed or resized. */
  private area: Rect | null = null;
  /** The shape being dragged by the pointer, with what moves along, and the views shown moved meanwhile. */
  private drag: ShapeDrag | null = null;
  private preview: DragPreview | null = null;
  private readonly moving = new BehaviorSubject(false);
  /**
   * Whether shapes are being moved by the pointer (from the first move to the release): what floats over a
   * shape (connect handles, context pad) steps aside meanwhile rather than be drawn again at every move.
   */
  readonly moving$: Observable<boolean> = this.moving.pipe(distinctUntilChanged());
  /** The elements that may take others in, gathered once a drag (JointJS would test every element on every move). */
  private containers: dia.Element[] | null = null;

  constructor(options: DiagramPaperOptions) {
    const { editor } = options;
    this.editor = editor;
    this.selectionColor = options.selectionColor ?? '#5BADCA';
    const settings = editor.settings;
    const defaults = connectionDefaults(settings);
    const visibility = createCellVisibility({
      layers: editor.layers,
      nonInteractiveVisible: () => editor.selection.state.nonInteractiveVisible,
      viewport: () => this.visibleArea(),
    });

    this.paper = new SteadyPaper({
      el: options.el,
      model: editor.graph,
      cellViewNamespace: editor.registry.namespace,
      width: '100%',
      height: '100%',
      async: true,
      frozen: true,
      // Freezes itself when there is nothing to draw (no frame loop while idle); woken by changes and by
      // setViewport. Its 'render:idle' event is the "drawn" signal.
      autoFreeze: true,
      sorting: dia.Paper.sorting.APPROX,
      viewManagement: { lazyInitialize: true },
      cellVisibility: (cell) => visibility(cell),
      gridSize: gridSize(settings.show_gridlines),
      drawGrid: settings.show_gridlines,
      linkPinning: false,
      markAvailable: true,
      snapLinks: { radius: 20 },
      embeddingMode: settings.embedding_enabled,
      defaultLink: () => editor.registry.create(editor.settings.default_link_key, { layer_id: editor.layers.firstLayerId }) as dia.Link,
      defaultRouter: defaults.defaultRouter,
      defaultConnector: defaults.defaultConnector,
      defaultAnchor: defaults.defaultAnchor,
      defaultConnectionPoint: defaults.defaultConnectionPoint,
      connectionStrategy: defaults.connectionStrategy ? connectionStrategies[defaults.connectionStrategy] : undefined,
      // A selected link's middle is dragged into a vertex by its tools (tools/link-tools.ts), never moved as a whole.
      interactive: (view) => (editor.canEditCell(view.model) ? { labelMove: false, linkMove: false } : false),
      validateConnection: (sourceView, _sourceMagnet, targetView) =>
        canConnect(sourceView?.model, targetView?.model, editor.rules).ok,
      validateEmbedding: (childView, parentView) => canEmbed(parentView.model, childView.model, editor.rules).ok,
      findParentBy: (view: dia.ElementView) => this.containersUnder(view.model),
      elementView: this.decoratedView(withPreviewedDrag(dia.ElementView, this.dragHost())),
      linkView: this.decoratedView(dia.LinkView),
    });

    this.labelEditor = new LabelEditor(this.paper, editor, options.labelEditorName ?? 'Label', () => options.el.parentElement?.focus({ preventScroll: true }));

    this.guides = document.createElementNS(SVG_NS, 'g');
    this.guides.setAttribute('pointer-events', 'none');
    this.paper.getLayerView(dia.Paper.Layers.FRONT).el.appendChild(this.guides);

    this.paper.on({
      'cell:pointerclick': (view: dia.CellView, evt: dia.Event) => editor.selection.click(view.model.id, { additive: isAdditive(evt) }),
      'cell:pointerdblclick': (view: dia.CellView) => this.labelEditor.edit(view.model.id),
      'blank:pointerdown': (evt: dia.Event, x: number, y: number) => this.startBand(evt, x, y),
      'blank:pointermove': (_evt: dia.Event, x: number, y: number) => this.moveBand(x, y),
      'blank:pointerup': (_evt: dia.Event, x: number, y: number) => this.endBand(x, y),
      'element:pointerdown': (view: dia.ElementView) => this.startDrag(view.model),
      'element:pointermove': (view: dia.ElementView) => {
        this.moving.next(true);
        this.showGuides(view.model);
      },
      'element:pointerup': () => this.endDrag(),
      'blank:mousewheel': (evt: dia.Event, x: number, y: number) => this.onWheel(evt, x, y),
      'cell:mousewheel': (_view: dia.CellView, evt: dia.Event, x: number, y: number) => this.onWheel(evt, x, y),
      // A link drawn on the paper fans out from the links it parallels, like one made by editor.connect.
      'link:connect': (view: dia.LinkView) => {
        const source = view.model.getSourceElement();
        if (source) editor.undoManager.batch('connect', () => spreadParallelLinks(editor.graph, source));
      },
      transform: () => (this.area = null),
      // A larger paper shows cells that were not drawn: wake the idle paper to mount them.
      resize: () => {
        this.area = null;
        this.paper.wakeUp();
      },
    });

    // Sized 100%, the paper hears of no change of its box (the window resized, a panel opened beside it): tell it,
    // so that it draws the cells a larger box shows and the minimap frames the new view.
    const resizes = new ResizeObserver(() => this.paper.trigger('resize'));
    resizes.observe(options.el);
    this.subscriptions.push(
      new Subscription(() => resizes.disconnect()),
      editor.selection.state$.subscribe((state) => this.showSelection(state.ids)),
      // The current layers are what the first render draws; only later changes need a refresh.
      editor.layers.state$.pipe(skip(1)).subscribe(() => this.refreshVisibility()),
      editor.settings$.subscribe((next) => {
        this.paper.setGridSize(gridSize(next.show_gridlines));
        this.paper.setGrid(next.show_gridlines);
        const { connectionStrategy, ...linkDefaults } = connectionDefaults(next);
        const routingChanged = (['defaultRouter', 'defaultConnector', 'defaultAnchor', 'defaultConnectionPoint'] as const).some(
          (option) => JSON.stringify(this.paper.options[option]) !== JSON.stringify(linkDefaults[option]),
        );
        Object.assign(this.paper.options, linkDefaults, {
          embeddingMode: next.embedding_enabled,
          connectionStrategy: connectionStrategy ? connectionStrategies[connectionStrategy] : undefined,
        });
        if (routingChanged) this.rerouteLinks();
      }),
    );
  }

  /** Starts rendering; resolves when the cells in the viewport are drawn and the paper is idle. */
  render(): Promise<void> {
    return new Promise((resolve) => {
      this.paper.once('render:idle', () => resolve());
      this.paper.unfreeze();
    });
  }

  dispose(): void {
    this.labelEditor.close(true);
    this.preview?.clear();
    this.moving.complete();
    for (const subscription of this.subscriptions) subscription.unsubscribe();
    this.paper.remove();
  }

  get viewport(): Viewport {
    const { sx } = this.paper.scale();
    const { tx, ty } = this.paper.translate();
    return { scale: sx, tx, ty };
  }

  setViewport({ scale, tx, ty }: Viewport): void {
    this.paper.scale(scale, scale);
    this.paper.translate(tx, ty);
    this.paper.wakeUp();
  }

  zoomIn(): void {
    this.zoomAroundCentre(zoomIn(this.viewport.scale));
  }

  zoomOut(): void {
    this.zoomAroundCentre(zoomOut(this.viewport.scale));
  }

  /** The whole diagram in view; `maxScale` 1 fits without magnifying (how a diagram opens). */
  zoomToFit(maxScale?: number): void {
    const content = this.editor.graph.getBBox();
    if (!content) return;
    const size = this.paper.getComputedSize();
    this.setViewport(zoomToFit(content, size, undefined, maxScale));
  }

  get isMoving(): boolean {
    return this.moving.value;
  }

  get readOnly(): boolean {
    return this.editor.readOnly;
  }

  /** Gives the keyboard back to the element holding the paper (the canvas), e.g. after a toolbar button. */
  focus(): void {
    this.paper.el.parentElement?.focus({ preventScroll: true });
  }

  /** Pans by a screen delta. */
  pan(dx: number, dy: number): void {
    const { scale, tx, ty } = this.viewport;
    this.setViewport({ scale, tx: tx + dx, ty: ty + dy });
  }

  /** Keyboard handling for the element that holds the paper; true when the key was used. */
  handleKeyDown(event: KeyboardEvent): boolean {
    if (this.runViewKey(event)) return true;
    const command = keyCommand(event);
    const handled = command?.kind === 'edit-label' ? this.editSelectedLabel() : command && this.editor.runKeyCommand(command, event.timeStamp);
    if (!handled) return false;
    event.preventDefault();
    return true;
  }

  handleKeyUp(event: KeyboardEvent): void {
    if (event.key.startsWith('Arrow')) this.editor.endKeyMove();
  }

  private runViewKey(event: KeyboardEvent): boolean {
    const command = viewKeyCommand(event)?.kind;
    if (command === 'zoom-in') this.zoomIn();
    else if (command === 'zoom-out') this.zoomOut();
    else if (command === 'zoom-to-fit') this.zoomToFit();
    else return false;
    // Ctrl+= / Ctrl+- / Ctrl+0 would zoom the whole page otherwise.
    event.preventDefault();
    return true;
  }

  /** Links drawn before the connection settings changed take the new ones at once, not after a reload. */
  private rerouteLinks(): void {
    for (const link of this.editor.graph.getLinks()) this.paper.getCellView<dia.LinkView>(link)?.requestConnectionUpdate();
  }

  private editSelectedLabel(): boolean {
    const [only, ...more] = this.editor.selection.ids;
    return only !== undefined && more.length === 0 && this.labelEditor.edit(only);
  }

  private zoomAroundCentre(scale: number): void {
    const { width, height } = this.paper.getComputedSize();
    this.setViewport(zoomAround(this.viewport, scale, { x: width / 2, y: height / 2 }));
  }

  private onWheel(evt: dia.Event, x: number, y: number): void {
    const wheel = (evt as unknown as { originalEvent?: WheelEvent }).originalEvent;
    if (!wheel) return;
    evt.preventDefault();
    const intent = wheelIntent(wheel);
    if (intent.kind === 'pan') {
      this.pan(intent.dx, intent.dy);
      return;
    }
    this.setViewport(zoomAround(this.viewport, wheelZoom(this.viewport.scale, intent.deltaY), this.paper.localToPaperPoint(x, y)));
  }

  /**
   * The part of the diagram in view, in model coordinates. Asked for every cell on every visibility check and by
   * the minimap while shapes move: measured once per viewport (reading the paper's size makes the browser lay out
   * the page), not once per ask.
   */
  visibleArea(): Rect {
    if (!this.area) {
      const { x, y, width, height } = this.paper.getArea();
      this.area = { x, y, width, height };
    }
    return this.area;
  }

  private refreshVisibility(): void {
    this.paper.updateCellsVisibility();
    this.decorateDrawnViews(this.editor.graph.getCells());
  }

  /**
   * Views not drawn yet are decorated when they mount; asking the paper for them here (findViewByModel)
   * would build a view for every cell of the diagram.
   */
  private decorateDrawnViews(cells: Iterable<dia.Cell | dia.Cell.ID>): void {
    for (const cell of cells) {
      const view = this.paper.isCellVisible(cell) ? this.paper.getCellView(cell) : null;
      if (view) this.decorate(view);
    }
  }

  /** The paper's cell views, dimmed and outlined from the editor's state each time they mount. */
  private decoratedView<V extends typeof dia.ElementView | typeof dia.LinkView>(Base: V): V {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the view class needs the controller
    const controller = this;
    return class extends (Base as unknown as typeof dia.CellView) {
      protected onMount(isInitialMount: boolean): void {
        super.onMount(isInitialMount);
        controller.decorate(this);
      }
    } as unknown as V;
  }

  private decorate(view: dia.CellView): void {
    const cell = view.model;
    view.el.classList.toggle(DIMMED_CLASS, this.editor.layers.isDimmed(cell.get('layer_id') as string | undefined));
    const selected = this.selected.has(cell.id);
    const highlighted = isShownSelected(view);
    if (selected && !highlighted) showSelected(view, this.selectionColor);
    else if (!selected && highlighted) showUnselected(view);
  }

  private showSelection(ids: readonly dia.Cell.ID[]): void {
    const previous = this.selected;
    this.selected = new Set(ids);
    this.decorateDrawnViews(new Set([...previous, ...ids]));
    // Non-interactive cells show only while nothing is selected.
    if ((previous.size === 0) !== (ids.length === 0)) {
      for (const cell of this.editor.graph.getCells()) if (isNonInteractive(cell)) this.paper.updateCellVisibility(cell);
    }
  }

  private startBand(evt: dia.Event, x: number, y: number): void {
    const node = document.createElementNS(SVG_NS, 'rect');
    node.setAttribute('fill', 'rgba(91, 173, 202, 0.1)');
    node.setAttribute('stroke', this.selectionColor);
    node.setAttribute('stroke-dasharray', '4 2');
    this.guides.appendChild(node);
    this.band = { start: { x, y }, additive: isAdditive(evt), node };
    this.moveBand(x, y);
  }

  private moveBand(x: number, y: number): void {
    if (!this.band) return;
    const rect = bandRect(this.band.start, { x, y });
    this.band.node.setAttribute('x', String(rect.x));
    this.band.node.setAttribute('y', String(rect.y));
    this.band.node.setAttribute('width', String(rect.width));
    this.band.node.setAttribute('height', String(rect.height));
  }

  private endBand(x: number, y: number): void {
    if (!this.band) return;
    const { start, additive, node } = this.band;
    this.band = null;
    node.remove();
    const rect = bandRect(start, { x, y });
    if (rect.width < RUBBER_BAND_MIN && rect.height < RUBBER_BAND_MIN) {
      if (!additive) this.editor.selection.clear();
      return;
    }
    this.editor.selection.selectInRect(rect, { additive });
  }

  /** Containers whose box meets the dragged element's, back to front (JointJS takes the front one); none that moves along. */
  private containersUnder(element: dia.Element): dia.Element[] {
    this.containers ??= this.editor.graph.getElements().filter((cell) => this.editor.registry.get(cell.get('type'))?.embedding?.container);
    const box = this.drag?.element === element ? this.drag.box() : element.getBBox();
    return this.containers.filter(
      (container) => container !== element && !this.drag?.moves(container) && rectsOverlap(container.getBBox(), box),
    );
  }

  private startDrag(element: dia.Element): void {
    this.preview?.clear();
    this.drag = new ShapeDrag(this.editor, element);
    this.preview = new DragPreview(this.paper, this.drag);
    this.containers = null;
  }

  private endDrag(): void {
    this.clearGuides();
    this.drag = null;
    this.preview = null;
    this.moving.next(false);
  }

  /** What the element views' pointer drag asks of the paper: the drag shown, then dropped where it is shown. */
  private dragHost(): DragHost {
    const dragOf = (element: dia.Element) => (this.drag?.element === element ? this.drag : null);
    return {
      dragTo: (element, position) => {
        const drag = dragOf(element);
        if (!drag) return false;
        drag.moveTo(position);
        this.preview?.show();
        return true;
      },
      // The snap moves the whole selection with the dragged shape, in the same step.
      drop: (element) => {
        const drag = dragOf(element);
        if (!drag) return;
        const snap = this.snapFor(drag);
        const { x, y } = drag.box();
        drag.drop(snap && snap.guides.length > 0 ? { x: snap.position.x - x, y: snap.position.y - y } : undefined);
        this.preview?.clear();
      },
    };
  }

  private snapFor(drag: ShapeDrag): ReturnType<typeof snapToOthers> | null {
    if (!this.editor.settings.show_snaplines) return null;
    // Only elements in view: a guide to one out of sight would move the shape for no visible reason.
    const inView = this.visibleArea();
    return snapToOthers(drag.box(), drag.snapTargets(inView), SNAPLINES_DISTANCE);
  }

  private showGuides(element: dia.Element): void {
    const guides = (this.drag?.element === element && this.snapFor(this.drag)?.guides) || [];
    // Most moves show no guide, as the one before: the paper is left untouched then.
    if (guides.length === 0 && !this.guides.querySelector('line')) return;
    this.clearGuides();
    for (const guide of guides) this.guides.appendChild(guideLine(guide, this.selectionColor));
  }

  private clearGuides(): void {
    for (const line of [...this.guides.querySelectorAll('line')]) line.remove();
  }
}

function isAdditive(evt: dia.Event): boolean {
  const event = evt as unknown as { ctrlKey?: boolean; metaKey?: boolean };
  return Boolean(event.ctrlKey || event.metaKey);
}

function bandRect(a: { x: number; y: number }, b: { x: number; y: number }): Rect {
  return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), width: Math.abs(a.x - b.x), height: Math.abs(a.y - b.y) };
}

function guideLine(guide: Guide, color: string): SVGLineElement {
  const line = document.createElementNS(SVG_NS, 'line');
  const [x1, y1, x2, y2] =
    guide.orientation === 'vertical' ? [guide.x, guide.from, guide.x, guide.to] : [guide.from, guide.y, guide.to, guide.y];
  line.setAttribute('x1', String(x1));
  line.setAttribute('y1', String(y1));
  line.setAttribute('x2', String(x2));
  line.setAttribute('y2', String(y2));
  line.setAttribute('stroke', color);
  line.setAttribute('stroke-dasharray', '4 4');
  return line;
}
