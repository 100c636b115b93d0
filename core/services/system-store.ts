import type { Observable } from 'rxjs';
import type { SystemInfo } from '../domain/api-types';

export const SystemStore = Symbol.for('SystemStore');
export interface SystemStore {
  readonly system$: Observable<SystemInfo | null | undefined>;
  readonly system: SystemInfo | null | undefined;
  /** GET /api/system, sent without credentials; a failure stores null. */
  load(): Promise<SystemInfo | null>;
}
