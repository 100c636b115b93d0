/** Header and cookie names both sides of the API agree on. */
export const RELEASE_VERSION_HEADER = 'app-release-version';
export const SESSION_TOKEN_HEADER = 'x-session-token';
export const PROXY_OVERRIDE_HEADER = 'x-proxy-override';
export const PROXY_OVERRIDE_COOKIE = 'proxy_override';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const SESSION_COOKIE = 'tessera_session';
/** On a write: the live connection of the browser making it, which is not sent its own change back. */
export const LIVE_CLIENT_HEADER = 'x-tessera-client';
