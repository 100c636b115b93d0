import type { CreateAxiosDefaults } from 'axios';
import { XSRF_COOKIE, XSRF_HEADER } from '../domain/http-conventions';
import type { RuntimeConfig } from '../domain/runtime-config';
import { readCookie } from './cookies';
import type { HttpTransport } from './http-transport';
import { serializeParams } from './params';

function originOf(url: string, base: string): string | null {
  try {
    return new URL(url, base).origin;
  } catch {
    return null;
  }
}

/**
 * Whether the anti-forgery header may go with a request: to our own origin and to the configured
 * backend, never to a third party (an image URL on a CDN, say).
 */
export function isOwnApiUrl(url: string | undefined, backendUrl: string): boolean {
  const location = globalThis.location;
  if (!location || url === undefined) return false;
  const base = globalThis.document?.baseURI ?? location.href;
  const target = originOf(url, base);
  if (target === null) return false;
  return target === location.origin || (backendUrl !== '' && target === originOf(backendUrl, base));
}

/**
 * The anti-forgery header for a request to our own API: the XSRF-TOKEN cookie echoed (axios's convention), read
 * from the cookie at once. Axios's own reading goes through the browser's asynchronous Cookie Store where there is
 * one, which holds each request back until the page's thread is free: over 100 ms while a page starts.
 */
export function xsrfHeader(url: string, backendUrl: string): Record<string, string> {
  const token = isOwnApiUrl(url, backendUrl) ? readCookie(XSRF_COOKIE) : null;
  return token ? { [XSRF_HEADER]: token } : {};
}

/** What every request to the API shares, the token refresh's bare call included. */
export function axiosDefaults(config: RuntimeConfig, transport: HttpTransport | undefined): CreateAxiosDefaults {
  const backendUrl = config.backendUrl.replace(/\/+$/, '');
  return {
    baseURL: backendUrl || undefined,
    withCredentials: true,
    // The HTTP client adds the header itself (xsrfHeader).
    withXSRFToken: false,
    paramsSerializer: { serialize: serializeParams },
    ...transport,
  };
}
