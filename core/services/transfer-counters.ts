import { serviceToken, type ServiceToken } from './service-token';
import type { Observable } from 'rxjs';

export type TransferKind = 'upload' | 'download';

/** In-progress counters that drive the "Saving..." and loading indicators. */
export const TransferCounters: ServiceToken<TransferCounters> = serviceToken<TransferCounters>('TransferCounters');
export interface TransferCounters {
  readonly uploads$: Observable<number>;
  readonly downloads$: Observable<number>;
  /** Counts one transfer; call the returned function when it ends. */
  begin(kind: TransferKind): () => void;
}
