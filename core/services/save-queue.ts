import { serviceToken, type ServiceToken } from './service-token';
import type { Observable } from 'rxjs';

/**
 * Collects changes and sends them in one request SAVE_DEBOUNCE_MS after the last one; one request in
 * flight and at most one more waiting. A failed send keeps its changes pending (merged under any newer
 * change to the same key), reports the error, clears the waiting slot, and sends them again with the
 * next change, on `retry()`, by itself after SAVE_RETRY_FIRST_MS (doubling up to SAVE_RETRY_MAX_MS), and
 * when the browser comes back online or the tab becomes visible. With an `unsentKey`, the unsent changes
 * are also kept in the browser (UnsentChanges) until the server accepts them, so a reload does not lose
 * them. Nothing is dropped silently.
 */
export interface SaveQueueOptions<C> {
  /** Combine an older pending change with a newer one for the same key; null cancels both. */
  merge(older: C, newer: C): C | null;
  /** Send one batch; resolve when the server accepted all of it, reject otherwise. */
  send(batch: ReadonlyMap<string, C>): Promise<void>;
  debounceMs?: number;
  /** Shown to the user when a send fails. */
  label?: string;
  /** Names this queue's changes in the browser's copy of unsent changes (e.g. one module's content). */
  unsentKey?: string;
}

export interface SaveQueueState {
  /** Changes not yet accepted by the server (waiting, in flight or failed). */
  pending: number;
  inFlight: boolean;
  /** The last failure's message, cleared by the next success. */
  error: string | null;
}

export interface SaveQueue<C> {
  readonly state$: Observable<SaveQueueState>;
  readonly state: SaveQueueState;
  enqueue(key: string, change: C): void;
  /** Enqueues many changes as one: the debounce restarts and the state is told once, however many there are. */
  enqueueAll(changes: Iterable<readonly [string, C]>): void;
  /** Send what is pending now, without waiting for the debounce. */
  flush(): Promise<void>;
  retry(): Promise<void>;
  /**
   * The changes an earlier visit left unsent under the same `unsentKey` (once; none after, or without
   * a key). The owner shows them and enqueues them again; until then they stay in the browser's copy.
   */
  takeUnsent(): Promise<ReadonlyMap<string, C>>;
  /** Flushes what is pending, then stops accepting changes. */
  dispose(): Promise<void>;
}

/** Creates save queues and watches them all, for the shell's indicator and the tab-close warning. */
export const SaveQueueFactory: ServiceToken<SaveQueueFactory> = serviceToken<SaveQueueFactory>('SaveQueueFactory');
export interface SaveQueueFactory {
  create<C>(options: SaveQueueOptions<C>): SaveQueue<C>;
  /** True while any queue has pending changes. */
  readonly hasUnsavedChanges$: Observable<boolean>;
  readonly hasUnsavedChanges: boolean;
  /** True while any queue has a failed send that is not yet retried successfully. */
  readonly hasFailedSaves$: Observable<boolean>;
  /** Retries every failed queue; the browser's `online` and `visibilitychange` (to visible) call it too. */
  retryAll(): Promise<void>;
}
