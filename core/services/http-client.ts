import { serviceToken, type ServiceToken } from './service-token';
/**
 * The one way to talk to the API. Adds the bearer token, session-token, proxy-override and
 * anti-forgery headers; refreshes the token once on 401 however many requests failed and retries
 * them; handles 402, 403, 404 and 503 as screens-and-editor.md §8 says; reports the
 * app-release-version header; counts uploads and downloads for the indicators.
 */
export interface RequestOptions {
  params?: Record<string, string | number | boolean | undefined | Array<string | number>>;
  /** Opt out of the shell-wide handling of 401, 403 and 404 (the caller deals with them). */
  skipStatusHandling?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Send cookies (default true). GET /api/system goes without them (data-layer.md §7). */
  withCredentials?: boolean;
  /** Called with the answer's headers (a header by name, null when absent) before the call resolves. */
  onHeaders?: (header: (name: string) => string | null) => void;
}

/** A DELETE may carry a body (deleting one's account confirms with the email and password). */
export interface DeleteOptions extends RequestOptions {
  body?: unknown;
}

export const HttpClient: ServiceToken<HttpClient> = serviceToken<HttpClient>('HttpClient');
export interface HttpClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  getBlob(path: string, options?: RequestOptions): Promise<Blob>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: DeleteOptions): Promise<T>;
}

/** The error every failed call rejects with. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
