import { BehaviorSubject } from 'rxjs';
import { SAVE_DEBOUNCE_MS, SAVE_RETRY_FIRST_MS, SAVE_RETRY_MAX_MS } from '../domain/constants';
import { coreKey } from '../i18n/core-message-key';
import type { AlertService } from './alert-service';
import type { I18nService } from './i18n-service';
import type { SaveQueue, SaveQueueOptions, SaveQueueState } from './save-queue';
import type { UnsentChanges } from './unsent-changes';
import { UnsentCopy } from './unsent-copy';

export interface SaveQueueContext {
  alerts: AlertService;
  i18n: I18nService;
  /** Unique per queue; the alert ids of its failures start with it. */
  id: string;
  /** Called once the queue is disposed and has nothing left to send. */
  onRetired?: () => void;
  /** Where a queue with an `unsentKey` keeps its unsent changes. */
  unsent?: UnsentChanges;
}

/** The one send that may wait behind the one in flight; a failure ahead of it cancels it. */
interface WaitingSlot {
  promise: Promise<void>;
  cancelled: boolean;
}

function mergeChange<C>(
  changes: Map<string, C>,
  key: string,
  newer: C,
  merge: SaveQueueOptions<C>['merge'],
): void {
  if (!changes.has(key)) {
    changes.set(key, newer);
    return;
  }
  const merged = merge(changes.get(key) as C, newer);
  if (merged === null) changes.delete(key);
  else changes.set(key, merged);
}

/** `older` with each change of `newer` merged over it, as a new map. */
function mergeAll<C>(older: ReadonlyMap<string, C>, newer: ReadonlyMap<string, C>, merge: SaveQueueOptions<C>['merge']): Map<string, C> {
  const merged = new Map(older);
  for (const [key, change] of newer) mergeChange(merged, key, change, merge);
  return merged;
}

function sameState(a: SaveQueueState, b: SaveQueueState): boolean {
  return a.pending === b.pending && a.inFlight === b.inFlight && a.error === b.error;
}

export class SaveQueueImpl<C> implements SaveQueue<C> {
  private pending = new Map<string, C>();
  private inFlightBatch: ReadonlyMap<string, C> | null = null;
  private inFlightSend: Promise<void> | null = null;
  private waiting: WaitingSlot | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** The wait before the next automatic retry; 0 while nothing has failed since the last success. */
  private retryDelay = 0;
  private readonly unsentCopy: UnsentCopy<C> | null;
  private error: string | null = null;
  /** Counts failure episodes (a failure after a success starts a new one), so a closed alert stays closed only for its own episode. */
  private episode = 0;
  private disposed = false;
  private readonly stateSubject = new BehaviorSubject<SaveQueueState>({ pending: 0, inFlight: false, error: null });

  readonly state$ = this.stateSubject.asObservable();

  constructor(
    private readonly options: SaveQueueOptions<C>,
    private readonly context: SaveQueueContext,
  ) {
    const { unsent } = context;
    this.unsentCopy = unsent && options.unsentKey
      ? new UnsentCopy<C>(unsent, options.unsentKey, (earlier, current) => mergeAll(earlier, current, options.merge))
      : null;
  }

  get state(): SaveQueueState {
    return this.stateSubject.value;
  }

  get isDisposed(): boolean {
    return this.disposed;
  }

  enqueue(key: string, change: C): void {
    this.enqueueAll([[key, change]]);
  }

  enqueueAll(changes: Iterable<readonly [string, C]>): void {
    if (this.disposed) throw new Error('This save queue has been disposed and accepts no more changes.');
    let any = false;
    for (const [key, change] of changes) {
      mergeChange(this.pending, key, change, this.options.merge);
      any = true;
    }
    if (!any) return;
    this.restartDebounce();
    this.emit();
  }

  flush(): Promise<void> {
    this.cancelDebounce();
    return this.requestSend();
  }

  retry(): Promise<void> {
    this.cancelRetry();
    return this.flush();
  }

