/**
 * GET /api/current_company: the signed-in user's company, their permissions on it, its entity labels.
 * A share-link visitor gets the shared project's company, read only.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireAuth } from '../auth/auth-context';
import { loadCurrentCompany } from '../domain/company';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { CurrentCompanySchema } from '../schemas/company-schema';

const currentCompany: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of routeForms('/current_company.json')) {
    app.get(url, {
      schema: { tags: ['current user'], summary: "The signed-in user's company", response: { 200: CurrentCompanySchema, ...errorResponses }, hide },
    }, async (request) => loadCurrentCompany(app.db, requireAuth(request)));
  }
};

export default currentCompany;
