import { inject, injectable } from 'inversify';
import { API_PATHS } from '../domain/api-paths';
import type { CurrentCompany } from '../domain/api-types';
import type { CompanyAdminUpdate } from '../domain/company-admin-types';
import { LoadableValue } from '../state/loadable-value';
import type { CurrentCompanyStore } from './current-company-store';
import { HttpClient } from './http-client';

@injectable()
export class CurrentCompanyStoreImpl implements CurrentCompanyStore {
  private readonly current = new LoadableValue<CurrentCompany>();

  readonly company$ = this.current.value$;

  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  get company(): CurrentCompany | null | undefined {
    return this.current.value;
  }

  load(): Promise<CurrentCompany | null> {
    return this.current.load(() => this.http.get<CurrentCompany>(API_PATHS.currentCompany));
  }

  async update(changes: CompanyAdminUpdate): Promise<CurrentCompany> {
    const company = await this.http.put<CurrentCompany>(API_PATHS.companyAdminCompany, changes);
    this.current.set(company);
    return company;
  }

  replace(company: CurrentCompany): void {
    this.current.set(company);
  }

  clear(): void {
    this.current.set(null);
  }
}
