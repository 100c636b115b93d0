import { util, type dia } from '@joint/core';
import type { Observable, Subscription } from 'rxjs';
import type { EntityItem } from '../entity-values/entity-item';
import type { EntityValuesState, LocalChanges, RemoteChanges } from '../entity-values/entity-values-store';
import type { ServerValue } from '../entity-values/reconcile-items';
import { cellToDocument, documentToCell, withParents, type CellDocument } from './cell-codec';
import { FROM_STORE, SKIP_UNDO } from './change-options';
import { reattachChildren } from './hierarchy';
import { cleanUpLoadedCells, type LoadCleanUp } from './load-cleanup';
import { DERIVED_CHANGE, type ShapeRegistry } from './shapes/shape-registry';

/** The part of EntityValuesStore<CellDocument> the diagram uses. */
export interface CellStore {
  readonly items: readonly EntityItem<CellDocument>[];
  readonly state$: Observable<EntityValuesState<CellDocument>>;
  applyLocal(changes: LocalChanges<CellDocument>): string[];
  applyRemote(changes: RemoteChanges<CellDocument>): void;
}

/** What one write sends to the store, gathered so thousands of cells cost one change of its state. */
interface StagedWrite {
  created: Array<{ jsid: string; document: CellDocument }>;
  updated: Map<string, CellDocument>;
  removed: string[];
}

export interface DiagramStoreSyncOptions {
  graph: dia.Graph;
  store: CellStore;
  registry: ShapeRegistry;
  /** The diagram's layers in order, for the load clean-up. */
  layerIds: () => readonly string[];
  /**
   * False while the module may not be written (a reader, a locked module): nothing is written then, not
   * even the load clean-up, which would be a write the server refuses.
   */
  canWrite: () => boolean;
}

const STORE_CHANGE = { [FROM_STORE]: true, [SKIP_UNDO]: true };

/**
 * Keeps a graph and the module's cell entity values in step. Loading draws the stored cells after the
 * §5 clean-up (and deletes or fixes what it reports); from then on every graph change is written to the
 * store when its batch ends (a drag saves once, with its last position), and the store's save queue
 * sends it. Values changed outside this editor (a reload, later a WebSocket) are applied to the graph
 * without being recorded for undo or sent back.
 */
export class DiagramStoreSync {
  private readonly graph: dia.Graph;
  private readonly store: CellStore;
  private readonly registry: ShapeRegistry;
  /** jsid → store key. */
  private readonly keys = new Map<string, string>();
  /** jsid → the document last written or seen, to tell our own changes from others'. */
  private readonly documents = new Map<string, CellDocument>();
  private readonly dirty = new Set<string>();
  private subscription: Subscription | null = null;
  private writing = false;
  private loaded = false;

  constructor(private readonly options: DiagramStoreSyncOptions) {
    this.graph = options.graph;
    this.store = options.store;
    this.registry = options.registry;
  }

  /** Draws the stored cells and starts syncing; call once the store is ready. */
  load(): LoadCleanUp {
    if (this.loaded) throw new Error('This diagram is already loaded.');
    this.loaded = true;
    const items = this.store.items;
    const result = cleanUpLoadedCells(
      items.map((item) => item.value),
      {
        layerIds: this.options.layerIds(),
        isKnownType: (type) => this.registry.get(type) !== undefined,
        isLink: (document) => this.isLinkDocument(document),
      },
    );
    for (const item of items) this.remember(item);
    this.graph.resetCells(withParents(result.cells.map((document) => documentToCell(document, this.registry))), STORE_CHANGE);

    if (this.options.canWrite()) {
      this.write((staged) => {
        for (const jsid of result.deleted) this.stageRemoval(staged, jsid);
        const fixed = new Set(result.changed);
        for (const document of result.cells) if (fixed.has(document.jsid)) this.stageDocument(staged, document.jsid, document);
      });
    }

    this.graph.on('add remove change', this.onCellEvent, this);
    this.graph.on('batch:stop', this.onBatchStop, this);
    this.subscription = this.store.state$.subscribe((state) => this.onStoreState(state.items));
    return result;
  }

  dispose(): void {
    this.flush();
    this.graph.off('add remove change', this.onCellEvent, this);
    this.graph.off('batch:stop', this.onBatchStop, this);
    this.subscription?.unsubscribe();
    this.subscription = null;
  }

  /** The saved values' ids of the cells, or null when one of them is not saved yet. */
  savedIdsOf(jsids: readonly string[]): number[] | null {
    const idOfKey = new Map(this.store.items.map((item) => [item.key, item.id]));
    const ids: number[] = [];
    for (const jsid of jsids) {
      const key = this.keys.get(jsid);
      const id = key === undefined ? null : idOfKey.get(key);
      if (id === null || id === undefined) return null;
      ids.push(id);
    }
    return ids;
  }

