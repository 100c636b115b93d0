/** The models a company reaches (enabled for it, and the TESSERA_CHATBOT_URL model), each with this month's usage and budget. */
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CompanyLlmBudget, LlmPurpose } from '../../../core/domain/llm-model-types';
import { llmModelCompanies, llmModels } from '../../db/schema';
import { tokensUsedThisMonth } from './llm-usage';

export async function companyLlmBudgets(app: FastifyInstance, companyId: number): Promise<CompanyLlmBudget[]> {
  const enabled = await app.db
    .select({ id: llmModels.id, name: llmModels.name, purpose: llmModels.purpose, limit: llmModelCompanies.monthly_token_budget })
    .from(llmModelCompanies)
    .innerJoin(llmModels, eq(llmModels.id, llmModelCompanies.model_id))
    .where(eq(llmModelCompanies.company_id, companyId))
    .orderBy(asc(llmModels.purpose), asc(llmModels.name));
  const budgets = await Promise.all(
    enabled.map(async (model) => ({ model_name: model.name, purpose: model.purpose as LlmPurpose, used: await tokensUsedThisMonth(app.db, companyId, model.id), limit: model.limit })),
  );
  const chatbot = app.config.chatbot;
  if (chatbot) budgets.push({ model_name: chatbot.model, purpose: 'chat', used: await tokensUsedThisMonth(app.db, companyId, null), limit: null });
  return budgets;
}
