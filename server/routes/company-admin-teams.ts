/** The company's teams: /api/company_admin/roles (list, get, create, rename, delete) and their members. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireAuth } from '../auth/auth-context';
import { companyAdminCompanyId } from '../domain/administration/company-admin-access';
import {
  addTeamMember, createCompanyTeam, deleteCompanyTeam, loadCompanyTeam, pageCompanyTeams, removeTeamMember, renameCompanyTeam,
} from '../domain/administration/company-teams';
import { routeForms } from '../route-forms';
import { adminPageQuerySchema, adminPageSchema } from '../schemas/admin-page-schema';
import { errorResponses } from '../schemas/api-schemas';
import {
  CompanyAdminIdParamsSchema, CompanyTeamBodySchema, CompanyTeamDetailsSchema, CompanyTeamSchema, TeamMemberBodySchema, TeamMemberParamsSchema,
} from '../schemas/company-admin-schema';

const tags = ['company admin'];
const TeamsQuerySchema = adminPageQuerySchema(['name'] as const);

const companyAdminTeams: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of routeForms('/company_admin/roles.json')) {
    app.get(url, {
      schema: { tags, summary: 'Your company’s teams with their member counts, paged and searched by name', querystring: TeamsQuerySchema, response: { 200: adminPageSchema(CompanyTeamSchema), ...errorResponses }, hide },
    }, async (request) => pageCompanyTeams(app.db, companyAdminCompanyId(requireAuth(request)), request.query));
    app.post(url, {
      schema: { tags, summary: 'Create a team', body: CompanyTeamBodySchema, response: { 201: CompanyTeamDetailsSchema, ...errorResponses }, hide },
    }, async (request, reply) => {
      const auth = requireAuth(request);
      return reply.code(201).send(await createCompanyTeam(app.db, auth, companyAdminCompanyId(auth), request.body.name));
    });
  }
  for (const { url, hide } of routeForms('/company_admin/roles/:id.json')) {
    app.get(url, {
      schema: { tags, summary: 'A team with its members and the project permissions it grants', params: CompanyAdminIdParamsSchema, response: { 200: CompanyTeamDetailsSchema, ...errorResponses }, hide },
    }, async (request) => loadCompanyTeam(app.db, companyAdminCompanyId(requireAuth(request)), request.params.id));
    app.put(url, {
      schema: { tags, summary: 'Rename a team', params: CompanyAdminIdParamsSchema, body: CompanyTeamBodySchema, response: { 200: CompanyTeamDetailsSchema, ...errorResponses }, hide },
    }, async (request) => {
      const auth = requireAuth(request);
      return renameCompanyTeam(app.db, auth, companyAdminCompanyId(auth), request.params.id, request.body.name);
    });
    app.delete(url, {
      schema: { tags, summary: 'Delete a team: its members leave it and the project permissions it granted go; answers the deleted team', params: CompanyAdminIdParamsSchema, response: { 200: CompanyTeamDetailsSchema, ...errorResponses }, hide },
    }, async (request) => {
      const auth = requireAuth(request);
      return deleteCompanyTeam(app.db, auth, companyAdminCompanyId(auth), request.params.id);
    });
  }
  for (const { url, hide } of routeForms('/company_admin/roles/:id/members.json')) {
    app.post(url, {
      schema: { tags, summary: 'Add a person of your company to the team', params: CompanyAdminIdParamsSchema, body: TeamMemberBodySchema, response: { 200: CompanyTeamDetailsSchema, ...errorResponses }, hide },
    }, async (request) => {
      const auth = requireAuth(request);
      return addTeamMember(app.db, auth, companyAdminCompanyId(auth), request.params.id, request.body.user_id);
    });
  }
  for (const { url, hide } of routeForms('/company_admin/roles/:id/members/:userId.json')) {
    app.delete(url, {
      schema: { tags, summary: 'Take a person out of the team', params: TeamMemberParamsSchema, response: { 200: CompanyTeamDetailsSchema, ...errorResponses }, hide },
    }, async (request) => {
      const auth = requireAuth(request);
      return removeTeamMember(app.db, auth, companyAdminCompanyId(auth), request.params.id, request.params.userId);
    });
  }
};

export default companyAdminTeams;
