import { inject, injectable } from 'inversify';
import { API_PATHS } from '../domain/api-paths';
import type { SystemInfo } from '../domain/api-types';
import { LoadableValue } from '../state/loadable-value';
import { HttpClient } from './http-client';
import type { SystemStore } from './system-store';

@injectable()
export class SystemStoreImpl implements SystemStore {
  private readonly current = new LoadableValue<SystemInfo>();

  readonly system$ = this.current.value$;

  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  get system(): SystemInfo | null | undefined {
    return this.current.value;
  }

  load(): Promise<SystemInfo | null> {
    // Public and cookie-free; a failure only means the defaults show, never a redirect.
    return this.current.load(() =>
      this.http.get<SystemInfo>(API_PATHS.system, { withCredentials: false, skipStatusHandling: true }),
    );
  }
}
