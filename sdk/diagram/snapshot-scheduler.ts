import type { Observable, Subscription } from 'rxjs';
import { SNAPSHOT_DEBOUNCE_MS } from '../../core/domain/constants';
import type { SaveQueueState } from '../../core/services/save-queue';

export interface SnapshotSchedulerOptions {
  /** The diagram's save state (EntityValuesStore.saveStatus.state$). */
  saveState$: Observable<SaveQueueState>;
  /** Renders the PNG and uploads it (upload_image.json with the module id). */
  takeSnapshot: () => Promise<void>;
  debounceMs?: number;
  /** Told when a snapshot fails; the next successful save tries again. */
  onError?: (error: unknown) => void;
}

/**
 * §4: after each successful save, the diagram's snapshot is regenerated and uploaded, debounced by
 * 2000 ms (a burst of saves gives one snapshot). A save counts as successful when nothing is in flight,
 * nothing is pending, and there is no error, after a send was in flight.
 */
export class SnapshotScheduler {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private wasSaving = false;
  private running: Promise<void> | null = null;
  private readonly subscription: Subscription;

  constructor(private readonly options: SnapshotSchedulerOptions) {
    this.subscription = options.saveState$.subscribe((state) => this.onState(state));
  }

  dispose(): void {
    this.subscription.unsubscribe();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private onState(state: SaveQueueState): void {
    if (state.inFlight) {
      this.wasSaving = true;
      return;
    }
    if (!this.wasSaving || state.error || state.pending > 0) return;
    this.wasSaving = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.run(), this.options.debounceMs ?? SNAPSHOT_DEBOUNCE_MS);
  }

  private run(): void {
    this.timer = null;
    // One snapshot at a time: a save finishing while one is taken schedules the next after it.
    const previous = this.running ?? Promise.resolve();
    this.running = previous
      .then(() => this.options.takeSnapshot())
      .catch((error: unknown) => this.options.onError?.(error))
      .finally(() => {
        this.running = null;
      });
  }
}
