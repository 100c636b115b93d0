import { inject, injectable } from 'inversify';
import { BehaviorSubject } from 'rxjs';
import { API_PATHS } from '../domain/api-paths';
import type { SystemInfo } from '../domain/api-types';
import { HttpClient } from './http-client';
import type { SystemStore } from './system-store';

@injectable()
export class SystemStoreImpl implements SystemStore {
  private readonly systemSubject = new BehaviorSubject<SystemInfo | null | undefined>(undefined);
  private loading: Promise<SystemInfo | null> | null = null;

  readonly system$ = this.systemSubject.asObservable();

  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  get system(): SystemInfo | null | undefined {
    return this.systemSubject.value;
  }

  load(): Promise<SystemInfo | null> {
    this.loading ??= this.fetch().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async fetch(): Promise<SystemInfo | null> {
    try {
      // Public and cookie-free; a failure only means the defaults show, never a redirect.
      const system = await this.http.get<SystemInfo>(API_PATHS.system, {
        withCredentials: false,
        skipStatusHandling: true,
      });
      this.systemSubject.next(system);
      return system;
    } catch {
      this.systemSubject.next(null);
      return null;
    }
  }
}
