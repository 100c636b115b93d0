/**
 * The company admin's people: GET/POST /api/company_admin/users, PUT users/{id} (role, restricted flag,
 * `removed: true`), POST users/{id}/resend_invitation, add_licence and remove_licence (402 when none is left).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireAuth } from '../auth/auth-context';
import { companyAdminCompanyId } from '../domain/administration/company-admin-access';
import {
  COMPANY_USER_SORTS, inviteCompanyUser, pageCompanyUsers, resendCompanyInvitation, setCompanyUserLicence, updateCompanyUser,
} from '../domain/administration/company-users';
import { routeForms } from '../route-forms';
import { adminPageQuerySchema, adminPageSchema } from '../schemas/admin-page-schema';
import { ApiErrorSchema, errorResponses } from '../schemas/api-schemas';
import { CompanyAdminIdParamsSchema, CompanyUserInviteSchema, CompanyUserSchema, CompanyUserUpdateSchema } from '../schemas/company-admin-schema';

const tags = ['company admin'];
const UsersQuerySchema = adminPageQuerySchema(COMPANY_USER_SORTS);
const licenceResponses = { 200: CompanyUserSchema, 402: ApiErrorSchema, ...errorResponses };

const companyAdminUsers: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of routeForms('/company_admin/users.json')) {
    app.get(url, {
      schema: { tags, summary: 'Your company’s people (not those removed), paged, sorted and searched by name or email', querystring: UsersQuerySchema, response: { 200: adminPageSchema(CompanyUserSchema), ...errorResponses }, hide },
    }, async (request) => pageCompanyUsers(app.db, companyAdminCompanyId(requireAuth(request)), request.query));
    app.post(url, {
      schema: {
        tags,
        summary: 'Invite someone by email: created as invited, without a password, and mailed a link (402 when a licence is asked and none is left)',
        body: CompanyUserInviteSchema,
        response: { 201: CompanyUserSchema, 402: ApiErrorSchema, ...errorResponses },
        hide,
      },
    }, async (request, reply) => {
      const auth = requireAuth(request);
      const user = await inviteCompanyUser(app, auth, companyAdminCompanyId(auth), request.body);
      return reply.code(201).send(user);
    });
  }
  for (const { url, hide } of routeForms('/company_admin/users/:id.json')) {
    app.put(url, {
      schema: {
        tags,
        summary: 'Change a person’s role or restricted flag, or take them out of the company with {"removed": true} (their projects pass to you)',
        params: CompanyAdminIdParamsSchema,
        body: CompanyUserUpdateSchema,
        response: { 200: CompanyUserSchema, ...errorResponses },
        hide,
      },
    }, async (request) => {
      const auth = requireAuth(request);
      return updateCompanyUser(app.db, auth, companyAdminCompanyId(auth), request.params.id, request.body);
    });
  }
  for (const { url, hide } of routeForms('/company_admin/users/:id/resend_invitation.json')) {
    app.post(url, {
      schema: { tags, summary: 'Send the invitation again (the earlier link stops working)', params: CompanyAdminIdParamsSchema, response: { 200: CompanyUserSchema, ...errorResponses }, hide },
    }, async (request) => {
      const auth = requireAuth(request);
      return resendCompanyInvitation(app, auth, companyAdminCompanyId(auth), request.params.id);
    });
  }
  for (const [action, hasLicence] of [['add_licence', true], ['remove_licence', false]] as const) {
    for (const { url, hide } of routeForms(`/company_admin/users/:id/${action}.json`)) {
      app.post(url, {
        schema: {
          tags,
          summary: hasLicence ? 'Give the person a licence (402 with location /company/details when all are in use)' : 'Take the person’s licence back',
          params: CompanyAdminIdParamsSchema,
          response: licenceResponses,
          hide,
        },
      }, async (request) => {
        const auth = requireAuth(request);
        return setCompanyUserLicence(app.db, auth, companyAdminCompanyId(auth), request.params.id, hasLicence);
      });
    }
  }
};

export default companyAdminUsers;
