import { BehaviorSubject, map, type Observable } from 'rxjs';
import { SAVE_DEBOUNCE_MS } from '../../core/domain/constants';
import type { SaveQueue, SaveQueueFactory, SaveQueueOptions, SaveQueueState } from '../../core/services/save-queue';

/**
 * A save queue that keeps the SaveQueue contract (debounce, one request in flight, failed changes stay
 * pending under newer ones, resent with the next change or on retry) without the alerting of the core
 * implementation, so SDK tests do not depend on the kernel's wiring.
 */
export class TestSaveQueue<C> implements SaveQueue<C> {
  private pending = new Map<string, C>();
  private inFlight: ReadonlyMap<string, C> | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private chain: Promise<void> = Promise.resolve();
  private disposed = false;
  private readonly subject = new BehaviorSubject<SaveQueueState>({ pending: 0, inFlight: false, error: null });
  readonly state$: Observable<SaveQueueState> = this.subject.asObservable();

  constructor(private readonly options: SaveQueueOptions<C>) {}

  get state(): SaveQueueState {
    return this.subject.value;
  }

  enqueue(key: string, change: C): void {
    if (this.disposed) throw new Error('This save queue is disposed');
    this.put(key, change);
    this.publish();
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), this.options.debounceMs ?? SAVE_DEBOUNCE_MS);
  }

  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.chain = this.chain.then(() => this.sendPending());
    return this.chain;
  }

  retry(): Promise<void> {
    return this.flush();
  }

  async dispose(): Promise<void> {
    await this.flush();
    this.disposed = true;
  }

  private async sendPending(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    this.inFlight = batch;
    this.publish();
    let error: string | null = null;
    try {
      await this.options.send(batch);
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
      const newer = this.pending;
      this.pending = new Map(batch);
      for (const [key, change] of newer) this.put(key, change);
    }
    this.inFlight = null;
    this.publish(error);
  }

  private put(key: string, change: C): void {
    const older = this.pending.get(key);
    const merged = older === undefined ? change : this.options.merge(older, change);
    if (merged === null) this.pending.delete(key);
    else this.pending.set(key, merged);
  }

  private publish(error: string | null = this.subject.value.error): void {
    this.subject.next({
      pending: this.pending.size + (this.inFlight?.size ?? 0),
      inFlight: this.inFlight !== null,
      error,
    });
  }
}

export class TestSaveQueueFactory implements SaveQueueFactory {
  readonly queues: TestSaveQueue<unknown>[] = [];
  private readonly count = new BehaviorSubject(0);
  readonly hasUnsavedChanges$ = this.count.pipe(map(() => this.hasUnsavedChanges));
  readonly hasFailedSaves$ = this.count.pipe(map(() => this.queues.some((queue) => queue.state.error !== null)));

  create<C>(options: SaveQueueOptions<C>): SaveQueue<C> {
    const queue = new TestSaveQueue(options);
    this.queues.push(queue as TestSaveQueue<unknown>);
    this.count.next(this.queues.length);
    return queue;
  }

  get hasUnsavedChanges(): boolean {
    return this.queues.some((queue) => queue.state.pending > 0);
  }

  async retryAll(): Promise<void> {
    await Promise.all(this.queues.map((queue) => queue.retry()));
  }
}
