import { serviceToken, type ServiceToken } from './service-token';
import type { Observable } from 'rxjs';
import type { CurrentCompany, EntityMap } from '../domain/api-types';

export const CurrentCompanyStore: ServiceToken<CurrentCompanyStore> = serviceToken<CurrentCompanyStore>('CurrentCompanyStore');
export interface CurrentCompanyStore {
  readonly company$: Observable<CurrentCompany | null | undefined>;
  readonly company: CurrentCompany | null | undefined;
  load(): Promise<CurrentCompany | null>;
  /**
   * A company admin renames the entity labels (PUT /api/company_admin/company.json); the answer becomes the
   * current company, so every label shown changes at once. Rejects with the HttpError when refused.
   */
  renameEntities(entityMap: EntityMap): Promise<CurrentCompany>;
  clear(): void;
}
