import { inject, injectable, optional } from 'inversify';
import { BehaviorSubject, distinctUntilChanged, type Subscription } from 'rxjs';
import { AlertService } from './alert-service';
import { I18nService } from './i18n-service';
import type { SaveQueue, SaveQueueFactory, SaveQueueOptions } from './save-queue';
import { SaveQueueImpl } from './save-queue-impl';
import { UnsentChanges } from './unsent-changes';

/** The factory's view of a queue, whatever its change type. */
type AnyQueue = SaveQueueImpl<unknown>;

@injectable()
export class SaveQueueFactoryImpl implements SaveQueueFactory {
  private readonly queues = new Map<AnyQueue, Subscription>();
  private readonly unsavedSubject = new BehaviorSubject(false);
  private readonly failedSubject = new BehaviorSubject(false);
  private created = 0;

  readonly hasUnsavedChanges$ = this.unsavedSubject.pipe(distinctUntilChanged());
  readonly hasFailedSaves$ = this.failedSubject.pipe(distinctUntilChanged());

  /** Without `unsent` (tests that do not need it) queues keep no copy of their unsent changes. */
  constructor(
    @inject(AlertService) private readonly alerts: AlertService,
    @inject(I18nService) private readonly i18n: I18nService,
    @inject(UnsentChanges) @optional() private readonly unsent?: UnsentChanges,
  ) {
    // The factory lives as long as the page, so these listeners are never removed.
    if (typeof window === 'undefined') return;
    window.addEventListener('online', () => void this.retryAll());
    window.document.addEventListener('visibilitychange', () => {
      if (window.document.visibilityState === 'visible') void this.retryAll();
    });
  }

  get hasUnsavedChanges(): boolean {
    return this.unsavedSubject.value;
  }

  create<C>(options: SaveQueueOptions<C>): SaveQueue<C> {
    this.created += 1;
    const queue: SaveQueueImpl<C> = new SaveQueueImpl<C>(options, {
      alerts: this.alerts,
      i18n: this.i18n,
      id: `save-queue-${this.created}`,
      unsent: this.unsent,
      onRetired: () => this.forget(queue as AnyQueue),
    });
    this.queues.set(queue as AnyQueue, queue.state$.subscribe(() => this.recompute()));
    return queue;
  }

  async retryAll(): Promise<void> {
    const failed = [...this.queues.keys()].filter((queue) => queue.state.error !== null);
    await Promise.all(failed.map((queue) => queue.retry()));
  }

  private forget(queue: AnyQueue): void {
    this.queues.get(queue)?.unsubscribe();
    if (this.queues.delete(queue)) this.recompute();
  }

  private recompute(): void {
    const states = [...this.queues.keys()].map((queue) => queue.state);
    this.unsavedSubject.next(states.some((state) => state.pending > 0));
    this.failedSubject.next(states.some((state) => state.error !== null));
  }
}
