import type { CreateAxiosDefaults, InternalAxiosRequestConfig } from 'axios';
import { XSRF_COOKIE, XSRF_HEADER } from '../domain/http-conventions';
import type { RuntimeConfig } from '../domain/runtime-config';
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

/** What every request to the API shares, the token refresh's bare call included. */
export function axiosDefaults(config: RuntimeConfig, transport: HttpTransport | undefined): CreateAxiosDefaults {
  const backendUrl = config.backendUrl.replace(/\/+$/, '');
  return {
    baseURL: backendUrl || undefined,
    withCredentials: true,
    xsrfCookieName: XSRF_COOKIE,
    xsrfHeaderName: XSRF_HEADER,
    withXSRFToken: (request: InternalAxiosRequestConfig) => isOwnApiUrl(request.url, backendUrl),
    paramsSerializer: { serialize: serializeParams },
    ...transport,
  };
}
