import { BehaviorSubject, of, Subject, switchMap, type Observable } from 'rxjs';
import type {
  EntityAttribute,
  EntityValue,
  EntityValueBulkUpdate,
  EntityValueBulkUpdateAnswer,
} from '../../core/domain/api-types';
import { takeKeptFields } from '../../core/domain/entity-value-merge';
import { MODULE_REVISION_HEADER, type OverwrittenChange } from '../../core/domain/live-messages';
import type { HttpClient } from '../../core/services/http-client';
import type { SaveQueue, SaveQueueFactory, SaveQueueState } from '../../core/services/save-queue';
import type { SaveStatusSource } from '../ui/save-status-source';
import { NO_ASSIGNMENTS, type Assignments } from './assignments';
import { buildBulkUpdates } from './bulk-update-body';
import { createdIds, withServerIds } from './client-ids';
import { byPosition, createClientKey, serverKey, type EntityItem } from './entity-item';
import { mergePendingChanges, type PendingChange } from './pending-change';
import { moveInArray, nextPosition, positionChanges } from './positions';
import { reconcileItems, type IncomingValues, type ServerValue } from './reconcile-items';
import { ValueBases } from './value-bases';

export type EntityValuesStatus = 'loading' | 'ready' | 'error';

export interface EntityValuesState<V> {
  status: EntityValuesStatus;
  /** Why loading failed, when status is 'error'. */
  error: string | null;
  /** In display order (ascending position). */
  items: readonly EntityItem<V>[];
}

export interface EntityValuesStoreOptions {
  http: HttpClient;
  saveQueues: SaveQueueFactory;
  projectId: number;
  moduleId: number;
  /** The module type (ProjectModule.scenario_module_id), to find the attribute's id. */
  moduleTypeId: number;
  attributeKey: string;
  /** Names the content in the alert shown when a save fails. */
  label?: string;
  /** After each load whose answer named the module revision it reflects (MODULE_REVISION_HEADER): that revision. */
  onLoaded?: (revision: number) => void;
}

/** A patch merged into the current value, or a function from the current value to the new one. */
export type ValueChange<V> = Partial<V> | ((current: V) => V);

/** Many local changes made at once (see EntityValuesStore.applyLocal). */
export interface LocalChanges<V> {
  /** New items, appended in this order. */
  created?: readonly V[];
  /** New values of existing items, by key. */
  updated?: ReadonlyMap<string, V>;
  /** Keys of items to delete. */
  removed?: readonly string[];
}

/** Changes from outside this editor (another tab, a later WebSocket). */
export interface RemoteChanges<V> {
  upserted?: readonly ServerValue<V>[];
  destroyedIds?: readonly number[];
  /** Fields the change wrote over newer changes of others (a live change's `overwritten`). */
  overwritten?: readonly OverwrittenChange[];
}

/** The module revision a values list answer reflects, when it says. */
function revisionHeader(header: (name: string) => string | null): number | null {
  const revision = Number(header(MODULE_REVISION_HEADER) ?? Number.NaN);
  return Number.isSafeInteger(revision) ? revision : null;
}

/** A save overwrote what another person had changed meanwhile in these fields of the item. */
export interface OverwrittenFields {
  key: string;
  fields: readonly string[];
}

const IDLE: SaveQueueState = { pending: 0, inFlight: false, error: null };

/**
 * The entity values of one attribute of one module: loaded once, changed locally at once (optimistic),
 * saved through a save queue as bulk_update requests. Server state arriving later (reload, remote
 * changes) is merged under local changes that are not yet saved.
 */
export class EntityValuesStore<V extends object> {
  private readonly subject = new BehaviorSubject<EntityValuesState<V>>({ status: 'loading', error: null, items: [] });
  private readonly queueSubject = new BehaviorSubject<SaveQueue<PendingChange<V>> | null>(null);
  private entityAttributeId: number | null = null;
  /** Item key → server id, kept apart from `items` so a deleted item's pending delete can still be sent. */
  private readonly ids = new Map<string, number>();
  /** Item key → count of its changes not yet accepted by the server. */
  private readonly unsaved = new Map<string, number>();
  /**
   * Changes the server accepted from a batch whose later request failed: the save queue gives the whole
   * batch back, and these must neither be sent again nor cancelled by a newer change (a saved create
   * followed by a delete must still delete).
   */
  private readonly accepted = new WeakSet<PendingChange<V>>();
  /** What each item's local changes are based on, named in its saves so the server can merge others' changes. */
  private readonly bases = new ValueBases<V>();
  private readonly overwritten = new Subject<OverwrittenFields>();
  private readonly replaced = new Subject<OverwrittenFields>();
  /** Item key → the fields this store saved in it, told when another's save based on an older version replaces them. */
  private readonly written = new Map<string, Set<string>>();
  private loads = 0;
  /** Live changes that came while a load was out, kept until it answers. */
  private heldLive: RemoteChanges<V>[] | null = null;

