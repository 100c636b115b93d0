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
  private written: ReadonlyMap<string, C> | null = null;

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
        const next = this.combine(earlier, current());
        // A send starting or failing changes the queue's state but not what is unsent: nothing to write again.
        if (this.written !== null && sameChanges(this.written, next)) return;
        this.written = next;
        await this.store.write(this.key, next).catch(() => {
          this.written = null;
        });
      });
    }
    return this.chain;
  }
}

function sameChanges<C>(a: ReadonlyMap<string, C>, b: ReadonlyMap<string, C>): boolean {
  if (a.size !== b.size) return false;
  for (const [key, change] of a) if (b.get(key) !== change) return false;
  return true;
}
