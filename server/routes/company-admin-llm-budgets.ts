/** A company admin's language model budgets: each model the company reaches, with this month's usage and limit. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { COMPANY_LLM_BUDGETS_PATH } from '../../core/domain/llm-model-types';
import { requireAuth } from '../auth/auth-context';
import { companyAdminCompanyId } from '../domain/administration/company-admin-access';
import { companyLlmBudgets } from '../domain/language-models/company-budgets';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';

const CompanyLlmBudgetSchema = Type.Object({
  model_name: Type.String(),
  purpose: Type.Union([Type.Literal('chat'), Type.Literal('embeddings')]),
  used: Type.Number({ description: 'Tokens (in and out) used this calendar month (UTC).' }),
  limit: Type.Union([Type.Integer(), Type.Null()], { description: 'The monthly token budget; null: no limit.' }),
});

const companyAdminLlmBudgets: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of routeForms(COMPANY_LLM_BUDGETS_PATH.replace(/^\/api/, ''))) {
    app.get(url, {
      schema: { tags: ['company admin'], summary: 'The language models your company reaches, with this month’s token usage and budget', response: { 200: Type.Array(CompanyLlmBudgetSchema), ...errorResponses }, hide },
    }, async (request) => companyLlmBudgets(app, companyAdminCompanyId(requireAuth(request))));
  }
};

export default companyAdminLlmBudgets;