  readonly state$: Observable<EntityValuesState<V>> = this.subject.asObservable();
  readonly saveStatus: SaveStatusSource;
  /** After a save that overwrote another person's change made meanwhile (the user should be told). */
  readonly onDidOverwrite: Observable<OverwrittenFields> = this.overwritten.asObservable();
  /** After another person's save, based on an older version, overwrote fields this store saved (the user should be told). */
  readonly onWasOverwritten: Observable<OverwrittenFields> = this.replaced.asObservable();

  constructor(private readonly options: EntityValuesStoreOptions) {
    const queueSubject = this.queueSubject;
    this.saveStatus = {
      state$: queueSubject.pipe(switchMap((queue) => queue?.state$ ?? of(IDLE))),
      get state() {
        return queueSubject.value?.state ?? IDLE;
      },
      retry: () => this.queueSubject.value?.retry() ?? Promise.resolve(),
    };
  }

  get state(): EntityValuesState<V> {
    return this.subject.value;
  }

  get items(): readonly EntityItem<V>[] {
    return this.subject.value.items;
  }

  /** The key of the entity attribute whose values this store holds. */
  get attributeKey(): string {
    return this.options.attributeKey;
  }

  /** Starts saving (and loading, the first time); the returned function flushes and stops the save queue. */
  activate(): () => void {
    this.ensureQueue();
    if (this.loads === 0) void this.reload();
    return () => {
      const queue = this.queueSubject.value;
      this.queueSubject.next(null);
      void queue?.dispose();
    };
  }

  reload = async (): Promise<void> => {
    const load = ++this.loads;
    this.heldLive ??= [];
    if (this.state.status === 'error') this.setState({ status: 'loading', error: null });
    const { http, moduleTypeId, attributeKey } = this.options;
    const answer: { revision: number | null } = { revision: null };
    try {
      const [attributes, values] = await Promise.all([
        this.entityAttributeId === null
          ? http.get<EntityAttribute[]>('/api/entity_attributes.json', { params: { module_type_id: moduleTypeId } })
          : null,
        http.get<ServerValue<V>[]>(`${this.valuesPath()}.json`, { params: { key: attributeKey }, onHeaders: (header) => (answer.revision = revisionHeader(header)) }),
      ]);
      if (load !== this.loads) return;
      const held = this.releaseHeldLive();
      if (attributes) {
        const attribute = attributes.find((candidate) => candidate.key === attributeKey);
        if (!attribute) throw new Error(`Module type ${moduleTypeId} has no entity attribute "${attributeKey}".`);
        this.entityAttributeId = attribute.id;
      }
      const own = values.filter((value) => value.entity_attribute_id === this.entityAttributeId);
      this.applyServerValues({ values: own, complete: true });
      // The load holds every change up to its revision, and a catch-up from there brings the ones after it: what
      // came meanwhile is in one or the other. Without a revision, only what came meanwhile can tell.
      if (answer.revision === null) for (const changes of held) this.applyRemote(changes);
      else this.options.onLoaded?.(answer.revision);
      await this.restoreUnsent();
      if (load !== this.loads) return;
      this.setState({ status: 'ready', error: null });
    } catch (error) {
      if (load !== this.loads) return;
      for (const changes of this.releaseHeldLive()) this.applyRemote(changes);
      this.setState({ status: 'error', error: error instanceof Error ? error.message : String(error) });
    }
  };

  /** Applies a live change of others; while a load is out it waits for the load's answer. */
  applyLive(changes: RemoteChanges<V>): void {
    if (this.heldLive) this.heldLive.push(changes);
    else this.applyRemote(changes);
  }

  private releaseHeldLive(): RemoteChanges<V>[] {
    const held = this.heldLive ?? [];
    this.heldLive = null;
    return held;
  }

  /** Applies values changed elsewhere (those of this store's attribute); local changes not yet saved win. */
  applyRemote(changes: RemoteChanges<V>): void {
    const values = (changes.upserted ?? []).filter((value) => value.entity_attribute_id === this.entityAttributeId);
    this.applyServerValues({ values, complete: false, destroyedIds: changes.destroyedIds });
    this.tellReplaced(changes.overwritten ?? []);
  }

