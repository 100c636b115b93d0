/** PUT /api/company_admin/company.json: a company admin renames the company's entity labels. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireAuth } from '../auth/auth-context';
import { updateEntityMap } from '../domain/company';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { CompanyUpdateSchema, CurrentCompanySchema } from '../schemas/company-schema';

const companyAdmin: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of routeForms('/company_admin/company.json')) {
    app.put(url, {
      schema: {
        tags: ['company admin'],
        summary: "Rename the company's entity labels (company admins); answers the company as GET /api/current_company",
        body: CompanyUpdateSchema,
        response: { 200: CurrentCompanySchema, ...errorResponses },
        hide,
      },
    }, async (request) => updateEntityMap(app.db, requireAuth(request), request.body.entity_map));
  }
};

export default companyAdmin;
