/**
 * A real OpenAI-compatible HTTP server on loopback for tests (API and browser): POST /v1/chat/completions,
 * streamed (server-sent event chunks, the usage in the last one) or whole, and POST /v1/embeddings
 * (deterministic vectors of hashed word counts, so texts sharing words are similar). Nothing reaches the internet.
 *
 * Behaviours on demand, chosen by a magic word anywhere in the request's model id or messages (or input):
 * - FAKE_ERROR_500 / FAKE_ERROR_401: that status with an OpenAI-style error body;
 * - FAKE_SLOW: the answer waits SLOW_ANSWER_MS first (a streamed answer sends its first piece, then waits);
 * - FAKE_MALFORMED: an answer whose message is not the JSON a suggestion asks for;
 * - FAKE_STOPPABLE: a streamed answer that sends a piece every 50 ms, for a long while;
 * - FAKE_MARKDOWN: MARKDOWN_ANSWER, markdown with a wide table, a `javascript:` link and raw HTML.
 * Otherwise a chat answer is CHAT_ANSWER (streamed in words), or for a request with response_format
 * json_object, `jsonAnswer` (settable per test): a string is sent as it is, anything else as its JSON.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const CHAT_ANSWER = 'Three risks stand out: supplier delays, missing tests and unclear ownership.';
/** Markdown as a model writes it, with what must never become markup: the image's onerror would set `window.pwned`. */
export const MARKDOWN_ANSWER = [
  '## Risks to watch',
  '',
  '- **Supplier** delays',
  '- Missing `npm test` runs',
  '',
  '| Risk | Owner | Likelihood | Impact | Mitigation in detail |',
  '| --- | --- | --- | --- | --- |',
  '| Supplier delays | Purchasing department | Likely | Severe | A second supplier qualified before the next quarter starts |',
  '',
  'Read [the guide](https://example.test/guide), not [this](javascript:window.pwned=1).',
  '',
  '<img src="x" onerror="window.pwned=1">',
].join('\n');
export const SLOW_ANSWER_MS = 3_000;
export const EMBEDDING_DIMENSIONS = 64;
export const FAKE_USAGE = { prompt_tokens: 40, completion_tokens: 12 };

export interface FakeOpenAiRequest {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export interface FakeOpenAiServer {
  /** http://127.0.0.1:<port>/v1: a model's base URL. */
  baseUrl: string;
  /** Every request received, in order. */
  requests: FakeOpenAiRequest[];
  /** What a JSON-mode chat answers (the suggestion calls): a string as it is, anything else as JSON. */
  jsonAnswer: unknown;
  /** Streamed answers the client closed before their end. */
  abortedStreams: number;
  close(): Promise<void>;
}

/** Hashed word counts, normalised: texts that share words point the same way. */
export function fakeEmbedding(text: string): number[] {
  const vector = new Array<number>(EMBEDDING_DIMENSIONS).fill(0);
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    vector[createHash('sha256').update(word).digest().readUInt16BE(0) % EMBEDDING_DIMENSIONS] += 1;
  }
  const length = Math.hypot(...vector) || 1;
  return vector.map((n) => n / length);
}

const jsonText = (answer: unknown) => (typeof answer === 'string' ? answer : JSON.stringify(answer));
function chatContent(prompt: string, json: boolean, jsonAnswer: unknown): string {
  if (prompt.includes('FAKE_MALFORMED')) return 'Here are some risks: {not json';
  if (json) return jsonText(jsonAnswer);
  return prompt.includes('FAKE_MARKDOWN') ? MARKDOWN_ANSWER : CHAT_ANSWER;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>);
      } catch (error) {
        reject(error as Error);
      }
    });
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const chunk = (delta: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', choices: [{ index: 0, delta }], ...extra })}\n\n`;

export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const state: FakeOpenAiServer = { baseUrl: '', requests: [], jsonAnswer: { items: [] }, abortedStreams: 0, close: async () => {} };

  async function streamAnswer(response: ServerResponse, words: string[], pauseMs: number, slowFirst: boolean): Promise<void> {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    let closed = false;
    response.on('close', () => {
      if (!response.writableFinished) {
        closed = true;
        state.abortedStreams += 1;
      }
    });
    for (const [index, word] of words.entries()) {
      if (closed) return;
      response.write(chunk({ content: index === 0 ? word : ` ${word}` }));
      await wait(slowFirst && index === 0 ? SLOW_ANSWER_MS : pauseMs);
    }
    if (closed) return;
    response.write(`data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', choices: [], usage: FAKE_USAGE })}\n\n`);
    response.end('data: [DONE]\n\n');
  }

  async function chat(body: Record<string, unknown>, prompt: string, response: ServerResponse): Promise<void> {
    if (prompt.includes('FAKE_STOPPABLE')) return streamAnswer(response, Array.from({ length: 400 }, (_, i) => `word${i}`), 50, false);
    const slow = prompt.includes('FAKE_SLOW');
    const json = (body.response_format as { type?: string } | undefined)?.type === 'json_object';
    const content = chatContent(prompt, json, state.jsonAnswer);
    if (body.stream) return streamAnswer(response, content.split(' '), 20, slow);
    if (slow) await wait(SLOW_ANSWER_MS);
    sendJson(response, 200, { id: 'chatcmpl-fake', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }], usage: FAKE_USAGE });
  }

  const server = createServer((request, response) => {
    void (async () => {
      const body = await readJson(request);
      state.requests.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
      const prompt = JSON.stringify([body.model, body.messages ?? body.input ?? '']);
      if (prompt.includes('FAKE_ERROR_500')) return sendJson(response, 500, { error: { message: 'The fake model broke on purpose.', type: 'server_error' } });
      if (prompt.includes('FAKE_ERROR_401')) return sendJson(response, 401, { error: { message: 'Incorrect API key provided.', type: 'invalid_request_error' } });
      if (request.method === 'POST' && request.url === '/v1/chat/completions') return chat(body, prompt, response);
      if (request.method === 'POST' && request.url === '/v1/embeddings') {
        const input = Array.isArray(body.input) ? (body.input as string[]) : [String(body.input)];
        return sendJson(response, 200, {
          object: 'list',
          data: input.map((text, index) => ({ object: 'embedding', index, embedding: fakeEmbedding(text) })),
          usage: { prompt_tokens: input.join(' ').split(/\s+/).length, total_tokens: input.join(' ').split(/\s+/).length },
        });
      }
      sendJson(response, 404, { error: { message: `No route ${request.method} ${request.url}` } });
    })().catch((error: Error) => sendJson(response, 400, { error: { message: error.message } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.baseUrl = `http://127.0.0.1:${port}/v1`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