  /** Server id → item key, as the store knows them now. */
  private keysById(): Map<number, string> {
    return new Map([...this.ids].map(([key, id]) => [id, key]));
  }

  /** Tells of this store's saved fields that another's stale save overwrote, once each. */
  private tellReplaced(overwritten: readonly OverwrittenChange[]): void {
    const keyOfId = this.keysById();
    for (const { id, fields } of overwritten) {
      const key = keyOfId.get(id);
      const mine = key === undefined ? undefined : this.written.get(key);
      const replaced = fields.filter((field) => mine?.has(field));
      if (replaced.length === 0) continue;
      for (const field of replaced) mine!.delete(field);
      this.replaced.next({ key: key!, fields: replaced });
    }
  }

  /** Adds an item at `atIndex` (default: the end), assigned `assignments` (default: nothing), and returns its key. */
  create = (value: V, atIndex?: number, assignments?: Partial<Assignments>): string => {
    const key = createClientKey();
    const items = [...this.items];
    const index = atIndex === undefined ? items.length : Math.max(0, Math.min(atIndex, items.length));
    const position = index === items.length ? nextPosition(items) : (items[index - 1]?.position ?? -1) + 1;
    const assigned = assignments ? { assignments: { ...NO_ASSIGNMENTS, ...assignments } } : {};
    items.splice(index, 0, { key, id: null, value, position, ...assigned });
    const placed = this.withPositions(items);
    this.setItems(placed.items);
    const created = placed.items[index];
    this.enqueue(key, { type: 'create', value, position: created.position, ...(assignments ? { assignments } : {}) });
    this.enqueuePositions(placed.changed.filter((changedKey) => changedKey !== key));
    return key;
  };

  /**
   * Creates, updates and deletes many items as one change of the state, as create, update and remove would
   * one by one, without copying the list for each (an import of thousands of shapes, a paste, a drag of many).
   * Answers the created items' keys, in order.
   */
  applyLocal = ({ created = [], updated = new Map(), removed = [] }: LocalChanges<V>): string[] => {
    const known = new Set(this.items.map((item) => item.key));
    const gone = new Set(removed.filter((key) => known.has(key)));
    const kept = this.items
      .filter((item) => !gone.has(item.key))
      .map((item) => {
        const value = updated.get(item.key);
        return value === undefined ? item : { ...item, value };
      });
    const first = nextPosition(kept);
    const keys = created.map(() => createClientKey());
    const placed = this.withPositions([...kept, ...created.map((value, index) => ({ key: keys[index], id: null, value, position: first + index }))]);
    this.setItems(placed.items);
    const changes: Array<[string, PendingChange<V>]> = [];
    for (const key of gone) changes.push([key, { type: 'delete' }]);
    for (const [key, value] of updated) if (known.has(key) && !gone.has(key)) changes.push([key, { type: 'update', value }]);
    const positionOf = new Map(placed.items.slice(kept.length).map((item) => [item.key, item.position]));
    keys.forEach((key, index) => changes.push([key, { type: 'create', value: created[index], position: positionOf.get(key) ?? first + index }]));
    const fresh = new Set(keys);
    changes.push(...this.positionChanges(placed.changed.filter((key) => !fresh.has(key))));
    this.enqueueAll(changes);
    return keys;
  };

  update = (key: string, change: ValueChange<V>): void => {
    const current = this.items.find((item) => item.key === key);
    if (!current) return;
    const value = typeof change === 'function' ? change(current.value) : { ...current.value, ...change };
    this.setItems(this.items.map((item) => (item.key === key ? { ...item, value } : item)));
    this.enqueue(key, { type: 'update', value });
  };

  /** Changes what the item is assigned; arrays left out of `change` stay as they are. */
  assign = (key: string, change: Partial<Assignments>): void => {
    const current = this.items.find((item) => item.key === key);
    if (!current || Object.keys(change).length === 0) return;
    const assignments = { ...NO_ASSIGNMENTS, ...current.assignments, ...change };
    this.setItems(this.items.map((item) => (item.key === key ? { ...item, assignments } : item)));
    this.enqueue(key, { type: 'update', assignments: change });
  };

  remove = (key: string): void => {
    if (!this.items.some((item) => item.key === key)) return;
    this.setItems(this.items.filter((item) => item.key !== key));
    this.enqueue(key, { type: 'delete' });
  };

