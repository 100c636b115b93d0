/**
 * A project's registry resource in the browser: loaded once per project (and module, for map items) and
 * shared by every view on the page, so a stakeholder added in one module shows in another at once. Writes
 * go to the server and the store takes the row it answers; an update and a reorder show at once and go
 * back if the server refuses.
 */
import { BehaviorSubject } from 'rxjs';
import type { HttpClient } from '../../core/services/http-client';
import type { EntityValuesStatus } from '../entity-values/entity-values-store';
import type { RegistryResource } from '../../core/domain/registry-types';
import { registryResourceClient, type RegistryResourceClient } from './registry-client';
import type { RegistryCreates, RegistryRows, RegistryUpdates } from './registry-types';

export interface RegistryState<Row> {
  status: EntityValuesStatus;
  rows: readonly Row[];
}

export class RegistryStore<R extends RegistryResource> {
  private readonly subject = new BehaviorSubject<RegistryState<RegistryRows[R]>>({ status: 'loading', rows: [] });
  private loading: Promise<void> | undefined;
  /** The last update sent for each row, which the next one waits for. */
  private readonly updating = new Map<number, Promise<RegistryRows[R]>>();
  readonly state$ = this.subject.asObservable();

  constructor(
    private readonly client: RegistryResourceClient<R>,
    private readonly moduleId?: number,
  ) {}

  get state(): RegistryState<RegistryRows[R]> {
    return this.subject.value;
  }

  /** Loads the rows the first time it is asked; later calls share that load. */
  load(): Promise<void> {
    this.loading ??= this.reload();
    return this.loading;
  }

  async reload(): Promise<void> {
    if (this.state.status !== 'ready') this.subject.next({ ...this.state, status: 'loading' });
    try {
      const rows = await this.client.list(this.moduleId === undefined ? undefined : { module_id: this.moduleId });
      this.subject.next({ status: 'ready', rows: [...rows].sort(byPosition) });
    } catch {
      this.loading = undefined;
      this.subject.next({ ...this.state, status: 'error' });
    }
  }

  async create(body: RegistryCreates[R]): Promise<RegistryRows[R]> {
    const row = await this.client.create(body);
    this.setRows([...this.state.rows, row]);
    return row;
  }

  /**
   * Shows the change at once, then takes the row the server answers (the row as it was if it refuses).
   * Updates of one row are sent one after another, so quick moves on a map arrive in the order they were made.
   */
  update(id: number, body: RegistryUpdates[R]): Promise<RegistryRows[R]> {
    const before = this.state.rows.find((row) => row.id === id);
    if (before) this.replace({ ...before, ...body });
    const previous = this.updating.get(id) ?? Promise.resolve();
    const sent = previous.catch(() => undefined).then(() => this.client.update(id, body));
    this.updating.set(id, sent);
    return sent.then(
      (row) => {
        if (this.updating.get(id) === sent) {
          this.updating.delete(id);
          this.replace(row);
        }
        return row;
      },
      (error: unknown) => {
        if (this.updating.get(id) === sent) this.updating.delete(id);
        if (before) this.replace(before);
        throw error;
      },
    );
  }

  /** Reads one row again, after something changed it elsewhere (a link added to a stakeholder). */
  async refresh(id: number): Promise<void> {
    const row = await this.client.get(id);
    this.replace(row);
  }

  private replace(row: RegistryRows[R]): void {
    this.setRows(this.state.rows.map((current) => (current.id === row.id ? row : current)));
  }

  async remove(id: number): Promise<void> {
    await this.client.destroy(id);
    this.setRows(this.state.rows.filter((row) => row.id !== id));
  }

  /** Moves a row to `index` among all rows; the server keeps every row's position. */
  async move(id: number, index: number): Promise<void> {
    const before = this.state.rows;
    const moved = before.find((row) => row.id === id);
    if (!moved || index < 0 || index >= before.length) return;
    const rest = before.filter((row) => row.id !== id);
    const order = [...rest.slice(0, index), moved, ...rest.slice(index)];
    this.setRows(order);
    try {
      const answered = await this.client.updatePositions(order.map((row) => row.id));
      this.setRows([...answered].sort(byPosition));
    } catch (error) {
      this.setRows(before);
      throw error;
    }
  }

  private setRows(rows: readonly RegistryRows[R][]): void {
    this.subject.next({ ...this.state, rows });
  }
}

const byPosition = (a: { position?: number; id: number }, b: { position?: number; id: number }) =>
  (a.position ?? 0) - (b.position ?? 0) || a.id - b.id;

const stores = new WeakMap<HttpClient, Map<string, RegistryStore<RegistryResource>>>();

/** The one store of a project's resource (for map items, of one module) per HTTP client, that is per page. */
export function registryStore<R extends RegistryResource>(http: HttpClient, projectId: number, resource: R, moduleId?: number): RegistryStore<R> {
  let byKey = stores.get(http);
  if (!byKey) stores.set(http, (byKey = new Map()));
  const key = `${projectId}/${resource}/${moduleId ?? ''}`;
  let store = byKey.get(key);
  if (!store) {
    store = new RegistryStore(registryResourceClient(http, projectId, resource), moduleId) as unknown as RegistryStore<RegistryResource>;
    byKey.set(key, store);
  }
  return store as unknown as RegistryStore<R>;
}
