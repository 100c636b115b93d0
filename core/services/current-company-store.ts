import { serviceToken, type ServiceToken } from './service-token';
import type { Observable } from 'rxjs';
import type { CurrentCompany } from '../domain/api-types';
import type { CompanyAdminUpdate } from '../domain/company-admin-types';

export const CurrentCompanyStore: ServiceToken<CurrentCompanyStore> = serviceToken<CurrentCompanyStore>('CurrentCompanyStore');
export interface CurrentCompanyStore {
  readonly company$: Observable<CurrentCompany | null | undefined>;
  readonly company: CurrentCompany | null | undefined;
  load(): Promise<CurrentCompany | null>;
  /**
   * A company admin changes the company's details or renames its entity labels (PUT
   * /api/company_admin/company.json); the answer becomes the current company, so the name, logo and every
   * label shown change at once. Rejects with the HttpError when refused.
   */
  update(changes: CompanyAdminUpdate): Promise<CurrentCompany>;
  /** Takes an answer that is the current company (a logo upload or removal) as the current company. */
  replace(company: CurrentCompany): void;
  clear(): void;
}
