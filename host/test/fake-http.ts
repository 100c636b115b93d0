import { HttpError, type DeleteOptions, type HttpClient, type RequestOptions } from '../../core/services/http-client';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface SentRequest {
  method: Method;
  path: string;
  body: unknown;
  options?: RequestOptions;
}
type Answer = (request: SentRequest) => unknown;

/** An HttpClient answering from per-route handlers; an unknown route answers 404 like the server. */
export class FakeHttp implements HttpClient {
  readonly sent: SentRequest[] = [];
  private readonly answers = new Map<string, Answer>();

  on(method: Method, path: string, answer: Answer): this {
    this.answers.set(`${method} ${path}`, answer);
    return this;
  }

  calls(method: Method, path: string): SentRequest[] {
    return this.sent.filter((request) => request.method === method && request.path === path);
  }

  get<T>(path: string, options?: RequestOptions) {
    return this.send<T>({ method: 'GET', path, body: undefined, options });
  }
  getBlob(path: string, options?: RequestOptions) {
    return this.send<Blob>({ method: 'GET', path, body: undefined, options });
  }
  post<T>(path: string, body?: unknown, options?: RequestOptions) {
    return this.send<T>({ method: 'POST', path, body, options });
  }
  put<T>(path: string, body?: unknown, options?: RequestOptions) {
    return this.send<T>({ method: 'PUT', path, body, options });
  }
  delete<T>(path: string, options?: DeleteOptions) {
    return this.send<T>({ method: 'DELETE', path, body: options?.body, options });
  }

  private async send<T>(request: SentRequest): Promise<T> {
    this.sent.push(request);
    const answer = this.answers.get(`${request.method} ${request.path}`);
    if (!answer) throw new HttpError(404, `No answer for ${request.method} ${request.path}`, null);
    return (await answer(request)) as T;
  }
}
