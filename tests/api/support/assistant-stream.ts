/** Asks the assistant over real HTTP (the answer is a server-sent event stream) and reads the events as they come. */
import type { AssistantMessageCreate, AssistantStreamEvent } from '../../../core/domain/assistant-types';
import { XSRF_HEADER } from '../../../core/domain/http-conventions';
import type { ApiClient } from '../harness';

export interface AskedAnswer {
  status: number;
  events: AssistantStreamEvent[];
  /** How many network reads the events came in. */
  reads: number;
}

export function askAssistant(baseUrl: string, client: ApiClient, body: AssistantMessageCreate, signal?: AbortSignal): Promise<Response> {
  return fetch(`${baseUrl}/api/assistant/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${client.token}`, [XSRF_HEADER]: client.xsrfToken ?? '' },
    body: JSON.stringify(body),
    signal,
  });
}

/** The events of the response; `stopAfter` aborts the request once that many deltas came. */
export async function readEvents(response: Response, options: { stopAfter?: number; stop?: AbortController } = {}): Promise<AskedAnswer> {
  const events: AssistantStreamEvent[] = [];
  let reads = 0;
  let buffer = '';
  const decoder = new TextDecoder();
  try {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      reads += 1;
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (line.startsWith('data: ')) events.push(JSON.parse(line.slice(6)) as AssistantStreamEvent);
      }
      if (options.stopAfter !== undefined && events.filter((e) => e.type === 'delta').length >= options.stopAfter) {
        options.stop?.abort();
        break;
      }
    }
  } catch (error) {
    if (!options.stop?.signal.aborted) throw error;
  }
  return { status: response.status, events, reads };
}
