import { serviceToken, type ServiceToken } from './service-token';
import type { Observable } from 'rxjs';

/** The access token (bearer), the session token (share links) and the live connection's id, of global state. */
export const Session: ServiceToken<Session> = serviceToken<Session>('Session');
export interface Session {
  readonly accessToken$: Observable<string | null>;
  readonly sessionToken$: Observable<string | null>;
  readonly accessToken: string | null;
  readonly sessionToken: string | null;
  setAccessToken(token: string | null): void;
  setSessionToken(token: string | null): void;
  /** The company login page remembered for logout (route guard rule 4); '/' when none. */
  readonly logoutUrl: string;
  setLogoutUrl(url: string | null): void;
  /** The open live connection's id, sent with every request so its own changes are not sent back to it. */
  readonly liveClientId: string | null;
  setLiveClientId(id: string | null): void;
}
