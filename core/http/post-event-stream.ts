import { XSRF_COOKIE, XSRF_HEADER } from '../domain/http-conventions';
import { HttpError } from '../services/http-client';
import type { Session } from '../services/session';
import { readCookie } from './cookies';
import { conventionHeaders } from './request-headers';
import { NETWORK_ERROR_STATUS } from './to-http-error';
import { SseParser } from './sse-parser';

/**
 * POSTs JSON and reads the text/event-stream answer as it arrives, calling `onData` with each event's data.
 * The HTTP client buffers whole answers, so this one call goes through fetch with the headers the client would
 * send. A refusal before the stream (a JSON error answer) rejects with an HttpError like the client's; aborting
 * `signal` ends the stream quietly.
 */
export async function postEventStream(
  session: Session,
  path: string,
  body: unknown,
  onData: (data: string) => void,
  signal?: AbortSignal,
): Promise<void> {
  const headers: Record<string, string> = {
    ...conventionHeaders(session),
    'Content-Type': 'application/json',
    Accept: 'text/event-stream',
  };
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers[XSRF_HEADER] = xsrf;
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body), credentials: 'include', signal });
  } catch (error) {
    if (signal?.aborted) return;
    throw new HttpError(NETWORK_ERROR_STATUS, 'The server could not be reached.', { cause: String(error) });
  }
  if (!response.ok || !response.body) throw await refusal(response);
  const reader = response.body.getReader();
  const parser = new SseParser();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(value).forEach(onData);
    }
    parser.finish().forEach(onData);
  } catch (error) {
    if (signal?.aborted) return;
    throw new HttpError(NETWORK_ERROR_STATUS, 'The answer stopped before its end.', { cause: String(error) });
  }
}

async function refusal(response: Response): Promise<HttpError> {
  const text = await response.text().catch(() => '');
  let body: unknown = text;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    // Not JSON: keep the text.
  }
  const message = (body as { message?: unknown } | null)?.message;
  return new HttpError(response.status, typeof message === 'string' ? message : `Request failed with status ${response.status}`, body);
}
