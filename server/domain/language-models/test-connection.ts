/**
 * "Test connection" of the admin page: a tiny request to the model (a one-word chat, or the embedding of one
 * word), answering ok or the upstream's error in words. Not counted against any company's budget.
 */
import type { FastifyInstance } from 'fastify';
import type { LlmConnectionTest } from '../../../core/domain/llm-model-types';
import { endpointOf, findLlmModelRow } from './llm-models';
import { completeChat, createEmbeddings, LlmCallError } from './openai-client';

/** The answer's first characters shown on success. */
const SHOWN_ANSWER_LENGTH = 80;

export async function testLlmConnection(app: FastifyInstance, id: number): Promise<LlmConnectionTest> {
  const row = await findLlmModelRow(app.db, id);
  const endpoint = endpointOf(app.secretBox, row);
  const options = { timeoutMs: app.config.llmTimeoutMs };
  try {
    if (row.purpose === 'embeddings') {
      const { vectors } = await createEmbeddings(endpoint, ['ping'], options);
      return { ok: true, message: `Connected: an embedding of ${vectors[0].length} numbers.` };
    }
    const { text } = await completeChat(endpoint, [{ role: 'user', content: 'Answer with the single word: pong' }], options);
    return { ok: true, message: `Connected. The model answered: ${text.trim().slice(0, SHOWN_ANSWER_LENGTH)}` };
  } catch (error) {
    if (error instanceof LlmCallError) return { ok: false, message: error.message };
    throw error;
  }
}
