import { serviceToken, type ServiceToken } from './service-token';
import type { Observable } from 'rxjs';
import type { SystemInfo } from '../domain/api-types';

export const SystemStore: ServiceToken<SystemStore> = serviceToken<SystemStore>('SystemStore');
export interface SystemStore {
  readonly system$: Observable<SystemInfo | null | undefined>;
  readonly system: SystemInfo | null | undefined;
  /** GET /api/system, sent without credentials; a failure stores null. */
  load(): Promise<SystemInfo | null>;
}