  /** Moves an item to `toIndex` in the display order; only items whose position changes are saved. */
  move = (key: string, toIndex: number): void => {
    const fromIndex = this.items.findIndex((item) => item.key === key);
    if (fromIndex < 0 || fromIndex === toIndex) return;
    const placed = this.withPositions(moveInArray(this.items, fromIndex, toIndex));
    this.setItems(placed.items);
    this.enqueuePositions(placed.changed);
  };

  /**
   * Shows and enqueues again what an earlier visit of this module left unsent (see SaveQueue.takeUnsent),
   * before the editor shows the content, so they sit under every change made from now on.
   */
  private async restoreUnsent(): Promise<void> {
    const unsent = (await this.queueSubject.value?.takeUnsent()) ?? new Map<string, PendingChange<V>>();
    for (const [key, change] of unsent) {
      const item = this.items.find((candidate) => candidate.key === key);
      if (change.type === 'delete') {
        if (item) this.setItems(this.items.filter((candidate) => candidate !== item));
      } else if (item) {
        const restored = {
          ...item,
          value: change.value ?? item.value,
          position: change.position ?? item.position,
          assignments: { ...NO_ASSIGNMENTS, ...item.assignments, ...change.assignments },
        };
        this.setItems(this.items.map((candidate) => (candidate === item ? restored : candidate)).sort(byPosition));
      } else if (change.type === 'create') {
        const assignments = { ...NO_ASSIGNMENTS, ...change.assignments };
        this.setItems([...this.items, { key, id: null, value: change.value, position: change.position, assignments }].sort(byPosition));
      } else {
        continue; // an update of a value that is gone
      }
      this.enqueue(key, change);
    }
  }

  private withPositions(order: readonly EntityItem<V>[]): { items: EntityItem<V>[]; changed: string[] } {
    const changes = new Map(positionChanges(order).map((change) => [change.key, change.position]));
    const items = order.map((item) => {
      const position = changes.get(item.key);
      return position === undefined ? item : { ...item, position };
    });
    return { items, changed: [...changes.keys()] };
  }

  private enqueuePositions(keys: readonly string[]): void {
    this.enqueueAll(this.positionChanges(keys));
  }

  private positionChanges(keys: readonly string[]): Array<[string, PendingChange<V>]> {
    const wanted = new Set(keys);
    return this.items.filter((item) => wanted.has(item.key)).map((item) => [item.key, { type: 'update', position: item.position }]);
  }

  private enqueue(key: string, change: PendingChange<V>): void {
    this.enqueueAll([[key, change]]);
  }

  private enqueueAll(changes: ReadonlyArray<readonly [string, PendingChange<V>]>): void {
    if (changes.length === 0) return;
    for (const [key] of changes) this.unsaved.set(key, (this.unsaved.get(key) ?? 0) + 1);
    this.ensureQueue().enqueueAll(changes);
  }

  private ensureQueue(): SaveQueue<PendingChange<V>> {
    const existing = this.queueSubject.value;
    if (existing) return existing;
    const queue = this.options.saveQueues.create<PendingChange<V>>({
      merge: (older, newer) => (this.accepted.has(older) ? newer : mergePendingChanges(older, newer)),
      send: (batch) => this.send(batch),
      label: this.options.label,
      unsentKey: `entity-values/${this.options.moduleId}/${this.options.attributeKey}`,
    });
    this.queueSubject.next(queue);
    return queue;
  }

  /** Sends a batch as one or more bulk_update requests, one after another; what each saves stays saved. */
  private async send(batch: ReadonlyMap<string, PendingChange<V>>): Promise<void> {
    const entityAttributeId = this.entityAttributeId;
    if (entityAttributeId === null) throw new Error('The content has not loaded yet, so it cannot be saved.');
    const unsent = new Map([...batch].filter(([, change]) => !this.accepted.has(change)));
    const versions = new Map([...unsent.keys()].map((key) => [key, this.unsaved.get(key)]));
    const requests = buildBulkUpdates(unsent, {
      entityAttributeId,
      idOf: (key) => this.ids.get(key),
      currentOf: (key) => this.items.find((item) => item.key === key),
      baseOf: (key) => this.bases.get(key),
    });
    for (const { keys, body } of requests) {
      const answer = await this.options.http.post<EntityValueBulkUpdateAnswer<V>>(
        `${this.valuesPath()}/bulk_update.json`,
        body,
      );
      const ids = createdIds(answer.entity_values);
      for (const [key, id] of ids) this.claimId(key, id);
      this.setItems(withServerIds(this.items, ids));
      this.takeAnswer(answer.entity_values, body, versions);
      for (const key of keys) this.accepted.add(unsent.get(key) as PendingChange<V>);
      this.markSaved(keys, versions);
    }
    this.markSaved(unsent.keys(), versions);
  }

