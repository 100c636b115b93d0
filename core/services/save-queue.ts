import type { Observable } from 'rxjs';

/**
 * Collects changes and sends them in one request SAVE_DEBOUNCE_MS after the last one; one request in
 * flight and at most one more waiting. A failed send keeps its changes pending (merged under any newer
 * change to the same key), reports the error, clears the waiting slot, and sends them again with the
 * next change or on `retry()`. Nothing is dropped silently.
 */
export interface SaveQueueOptions<C> {
  /** Combine an older pending change with a newer one for the same key; null cancels both. */
  merge(older: C, newer: C): C | null;
  /** Send one batch; resolve when the server accepted all of it, reject otherwise. */
  send(batch: ReadonlyMap<string, C>): Promise<void>;
  debounceMs?: number;
  /** Shown to the user when a send fails. */
  label?: string;
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
  /** Send what is pending now, without waiting for the debounce. */
  flush(): Promise<void>;
  retry(): Promise<void>;
  /** Flushes what is pending, then stops accepting changes. */
  dispose(): Promise<void>;
}

/** Creates save queues and watches them all, for the shell's indicator and the tab-close warning. */
export const SaveQueueFactory = Symbol.for('SaveQueueFactory');
export interface SaveQueueFactory {
  create<C>(options: SaveQueueOptions<C>): SaveQueue<C>;
  /** True while any queue has pending changes. */
  readonly hasUnsavedChanges$: Observable<boolean>;
  readonly hasUnsavedChanges: boolean;
  /** True while any queue has a failed send that is not yet retried successfully. */
  readonly hasFailedSaves$: Observable<boolean>;
  retryAll(): Promise<void>;
}
