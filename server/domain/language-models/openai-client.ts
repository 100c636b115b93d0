/**
 * Calls to a model over the OpenAI-compatible HTTP API (chat completions, streamed or not, and embeddings), with
 * fetch: no SDK. Every call has a timeout and follows the caller's abort signal; failures become LlmCallError
 * with the upstream's words, which the routes turn into coded answers.
 */
import { DEFAULT_LLM_TIMEOUT_MS } from '../../config';

/** Where and how to reach one model. */
export interface ModelEndpoint {
  baseUrl: string;
  model: string;
  apiKey: string | null;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface TokenUsage {
  tokens_in: number;
  tokens_out: number;
}

/** How long a call may take, whole (a streamed answer included), unless the caller says otherwise. */
export const LLM_CALL_TIMEOUT_MS = DEFAULT_LLM_TIMEOUT_MS;

export type LlmFailure = 'upstream_failed' | 'timeout' | 'bad_answer' | 'aborted';

export class LlmCallError extends Error {
  constructor(readonly failure: LlmFailure, message: string) {
    super(message);
    this.name = 'LlmCallError';
  }
}

export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** A rough count when the API reports no usage: about four characters a token. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

function endpointUrl(endpoint: ModelEndpoint, path: string): string {
  return `${endpoint.baseUrl.replace(/\/+$/, '')}/${path}`;
}

async function upstreamWords(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { error?: { message?: string } | string };
    const message = typeof body.error === 'string' ? body.error : body.error?.message;
    if (message) return `The model answered ${response.status}: ${message}`;
  } catch {
    // Not JSON: the words below say what came.
  }
  return `The model answered ${response.status}${text ? `: ${text.slice(0, 300)}` : ''}`;
}

/** POST a JSON body; an answer other than 2xx, a timeout, an abort or a network failure throws LlmCallError. */
async function post(endpoint: ModelEndpoint, path: string, body: object, options: CallOptions): Promise<{ response: Response; signal: AbortSignal }> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? LLM_CALL_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(endpointUrl(endpoint, path), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}) },
      body: JSON.stringify({ model: endpoint.model, ...body }),
      signal,
    });
  } catch (error) {
    throw failureOf(error, signal, options);
  }
  if (!response.ok) throw new LlmCallError('upstream_failed', await upstreamWords(response));
  return { response, signal };
}

function failureOf(error: unknown, signal: AbortSignal, options: CallOptions): LlmCallError {
  if (error instanceof LlmCallError) return error;
  if (options.signal?.aborted) return new LlmCallError('aborted', 'The request was stopped.');
  if (signal.aborted) return new LlmCallError('timeout', `The model did not answer within ${Math.round((options.timeoutMs ?? LLM_CALL_TIMEOUT_MS) / 1000)} seconds.`);
  const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
  return new LlmCallError('upstream_failed', `The model could not be reached: ${cause}`);
}

function usageOf(raw: { prompt_tokens?: number; completion_tokens?: number } | undefined): TokenUsage | null {
  if (!raw || typeof raw.prompt_tokens !== 'number') return null;
  return { tokens_in: raw.prompt_tokens, tokens_out: raw.completion_tokens ?? 0 };
}

function estimatedUsage(messages: readonly ChatMessage[], answer: string): TokenUsage {
  return { tokens_in: estimateTokens(messages.map((m) => m.content).join('\n')), tokens_out: estimateTokens(answer) };
}

export interface ChatAnswer {
  text: string;
  usage: TokenUsage;
}

