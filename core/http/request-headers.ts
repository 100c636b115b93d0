import { LIVE_CLIENT_HEADER, PROXY_OVERRIDE_COOKIE, PROXY_OVERRIDE_HEADER, SESSION_TOKEN_HEADER } from '../domain/http-conventions';
import type { Session } from '../services/session';
import { readCookie } from './cookies';

/** The headers of screens-and-editor.md §7's request conventions, as they stand at the moment of sending. */
export function conventionHeaders(session: Session): Record<string, string> {
  const headers: Record<string, string> = {};
  if (session.accessToken) headers.Authorization = `Bearer ${session.accessToken}`;
  if (session.sessionToken) headers[SESSION_TOKEN_HEADER] = session.sessionToken;
  if (session.liveClientId) headers[LIVE_CLIENT_HEADER] = session.liveClientId;
  const proxyOverride = readCookie(PROXY_OVERRIDE_COOKIE);
  if (proxyOverride) headers[PROXY_OVERRIDE_HEADER] = proxyOverride;
  return headers;
}