  async takeUnsent(): Promise<ReadonlyMap<string, C>> {
    return this.unsentCopy ? this.unsentCopy.take() : new Map();
  }

  async dispose(): Promise<void> {
    this.disposed = true;
    await this.flush();
    this.retireIfIdle();
  }

  private restartDebounce(): void {
    this.cancelDebounce();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.requestSend();
    }, this.options.debounceMs ?? SAVE_DEBOUNCE_MS);
  }

  private cancelDebounce(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Sends now, or takes the one waiting slot behind the request in flight (resolves when that settles). */
  private requestSend(): Promise<void> {
    const ahead = this.inFlightSend;
    if (!ahead) return this.startSend();
    if (!this.waiting) {
      const slot: WaitingSlot = { promise: Promise.resolve(), cancelled: false };
      slot.promise = ahead.then(() => {
        if (slot.cancelled) return;
        this.waiting = null;
        // Built from what is pending now, not from what was pending when the slot was taken.
        return this.requestSend();
      });
      this.waiting = slot;
    }
    return this.waiting.promise;
  }

  private startSend(): Promise<void> {
    if (this.pending.size === 0) return Promise.resolve();
    const batch: ReadonlyMap<string, C> = this.pending;
    this.pending = new Map();
    this.inFlightBatch = batch;
    this.emit();
    const send = this.sendBatch(batch).finally(() => {
      this.inFlightSend = null;
    });
    this.inFlightSend = send;
    return send;
  }

  private async sendBatch(batch: ReadonlyMap<string, C>): Promise<void> {
    try {
      await this.options.send(batch);
      this.inFlightBatch = null;
      this.succeeded();
    } catch (error) {
      this.inFlightBatch = null;
      this.failed(batch, error);
    }
    this.emit();
  }

  private succeeded(): void {
    this.retryDelay = 0;
    this.cancelRetry();
    if (this.error === null) return;
    this.error = null;
    this.context.alerts.clear(this.alertId());
  }

  private failed(batch: ReadonlyMap<string, C>, error: unknown): void {
    const restored = new Map<string, C>(batch);
    for (const [key, newer] of this.pending) mergeChange(restored, key, newer, this.options.merge);
    this.pending = restored;
    if (this.waiting) {
      this.waiting.cancelled = true;
      this.waiting = null;
    }
    if (this.error === null) this.episode += 1;
    this.error = error instanceof Error && error.message ? error.message : String(error);
    this.scheduleRetry();
    this.context.alerts.set({
      id: this.alertId(),
      severity: 'error',
      text: this.failureText(),
      action: { label: this.context.i18n.t(coreKey('retry')), run: () => void this.retry() },
    });
  }

  private scheduleRetry(): void {
    this.cancelRetry();
    this.retryDelay = this.retryDelay === 0 ? SAVE_RETRY_FIRST_MS : Math.min(this.retryDelay * 2, SAVE_RETRY_MAX_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.flush();
    }, this.retryDelay);
  }

  private cancelRetry(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private failureText(): string {
    const { label } = this.options;
    const { i18n } = this.context;
    return label ? i18n.t(coreKey('saveFailedNamed'), { label }) : i18n.t(coreKey('saveFailed'));
  }

  private alertId(): string {
    return `${this.context.id}:failure-${this.episode}`;
  }

  private emit(): void {
    const next: SaveQueueState = {
      pending: this.pending.size + (this.inFlightBatch?.size ?? 0),
      inFlight: this.inFlightBatch !== null,
      error: this.error,
    };
    if (!sameState(next, this.state)) this.stateSubject.next(next);
    void this.unsentCopy?.update(() => this.unsentChanges());
    this.retireIfIdle();
  }

  /** What the server has not accepted: the batch in flight with the pending changes merged over it. */
  private unsentChanges(): Map<string, C> {
    return mergeAll(this.inFlightBatch ?? new Map<string, C>(), this.pending, this.options.merge);
  }

  private retireIfIdle(): void {
    if (this.disposed && this.pending.size === 0 && this.inFlightBatch === null) this.context.onRetired?.();
  }
}