  /**
   * Takes what a save's answer says of each value: its version, and how the server merged a change based on an older
   * one: others' newer fields are shown, and overwritten ones are told (onDidOverwrite).
   */
  private takeAnswer(answers: readonly EntityValue<V>[], sent: EntityValueBulkUpdate<V>, versions: ReadonlyMap<string, number | undefined>): void {
    const keyOfId = this.keysById();
    const sentValues = new Map(sent.entity_values.flatMap((item) => ('id' in item && item.value !== undefined ? [[item.id, item.value] as const] : [])));
    const sentFields = new Map(sent.entity_values.flatMap((item) => ('id' in item && item.base_fields ? [[item.id, Object.keys(item.base_fields)] as const] : [])));
    for (const answer of answers) {
      const key = keyOfId.get(answer.id);
      if (key === undefined || answer.deleted) continue;
      this.bases.saved(key, answer);
      this.rememberWritten(key, sentFields.get(answer.id) ?? []);
      const sentValue = sentValues.get(answer.id);
      if (answer.merge && sentValue !== undefined) this.takeKeptFields(key, answer, sentValue, versions.get(key));
      if (answer.merge && answer.merge.overwritten_fields.length > 0) this.overwritten.next({ key, fields: answer.merge.overwritten_fields });
    }
  }

  private rememberWritten(key: string, fields: readonly string[]): void {
    if (fields.length === 0) return;
    const written = this.written.get(key) ?? new Set<string>();
    for (const field of fields) written.add(field);
    this.written.set(key, written);
  }

  private takeKeptFields(key: string, answer: EntityValue<V>, sent: V, savedVersion: number | undefined): void {
    const item = this.items.find((candidate) => candidate.key === key);
    if (!item) return;
    const fields = answer.merge?.kept_fields ?? [];
    const value = takeKeptFields(item.value as Record<string, unknown>, sent as Record<string, unknown>, answer.value as Record<string, unknown>, fields) as V;
    if (value === item.value) return;
    this.setItems(this.items.map((candidate) => (candidate === item ? { ...item, value } : candidate)));
    // A newer change of the item waits with the fields as they were before: it must carry the others' values on.
    if (this.unsaved.get(key) !== savedVersion) this.enqueue(key, { type: 'update', value });
  }

  /**
   * Gives `id` to the item `key`. A create sent again after its answer was lost, or a second create of a
   * single document, answers a value this store may already show under another key: that copy goes.
   */
  private claimId(key: string, id: number): void {
    for (const [otherKey, otherId] of this.ids) if (otherId === id && otherKey !== key) this.ids.delete(otherKey);
    this.ids.set(key, id);
  }

  /** Forgets the unsaved mark of keys with no change newer than the `versions` just saved. */
  private markSaved(keys: Iterable<string>, versions: ReadonlyMap<string, number | undefined>): void {
    for (const key of keys) if (this.unsaved.get(key) === versions.get(key)) this.unsaved.delete(key);
  }

  private applyServerValues(incoming: IncomingValues<V>): void {
    const keyOfId = this.keysById();
    for (const value of incoming.values) {
      if (keyOfId.has(value.id)) continue;
      // Keyed by the client_id it was created with, so an unsent change of an earlier visit finds it.
      const key = value.client_id ?? serverKey(value.id);
      this.ids.set(key, value.id);
      keyOfId.set(value.id, key);
    }
    const unsaved = new Set(this.unsaved.keys());
    // A live change committed before this store's own later save may arrive after that save's answer: it is older.
    const values = incoming.complete ? incoming.values : incoming.values.filter((value) => !this.bases.outdated(keyOfId.get(value.id), value));
    for (const value of values) {
      const key = keyOfId.get(value.id)!;
      this.bases.see(key, value, unsaved.has(key));
    }
    const items = reconcileItems(this.items, { ...incoming, values }, unsaved, (id) => keyOfId.get(id));
    this.setItems(items);
  }

  private valuesPath(): string {
    const { projectId, moduleId } = this.options;
    return `/api/projects/${projectId}/project_scenario_modules/${moduleId}/entity_values`;
  }

  private setItems(items: readonly EntityItem<V>[]): void {
    if (items !== this.items) this.setState({ items });
  }

  private setState(patch: Partial<EntityValuesState<V>>): void {
    this.subject.next({ ...this.subject.value, ...patch });
  }
}