/** One chat completion, whole; `json` asks for a JSON object (response_format json_object). */
export async function completeChat(endpoint: ModelEndpoint, messages: readonly ChatMessage[], options: CallOptions & { json?: boolean } = {}): Promise<ChatAnswer> {
  const { response, signal } = await post(endpoint, 'chat/completions', { messages, ...(options.json ? { response_format: { type: 'json_object' } } : {}) }, options);
  let body: { choices?: Array<{ message?: { content?: string } }>; usage?: { prompt_tokens?: number; completion_tokens?: number } };
  try {
    body = (await response.json()) as typeof body;
  } catch (error) {
    if (signal.aborted) throw failureOf(error, signal, options);
    throw new LlmCallError('bad_answer', 'The model answered something that is not JSON.');
  }
  const text = body.choices?.[0]?.message?.content;
  if (typeof text !== 'string') throw new LlmCallError('bad_answer', 'The model answered without a message.');
  return { text, usage: usageOf(body.usage) ?? estimatedUsage(messages, text) };
}

export type ChatStreamPart = { kind: 'delta'; text: string } | { kind: 'usage'; usage: TokenUsage };

/** The `data:` payloads of a server-sent event stream, as they come. */
async function* sseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body) {
    buffer += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffer.search(/\r?\n\r?\n/)) >= 0) {
      const event = buffer.slice(0, end);
      buffer = buffer.slice(end).replace(/^\r?\n\r?\n/, '');
      const data = event
        .split(/\r?\n/)
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trimStart())
        .join('\n');
      if (data) yield data;
    }
  }
}

/**
 * A streamed chat completion: the answer's pieces as they come, then its usage (the API's, asked for with
 * stream_options.include_usage, or an estimate when it reports none).
 */
export async function* streamChat(endpoint: ModelEndpoint, messages: readonly ChatMessage[], options: CallOptions = {}): AsyncGenerator<ChatStreamPart> {
  const { response, signal } = await post(endpoint, 'chat/completions', { messages, stream: true, stream_options: { include_usage: true } }, options);
  if (!response.body) throw new LlmCallError('bad_answer', 'The model answered without a body.');
  let answer = '';
  let usage: TokenUsage | null = null;
  try {
    for await (const data of sseData(response.body)) {
      if (data === '[DONE]') break;
      let chunk: { choices?: Array<{ delta?: { content?: string } }>; usage?: { prompt_tokens?: number; completion_tokens?: number } };
      try {
        chunk = JSON.parse(data) as typeof chunk;
      } catch {
        throw new LlmCallError('bad_answer', 'The model sent a piece of its answer that is not JSON.');
      }
      usage = usageOf(chunk.usage) ?? usage;
      const text = chunk.choices?.[0]?.delta?.content;
      if (text) {
        answer += text;
        yield { kind: 'delta', text };
      }
    }
  } catch (error) {
    throw failureOf(error, signal, options);
  }
  yield { kind: 'usage', usage: usage ?? estimatedUsage(messages, answer) };
}

export interface EmbeddingsAnswer {
  vectors: number[][];
  usage: TokenUsage;
}

/** One vector per text, in the texts' order. */
export async function createEmbeddings(endpoint: ModelEndpoint, texts: readonly string[], options: CallOptions = {}): Promise<EmbeddingsAnswer> {
  const { response } = await post(endpoint, 'embeddings', { input: texts }, options);
  let body: { data?: Array<{ index?: number; embedding?: unknown }>; usage?: { prompt_tokens?: number } };
  try {
    body = (await response.json()) as typeof body;
  } catch {
    throw new LlmCallError('bad_answer', 'The model answered something that is not JSON.');
  }
  const data = body.data ?? [];
  const vectors: number[][] = [];
  for (const [position, item] of data.entries()) {
    if (!Array.isArray(item.embedding) || !item.embedding.every((n) => typeof n === 'number')) {
      throw new LlmCallError('bad_answer', 'The model answered an embedding that is not a list of numbers.');
    }
    vectors[item.index ?? position] = item.embedding as number[];
  }
  if (vectors.length !== texts.length || vectors.some((v) => v === undefined)) {
    throw new LlmCallError('bad_answer', `The model answered ${vectors.length} embeddings for ${texts.length} texts.`);
  }
  return { vectors, usage: { tokens_in: body.usage?.prompt_tokens ?? estimateTokens(texts.join('\n')), tokens_out: 0 } };
}
