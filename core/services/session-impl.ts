import { injectable } from 'inversify';
import { BehaviorSubject } from 'rxjs';
import { APP_PATHS } from '../domain/app-paths';
import type { Session } from './session';

function setIfChanged<T>(subject: BehaviorSubject<T>, value: T): void {
  if (subject.value !== value) subject.next(value);
}

@injectable()
export class SessionImpl implements Session {
  private readonly accessTokenSubject = new BehaviorSubject<string | null>(null);
  private readonly sessionTokenSubject = new BehaviorSubject<string | null>(null);
  private readonly logoutUrlSubject = new BehaviorSubject<string>(APP_PATHS.home);
  liveClientId: string | null = null;

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
    setIfChanged(this.accessTokenSubject, token || null);
  }

  setSessionToken(token: string | null): void {
    setIfChanged(this.sessionTokenSubject, token || null);
  }

  setLiveClientId(id: string | null): void {
    this.liveClientId = id;
  }

  setLogoutUrl(url: string | null): void {
    this.logoutUrlSubject.next(url || APP_PATHS.home);
  }
}
