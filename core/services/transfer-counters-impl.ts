import { injectable } from 'inversify';
import { BehaviorSubject } from 'rxjs';
import type { TransferCounters, TransferKind } from './transfer-counters';

@injectable()
export class TransferCountersImpl implements TransferCounters {
  private readonly counts: Record<TransferKind, BehaviorSubject<number>> = {
    upload: new BehaviorSubject(0),
    download: new BehaviorSubject(0),
  };

  readonly uploads$ = this.counts.upload.asObservable();
  readonly downloads$ = this.counts.download.asObservable();

  begin(kind: TransferKind): () => void {
    const counter = this.counts[kind];
    counter.next(counter.value + 1);
    let ended = false;
    // Idempotent, so a caller that ends in both a catch and a finally cannot drive the count below zero.
    return () => {
      if (ended) return;
      ended = true;
      counter.next(counter.value - 1);
    };
  }
}
