/**
 * The system admin's people (/api/admin/users): a page of everyone (search by name or email, company_id
 * filter), one person, their edit, profile image upload and removal, resending an invitation, and the
 * audit entries about them. System admins only.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ACCOUNT_IMAGE_SUMMARY, readAccountImageUpload } from '../account-image-upload';
import { requireSystemAdmin } from '../auth/auth-context';
import { replaceProfileImage } from '../domain/administration/account-image-changes';
import { getUser, listUsers, updateUser, USER_SORTS } from '../domain/administration/admin-users';
import { listAuditEvents } from '../domain/administration/audit-log';
import { resendInvitation } from '../domain/administration/resend-invitation';
import { routeForms } from '../route-forms';
import { AdminUserSchema, AdminUserUpdateSchema, AuditPageQuerySchema, AuditPageSchema, UserIdParamsSchema } from '../schemas/admin-accounts-schema';
import { ADMIN_PAGE_SIZE, adminPageOf, adminPageQuerySchema, adminPageSchema } from '../schemas/admin-page-schema';
import { errorResponses } from '../schemas/api-schemas';
import { IdSchema } from '../schemas/resource-schema';
import { fileStorage } from '../storage';

const tags = ['system admin'];
const userResponse = { 200: AdminUserSchema, ...errorResponses };

const adminUsers: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of routeForms('/admin/users.json')) {
    app.get(url, {
      schema: {
        tags,
        summary: 'A page of people of every company (search by name or email; company_id narrows to one company)',
        querystring: adminPageQuerySchema(USER_SORTS, { company_id: Type.Optional(IdSchema) }),
        response: { 200: adminPageSchema(AdminUserSchema), ...errorResponses },
        hide,
      },
    }, async (request) => {
      requireSystemAdmin(request);
      // adminPageQuerySchema's extra columns are not in its static type.
      const { company_id } = request.query as { company_id?: number };
      return listUsers(app.db, adminPageOf(request.query, 'name'), company_id);
    });
  }

  for (const { url, hide } of routeForms('/admin/users/:userId.json')) {
    app.get(url, { schema: { tags, summary: 'One person', params: UserIdParamsSchema, response: userResponse, hide } }, async (request) => {
      requireSystemAdmin(request);
      return getUser(app.db, request.params.userId);
    });
    app.put(url, {
      schema: {
        tags,
        summary: 'Change a person’s name, email, company role, teams (role_ids), system admin or restricted flag (nobody takes away their own system admin flag)',
        params: UserIdParamsSchema,
        body: AdminUserUpdateSchema,
        response: userResponse,
        hide,
      },
    }, async (request) => updateUser(app.db, requireSystemAdmin(request), request.params.userId, request.body));
  }

  for (const { url, hide } of routeForms('/admin/users/:userId/upload_profile_image.json')) {
    app.post(url, {
      schema: { tags, summary: `Replace the person’s profile image (${ACCOUNT_IMAGE_SUMMARY})`, params: UserIdParamsSchema, response: userResponse, hide },
    }, async (request) => {
      const auth = requireSystemAdmin(request);
      await getUser(app.db, request.params.userId);
      await replaceProfileImage(app.db, fileStorage(app), auth, request.params.userId, await readAccountImageUpload(request));
      return getUser(app.db, request.params.userId);
    });
  }

  for (const { url, hide } of routeForms('/admin/users/:userId/remove_profile_image.json')) {
    app.post(url, { schema: { tags, summary: 'Remove the person’s profile image', params: UserIdParamsSchema, response: userResponse, hide } }, async (request) => {
      const auth = requireSystemAdmin(request);
      await replaceProfileImage(app.db, fileStorage(app), auth, request.params.userId, null);
      return getUser(app.db, request.params.userId);
    });
  }

  for (const { url, hide } of routeForms('/admin/users/:userId/resend_invitation.json')) {
    app.post(url, {
      schema: { tags, summary: 'Mail the invitation again with a new link (409 when it was accepted)', params: UserIdParamsSchema, response: userResponse, hide },
    }, async (request) => {
      await resendInvitation(app, requireSystemAdmin(request), request.params.userId);
      return getUser(app.db, request.params.userId);
    });
  }

  for (const { url, hide } of routeForms('/admin/users/:userId/audit_events.json')) {
    app.get(url, {
      schema: { tags, summary: 'The audit entries about this person, newest first', params: UserIdParamsSchema, querystring: AuditPageQuerySchema, response: { 200: AuditPageSchema, ...errorResponses }, hide },
    }, async (request) => {
      requireSystemAdmin(request);
      const { page = 1, per_page = ADMIN_PAGE_SIZE } = request.query;
      await getUser(app.db, request.params.userId);
      return listAuditEvents(app.db, { target_type: 'user', target_id: request.params.userId }, { limit: per_page, offset: (page - 1) * per_page });
    });
  }
};

export default adminUsers;
