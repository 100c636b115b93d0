import { injectable } from 'inversify';
import { BehaviorSubject } from 'rxjs';
import { APP_PATHS } from '../domain/app-paths';
import type { Session } from './session';

@injectable()
export class SessionImpl implements Session {
  private readonly accessTokenSubject = new BehaviorSubject<string | null>(null);
  private readonly sessionTokenSubject = new BehaviorSubject<string | null>(null);
  private readonly logoutUrlSubject = new BehaviorSubject<string>(APP_PATHS.home);

  readonly accessToken$ = this.accessTokenSubject.asObservable();
  readonly sessionToken$ = this.sessionTokenSubject.asObservable();

  get accessToken(): string | null {
    return this.accessTokenSubject.value;
  }

  get sessionToken(): string | null {
    return this.sessionTokenSubject.value;
  }

  get logoutUrl(): string {
    return this.logoutUrlSubject.value;
  }

  setAccessToken(token: string | null): void {
    if (token !== this.accessToken) this.accessTokenSubject.next(token || null);
  }

  setSessionToken(token: string | null): void {
    if (token !== this.sessionToken) this.sessionTokenSubject.next(token || null);
  }

  setLogoutUrl(url: string | null): void {
    this.logoutUrlSubject.next(url || APP_PATHS.home);
  }
}
