/**
 * embed(texts): vectors from the embeddings model that reaches the caller's company, within its budget, the
 * call recorded. For the data-mapping work; null when no embeddings model reaches the company (the caller
 * falls back to lexical similarity).
 */
import type { FastifyInstance } from 'fastify';
import { assertWithinBudget, recordLlmCall, type LlmCaller } from './llm-usage';
import { chooseModel } from './model-choice';
import { createEmbeddings } from './openai-client';

export async function embed(app: FastifyInstance, caller: LlmCaller, texts: readonly string[], signal?: AbortSignal): Promise<number[][] | null> {
  const model = await chooseModel(app, caller.companyId, 'embeddings');
  if (!model) return null;
  if (texts.length === 0) return [];
  await assertWithinBudget(app.db, caller.companyId, model);
  const started = performance.now();
  const answer = await createEmbeddings(model.endpoint, texts, { signal, timeoutMs: app.config.llmTimeoutMs });
  await recordLlmCall(app.db, caller, model, 'embeddings', answer.usage, performance.now() - started);
  return answer.vectors;
}

/** Texts sent to the model in one call. */
export const EMBEDDING_BATCH_SIZE = 64;

/**
 * embed() for many texts, EMBEDDING_BATCH_SIZE a call; `onBatch` sees each batch's texts and vectors as they come
 * (to save them and count progress). Null when no embeddings model reaches the company.
 */
export async function embedInBatches(
  app: FastifyInstance,
  caller: LlmCaller,
  texts: readonly string[],
  options: { signal?: AbortSignal; onBatch?: (from: number, vectors: number[][]) => Promise<void> } = {},
): Promise<number[][] | null> {
  if (texts.length === 0) return embed(app, caller, texts);
  const vectors: number[][] = [];
  for (let from = 0; from < texts.length; from += EMBEDDING_BATCH_SIZE) {
    const batch = await embed(app, caller, texts.slice(from, from + EMBEDDING_BATCH_SIZE), options.signal);
    if (batch === null) return null;
    await options.onBatch?.(from, batch);
    vectors.push(...batch);
  }
  return vectors;
}
