import { inject, injectable } from 'inversify';
import { BehaviorSubject } from 'rxjs';
import { API_PATHS } from '../domain/api-paths';
import type { CurrentCompany } from '../domain/api-types';
import type { CurrentCompanyStore } from './current-company-store';
import { HttpClient } from './http-client';

@injectable()
export class CurrentCompanyStoreImpl implements CurrentCompanyStore {
  private readonly companySubject = new BehaviorSubject<CurrentCompany | null | undefined>(undefined);
  private loading: Promise<CurrentCompany | null> | null = null;

  readonly company$ = this.companySubject.asObservable();

  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  get company(): CurrentCompany | null | undefined {
    return this.companySubject.value;
  }

  load(): Promise<CurrentCompany | null> {
    this.loading ??= this.fetch().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  clear(): void {
    this.companySubject.next(null);
  }

  private async fetch(): Promise<CurrentCompany | null> {
    try {
      const company = await this.http.get<CurrentCompany>(API_PATHS.currentCompany);
      this.companySubject.next(company);
      return company;
    } catch {
      this.companySubject.next(null);
      return null;
    }
  }
}
