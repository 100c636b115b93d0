import { HttpError, type HttpClient, type RequestOptions } from '../../core/services/http-client';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RecordedRequest {
  method: HttpMethod;
  path: string;
  body: unknown;
  params: RequestOptions['params'];
  /** The caller handles a refusal itself; the shell does not turn it into a page. */
  skipStatusHandling: boolean;
}

type Handler = (request: RecordedRequest) => unknown;

/** An in-memory HttpClient for tests: answers from handlers by method and path, records every request. */
export class FakeHttpClient implements HttpClient {
  readonly requests: RecordedRequest[] = [];
  private readonly handlers = new Map<string, Handler>();
  private readonly headers = new Map<string, Record<string, string>>();

  on(method: HttpMethod, path: string, handler: Handler): this {
    this.handlers.set(`${method} ${path}`, handler);
    return this;
  }

  /** Answers `headers` (lower-case names) with every answer to the method and path. */
  answerHeaders(method: HttpMethod, path: string, headers: Record<string, string>): this {
    this.headers.set(`${method} ${path}`, headers);
    return this;
  }

  requestsTo(method: HttpMethod, path: string): RecordedRequest[] {
    return this.requests.filter((request) => request.method === method && request.path === path);
  }

  get<T>(path: string, options?: RequestOptions): Promise<T> {
    return this.handle<T>('GET', path, undefined, options);
  }

  getBlob(path: string, options?: RequestOptions): Promise<Blob> {
    return this.handle<Blob>('GET', path, undefined, options);
  }

  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.handle<T>('POST', path, body, options);
  }

  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.handle<T>('PUT', path, body, options);
  }

  delete<T>(path: string, options?: RequestOptions): Promise<T> {
    return this.handle<T>('DELETE', path, undefined, options);
  }

  private async handle<T>(method: HttpMethod, path: string, body: unknown, options?: RequestOptions): Promise<T> {
    // A deep copy, so later mutation by the caller cannot change what the test asserts was sent.
    const request: RecordedRequest = {
      method,
      path,
      body: structuredClone(body),
      params: options?.params,
      skipStatusHandling: options?.skipStatusHandling ?? false,
    };
    this.requests.push(request);
    const handler = this.handlers.get(`${method} ${path}`);
    if (!handler) throw new HttpError(404, `No fake answer for ${method} ${path}`, null);
    const answer = (await handler(request)) as T;
    const headers = this.headers.get(`${method} ${path}`) ?? {};
    options?.onHeaders?.((name) => headers[name.toLowerCase()] ?? null);
    return answer;
  }
}
