/** The company's API keys: GET/POST /api/company_admin/api_keys, DELETE api_keys/{id} (revoke). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireAuth } from '../auth/auth-context';
import { createApiKey, listApiKeys, revokeApiKey } from '../domain/administration/api-keys';
import { companyAdminCompanyId } from '../domain/administration/company-admin-access';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { ApiKeyCreateSchema, CompanyAdminIdParamsSchema, CompanyApiKeySchema, CreatedApiKeySchema } from '../schemas/company-admin-schema';

const tags = ['company admin'];

const companyAdminApiKeys: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of routeForms('/company_admin/api_keys.json')) {
    app.get(url, {
      schema: { tags, summary: 'Your company’s API keys with their last use (never their secrets)', response: { 200: Type.Array(CompanyApiKeySchema), ...errorResponses }, hide },
    }, async (request) => listApiKeys(app.db, companyAdminCompanyId(requireAuth(request))));
    app.post(url, {
      schema: {
        tags,
        summary: 'Create an API key (scope read or read_write, an expiry or null); the answer is the only time its secret is shown',
        body: ApiKeyCreateSchema,
        response: { 201: CreatedApiKeySchema, ...errorResponses },
        hide,
      },
    }, async (request, reply) => {
      const auth = requireAuth(request);
      return reply.code(201).send(await createApiKey(app.db, auth, companyAdminCompanyId(auth), request.body));
    });
  }
  for (const { url, hide } of routeForms('/company_admin/api_keys/:id.json')) {
    app.delete(url, {
      schema: { tags, summary: 'Revoke an API key: calls with it are refused from now on', params: CompanyAdminIdParamsSchema, response: { 200: CompanyApiKeySchema, ...errorResponses }, hide },
    }, async (request) => {
      const auth = requireAuth(request);
      return revokeApiKey(app.db, auth, companyAdminCompanyId(auth), request.params.id);
    });
  }
};

export default companyAdminApiKeys;
