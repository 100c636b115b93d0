import type { UnsentChanges } from './unsent-changes';

/**
 * A save queue's copy of its unsent changes in UnsentChanges. What an earlier visit left under the same
 * key stays in the copy until its owner takes it (to show it and enqueue it again), so a write before
 * that cannot drop it. Writes are chained and coalesced: many changes in a row cost one or two writes.
 */
export class UnsentCopy<C> {
  private readonly earlier: Promise<Map<string, C>>;
  private taken = false;
  private chain: Promise<void> = Promise.resolve();
  private writeScheduled = false;

  constructor(
    private readonly store: UnsentChanges,
    private readonly key: string,
    private readonly combine: (earlier: ReadonlyMap<string, C>, current: ReadonlyMap<string, C>) => Map<string, C>,
  ) {
    // A copy that cannot be read is no copy: the visit goes on without it.
    this.earlier = store.read<C>(key).catch(() => new Map<string, C>());
  }

  /** The changes an earlier visit left, once; later calls answer none. */
  async take(): Promise<Map<string, C>> {
    if (this.taken) return new Map();
    const earlier = await this.earlier;
    if (this.taken) return new Map();
    this.taken = true;
    return earlier;
  }

  /** Writes what `current()` answers then (with the earlier visit's changes while not taken). */
  update(current: () => ReadonlyMap<string, C>): Promise<void> {
    if (!this.writeScheduled) {
      this.writeScheduled = true;
      this.chain = this.chain.then(async () => {
        const earlier = this.taken ? new Map<string, C>() : await this.earlier;
        this.writeScheduled = false;
        await this.store.write(this.key, this.combine(earlier, current())).catch(() => undefined);
      });
    }
    return this.chain;
  }
}