  /**
   * Takes values the server created in this module (a copy made there) into the store as saved, and
   * answers their cells for the editor to add: known from then on, adding them sends no create.
   */
  adopt(values: readonly ServerValue<CellDocument>[]): Array<dia.Cell.JSONInit & { id: string }> {
    this.quietly(() => this.store.applyRemote({ upserted: values }));
    const ids = new Set(values.map((value) => value.id));
    for (const item of this.store.items) if (item.id !== null && ids.has(item.id)) this.remember(item);
    return withParents(values.map((value) => documentToCell(value.value, this.registry)));
  }

  /** Writes the changes of an unfinished batch now (normally done when the batch ends). */
  flush(): void {
    if (this.dirty.size === 0) return;
    const ids = [...this.dirty];
    this.dirty.clear();
    if (!this.options.canWrite()) return;
    this.write((staged) => {
      for (const jsid of ids) {
        const cell = this.graph.getCell(jsid);
        if (cell) this.stageDocument(staged, jsid, cellToDocument(cell, this.registry));
        else this.stageRemoval(staged, jsid);
      }
    });
  }

  private onCellEvent(cell: dia.Cell, ...rest: unknown[]): void {
    const options = rest[rest.length - 1] as dia.Cell.Options | undefined;
    if (options?.[FROM_STORE] || options?.[DERIVED_CHANGE] || options?.reindex) return;
    this.dirty.add(String(cell.id));
    if (!this.graph.hasActiveBatch()) this.flush();
  }

  private onBatchStop(): void {
    if (!this.graph.hasActiveBatch()) this.flush();
  }

  private stageDocument(staged: StagedWrite, jsid: string, document: CellDocument): void {
    const key = this.keys.get(jsid);
    if (key === undefined) {
      this.documents.set(jsid, document);
      staged.created.push({ jsid, document });
    } else if (!sameDocument(this.documents.get(jsid), document)) {
      this.documents.set(jsid, document);
      staged.updated.set(key, document);
    }
  }

  private stageRemoval(staged: StagedWrite, jsid: string): void {
    const key = this.keys.get(jsid);
    if (key === undefined) return;
    this.keys.delete(jsid);
    this.documents.delete(jsid);
    staged.removed.push(key);
  }

  /** Runs `stage` and sends what it gathered to the store as one change. */
  private write(stage: (staged: StagedWrite) => void): void {
    const staged: StagedWrite = { created: [], updated: new Map(), removed: [] };
    stage(staged);
    if (staged.created.length + staged.updated.size + staged.removed.length === 0) return;
    this.quietly(() => {
      const keys = this.store.applyLocal({ created: staged.created.map(({ document }) => document), updated: staged.updated, removed: staged.removed });
      staged.created.forEach(({ jsid }, index) => this.keys.set(jsid, keys[index]));
    });
  }

  /** Changes the store without applying its echo of our own change back to the graph. */
  private quietly(run: () => void): void {
    this.writing = true;
    try {
      run();
    } finally {
      this.writing = false;
    }
  }

  private remember(item: EntityItem<CellDocument>): void {
    this.keys.set(item.value.jsid, item.key);
    this.documents.set(item.value.jsid, item.value);
  }

  /** Applies values that changed outside this editor. */
  private onStoreState(items: readonly EntityItem<CellDocument>[]): void {
    if (this.writing) return;
    const changed: CellDocument[] = [];
    const present = new Set<string>();
    for (const item of items) {
      const jsid = item.value.jsid;
      present.add(jsid);
      const known = this.documents.get(jsid);
      if (known === item.value && this.keys.get(jsid) === item.key) continue;
      this.remember(item);
      if (!sameDocument(known, item.value)) changed.push(item.value);
    }
    const removed = [...this.keys.keys()].filter((jsid) => !present.has(jsid));
    if (changed.length === 0 && removed.length === 0) return;

    this.graph.startBatch('store', STORE_CHANGE);
    try {
      for (const jsid of removed) {
        this.keys.delete(jsid);
        this.documents.delete(jsid);
        if (this.graph.getCell(jsid)) this.graph.removeCell(jsid, STORE_CHANGE);
      }
      const known = changed.filter((document) => this.registry.get(document.type));
      this.graph.syncCells(known.map((document) => documentToCell(document, this.registry)), STORE_CHANGE);
      for (const document of known) {
        for (const childId of document.embeds ?? []) this.graph.getCell(childId)?.set('parent', document.jsid, STORE_CHANGE);
        reattachChildren(this.graph, this.graph.getCell(document.jsid));
      }
    } finally {
      this.graph.stopBatch('store', STORE_CHANGE);
    }
  }

  private isLinkDocument(document: CellDocument): boolean {
    const kind = this.registry.get(document.type)?.kind;
    return kind ? kind === 'link' : 'source' in document || 'target' in document;
  }
}

function sameDocument(a: CellDocument | undefined, b: CellDocument): boolean {
  return a !== undefined && (a === b || util.isEqual(a, b));
}
