import type { HttpTransport } from '../http/http-transport';

export type FakeRoute = (request: Request) => Response | Promise<Response>;

/** Node's Request wants absolute URLs; a browser resolves relative ones against the page, so do that here. */
class PageRelativeRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, globalThis.location.href) : input, init);
  }
}

/**
 * An in-memory server behind axios's own fetch adapter: requests still go through axios's whole
 * pipeline (headers, anti-forgery, params, response parsing) and stop at `route`.
 */
export function fakeFetch(route: FakeRoute): { transport: HttpTransport; requests: Request[] } {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new PageRelativeRequest(input, init);
    requests.push(request.clone());
    return route(request);
  };
  return { transport: { adapter: 'fetch', env: { fetch, Request: PageRelativeRequest } }, requests };
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export function pathOf(request: Request): string {
  return new URL(request.url).pathname;
}
