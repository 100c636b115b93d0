/**
 * GET /api/current_company: the signed-in user's company, their permissions on it, its entity labels.
 * A share-link visitor gets the shared project's company, read only.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import type { CurrentCompany } from '../../core/domain/api-types';
import { mergeEntityMap } from '../../core/domain/entity-map';
import { requireAuth } from '../auth/auth-context';
import { companies } from '../db/schema';
import { notFound } from '../errors';
import { routeForms } from '../route-forms';
import { errorResponses, PermissionFlagsSchema } from '../schemas/api-schemas';

const CurrentCompanySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  permissions: PermissionFlagsSchema,
  entity_map: Type.Record(Type.String(), Type.Object({ singular: Type.String(), plural: Type.String() })),
  login_page_url: Type.Union([Type.String(), Type.Null()]),
  logo: Type.Union([Type.String(), Type.Null()]),
});

const currentCompany: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of routeForms('/current_company.json')) {
    app.get(url, {
      schema: { tags: ['current user'], summary: "The signed-in user's company", response: { 200: CurrentCompanySchema, ...errorResponses }, hide },
    }, async (request): Promise<CurrentCompany> => {
      const auth = requireAuth(request);
      const companyId = auth.kind === 'shared' && auth.share ? auth.share.companyId : auth.user.company_id;
      const [company] = await app.db.select().from(companies).where(eq(companies.id, companyId));
      if (!company) throw notFound('Your company');
      return {
        id: company.id,
        name: company.name,
        permissions: auth.companyPermissions,
        entity_map: mergeEntityMap(company.entity_map),
        login_page_url: company.login_page_url,
        logo: company.logo,
      };
    });
  }
};

export default currentCompany;
