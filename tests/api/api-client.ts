/**
 * A small HTTP client over Fastify's inject(): it keeps cookies like a browser, echoes the XSRF cookie
 * in X-XSRF-TOKEN like axios, and sends the bearer token like the app's HTTP client.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '../../core/domain/http-conventions';

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
}

export interface ApiClientOptions {
  /** Bearer token; null sends no Authorization header. */
  token?: string | null;
  /** Echo the XSRF cookie in the X-XSRF-TOKEN header (default true). */
  xsrf?: boolean;
  /** The client's address as the server sees it (the sign-in throttle counts per address). */
  remoteAddress?: string;
  cookies?: Record<string, string>;
}

export type ApiResponse = LightMyRequestResponse;

export function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export class ApiClient {
  token: string | null;
  xsrf: boolean;
  remoteAddress: string | undefined;
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    options: ApiClientOptions = {},
  ) {
    this.token = options.token ?? null;
    this.xsrf = options.xsrf ?? true;
    this.remoteAddress = options.remoteAddress;
    for (const [name, value] of Object.entries(options.cookies ?? {})) this.cookies.set(name, value);
  }

  get sessionCookie(): string | undefined {
    return this.cookies.get(SESSION_COOKIE);
  }

  get xsrfToken(): string | undefined {
    return this.cookies.get(XSRF_COOKIE);
  }

  get(url: string, options?: RequestOptions): Promise<ApiResponse> {
    return this.request('GET', url, undefined, options);
  }

  post(url: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse> {
    return this.request('POST', url, body, options);
  }

  put(url: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse> {
    return this.request('PUT', url, body, options);
  }

  patch(url: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse> {
    return this.request('PATCH', url, body, options);
  }

  delete(url: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse> {
    return this.request('DELETE', url, body, options);
  }

  /** GET /api/oauth/tokens.json with the session cookie; keeps and answers the new token (null on failure). */
  async refresh(): Promise<string | null> {
    const res = await this.get('/api/oauth/tokens.json');
    this.token = res.statusCode === 200 ? (res.json() as { access_token: string }).access_token : null;
    return this.token;
  }

  async request(
    method: NonNullable<InjectOptions['method']>,
    url: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<ApiResponse> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    const xsrf = this.cookies.get(XSRF_COOKIE);
    if (this.xsrf && xsrf && !(XSRF_HEADER in headers)) headers[XSRF_HEADER] = xsrf;
    if (this.cookies.size > 0 && !('cookie' in headers)) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const injectOptions: InjectOptions = { method, url: `${url}${queryString(options.query)}`, headers };
    if (this.remoteAddress) injectOptions.remoteAddress = this.remoteAddress;
    if (body !== undefined) {
      if (typeof body === 'string') injectOptions.payload = body;
      else injectOptions.payload = JSON.stringify(body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await this.app.inject(injectOptions);
    this.keepCookies(res);
    return res;
  }

  private keepCookies(res: ApiResponse): void {
    for (const cookie of res.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
      const expired = cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }
}
