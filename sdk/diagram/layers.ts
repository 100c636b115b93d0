import { BehaviorSubject, type Observable } from 'rxjs';

export interface DiagramLayer {
  id: string;
  name: string;
  hidden: boolean;
}

export interface LayersState {
  /** In the order the layers panel shows them; the first is where cells of an unknown layer go. */
  layers: readonly DiagramLayer[];
  /** The highlighted layer: every other layer is dimmed. */
  highlightedId: string | null;
  /** The layer new shapes, pastes and duplicates go to (this session only: it is not saved). */
  activeId?: string | null;
}

export interface LayersModelOptions {
  createId?: () => string;
}

let created = 0;
const defaultCreateId = () => `layer-${Date.now().toString(36)}-${(created += 1)}`;

/**
 * The layers of a diagram: create, rename, reorder, hide, highlight (dims the others). Hidden and dimmed
 * cells are drawn faintly or not at all and cannot be selected or connected (§4, §5).
 */
export class LayersModel {
  private readonly subject: BehaviorSubject<LayersState>;
  private readonly createId: () => string;
  readonly state$: Observable<LayersState>;

  constructor(initial: Partial<LayersState> = {}, options: LayersModelOptions = {}) {
    this.subject = new BehaviorSubject<LayersState>({ layers: initial.layers ?? [], highlightedId: initial.highlightedId ?? null });
    this.state$ = this.subject.asObservable();
    this.createId = options.createId ?? defaultCreateId;
  }

  get state(): LayersState {
    return this.subject.value;
  }

  get layers(): readonly DiagramLayer[] {
    return this.state.layers;
  }

  get firstLayerId(): string | null {
    return this.layers[0]?.id ?? null;
  }

  /** Where new cells go: the layer the user made active, else the first. */
  get activeLayerId(): string | null {
    const { activeId } = this.state;
    return (activeId ? this.find(activeId)?.id : undefined) ?? this.firstLayerId;
  }

  /** Makes a layer the one new shapes, pastes and duplicates go to. */
  activate(id: string): void {
    if (this.find(id)) this.subject.next({ ...this.state, activeId: id });
  }

  create(name: string): string {
    const id = this.createId();
    this.setLayers([...this.layers, { id, name, hidden: false }]);
    return id;
  }

  rename(id: string, name: string): void {
    this.updateLayer(id, { name });
  }

  /** Moves a layer to `toIndex` in the panel's order. */
  move(id: string, toIndex: number): void {
    const from = this.layers.findIndex((layer) => layer.id === id);
    if (from < 0) return;
    const layers = [...this.layers];
    const [layer] = layers.splice(from, 1);
    layers.splice(Math.max(0, Math.min(toIndex, layers.length)), 0, layer);
    this.setLayers(layers);
  }

  setHidden(id: string, hidden: boolean): void {
    this.updateLayer(id, { hidden });
  }

  /** Highlights a layer (dims the others), or ends highlighting with null. */
  highlight(id: string | null): void {
    if (id !== null && !this.find(id)) return;
    this.subject.next({ ...this.state, highlightedId: id });
  }

  /** Removes a layer (never the last one) and returns the layer its cells move to, or null if refused. */
  remove(id: string): string | null {
    if (this.layers.length <= 1 || !this.find(id)) return null;
    const layers = this.layers.filter((layer) => layer.id !== id);
    const { highlightedId, activeId } = this.state;
    this.subject.next({ layers, highlightedId: highlightedId === id ? null : highlightedId, activeId: activeId === id ? null : activeId });
    return layers[0].id;
  }

  /** The layer a cell is on: its own when known, else the first (as on load). */
  layerOf(layerId: string | null | undefined): DiagramLayer | undefined {
    return (layerId ? this.find(layerId) : undefined) ?? this.layers[0];
  }

  isHidden(layerId: string | null | undefined): boolean {
    return this.layerOf(layerId)?.hidden ?? false;
  }

  isDimmed(layerId: string | null | undefined): boolean {
    const { highlightedId } = this.state;
    return highlightedId !== null && this.layerOf(layerId)?.id !== highlightedId;
  }

  /** Whether a cell on this layer can be selected, connected or dropped into: neither hidden nor dimmed. */
  isInteractive(layerId: string | null | undefined): boolean {
    return !this.isHidden(layerId) && !this.isDimmed(layerId);
  }

  private find(id: string): DiagramLayer | undefined {
    return this.layers.find((layer) => layer.id === id);
  }

  private updateLayer(id: string, patch: Partial<Omit<DiagramLayer, 'id'>>): void {
    if (!this.find(id)) return;
    this.setLayers(this.layers.map((layer) => (layer.id === id ? { ...layer, ...patch } : layer)));
  }

  private setLayers(layers: readonly DiagramLayer[]): void {
    this.subject.next({ ...this.state, layers });
  }
}
