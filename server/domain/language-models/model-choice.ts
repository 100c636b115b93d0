/**
 * Which model a company's calls go to for a purpose: among the stored models enabled for the company, the
 * purpose's default first, then the oldest; for chat, else the model of TESSERA_CHATBOT_URL (every company,
 * no budget); else none.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LlmPurpose } from '../../../core/domain/llm-model-types';
import { llmModelCompanies, llmModels } from '../../db/schema';
import { endpointOf } from './llm-models';
import type { ModelEndpoint } from './openai-client';

export interface ChosenModel {
  /** null: the model of TESSERA_CHATBOT_URL. */
  id: number | null;
  name: string;
  endpoint: ModelEndpoint;
  /** The company's monthly token budget on this model (null: no limit). */
  monthlyTokenBudget: number | null;
}

export async function chooseModel(app: FastifyInstance, companyId: number, purpose: LlmPurpose): Promise<ChosenModel | null> {
  const [stored] = await app.db
    .select({ model: llmModels, budget: llmModelCompanies.monthly_token_budget })
    .from(llmModels)
    .innerJoin(llmModelCompanies, eq(llmModelCompanies.model_id, llmModels.id))
    .where(and(eq(llmModelCompanies.company_id, companyId), eq(llmModels.purpose, purpose)))
    .orderBy(desc(llmModels.is_default), asc(llmModels.id))
    .limit(1);
  if (stored) {
    return { id: stored.model.id, name: stored.model.name, endpoint: endpointOf(app.secretBox, stored.model), monthlyTokenBudget: stored.budget };
  }
  const chatbot = app.config.chatbot;
  if (purpose === 'chat' && chatbot) {
    return { id: null, name: chatbot.model, endpoint: { baseUrl: chatbot.baseUrl, model: chatbot.model, apiKey: chatbot.apiKey }, monthlyTokenBudget: null };
  }
  return null;
}
