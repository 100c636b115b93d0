import { serviceToken, type ServiceToken } from './service-token';
import type { Observable } from 'rxjs';
import type { CurrentCompany } from '../domain/api-types';

export const CurrentCompanyStore: ServiceToken<CurrentCompanyStore> = serviceToken<CurrentCompanyStore>('CurrentCompanyStore');
export interface CurrentCompanyStore {
  readonly company$: Observable<CurrentCompany | null | undefined>;
  readonly company: CurrentCompany | null | undefined;
  load(): Promise<CurrentCompany | null>;
  clear(): void;
}
