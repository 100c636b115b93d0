import { HttpError, type HttpClient, type RequestOptions } from '../services/http-client';

export interface RecordedCall {
  method: 'get' | 'getBlob' | 'post' | 'put' | 'delete';
  path: string;
  body?: unknown;
  options?: RequestOptions;
}

type Answer = (call: RecordedCall) => unknown;

/**
 * An HttpClient for services that sit on top of it: records each call and answers from `answer`;
 * an answer that is an HttpError is thrown, as the real client rejects.
 */
export class FakeHttpClient implements HttpClient {
  readonly calls: RecordedCall[] = [];

  constructor(private answer: Answer = () => ({})) {}

  answerWith(answer: Answer): void {
    this.answer = answer;
  }

  get<T>(path: string, options?: RequestOptions): Promise<T> {
    return this.record<T>({ method: 'get', path, options });
  }

  getBlob(path: string, options?: RequestOptions): Promise<Blob> {
    return this.record<Blob>({ method: 'getBlob', path, options });
  }

  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.record<T>({ method: 'post', path, body, options });
  }

  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.record<T>({ method: 'put', path, body, options });
  }

  delete<T>(path: string, options?: RequestOptions): Promise<T> {
    return this.record<T>({ method: 'delete', path, options });
  }

  private async record<T>(call: RecordedCall): Promise<T> {
    this.calls.push(call);
    const answer = this.answer(call);
    if (answer instanceof HttpError) throw answer;
    return answer as T;
  }
}

export function httpError(status: number, message = `status ${status}`): HttpError {
  return new HttpError(status, message, { message });
}
