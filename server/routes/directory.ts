/**
 * The company directory for pickers: GET /api/users.json and /api/users/{id}.json (id, name, email),
 * GET /api/roles.json and /api/roles/{id}.json (teams with their members), and what every signed-in user
 * may know about the permission model: GET /api/permissions.json (the levels) and /api/user_companies.json
 * (the companies the caller belongs to: one today).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { PERMISSION_RANK, type PermissionKey } from '../../core/domain/permissions';
import { requireSignedInUser } from '../auth/auth-context';
import { companies } from '../db/schema';
import { getCompanyRole, getCompanyUser, listCompanyRoles, listCompanyUsers } from '../domain/project-permissions';
import { assertWorkspaceUser } from '../domain/workspace-access';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { CatalogIdParamsSchema } from '../schemas/module-catalog-schema';
import { DirectoryRoleSchema, DirectoryUserSchema, PermissionLevelSchema, UserCompanySchema } from '../schemas/sharing-schema';

const tags = ['directory'];

const directory: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of routeForms('/users.json')) {
    app.get(url, {
      schema: { tags, summary: 'The users of your company, by name', response: { 200: Type.Array(DirectoryUserSchema), ...errorResponses }, hide },
    }, async (request) => listCompanyUsers(app.db, requireSignedInUser(request)));
  }
  for (const { url, hide } of routeForms('/users/:id.json')) {
    app.get(url, {
      schema: { tags, summary: 'A user of your company', params: CatalogIdParamsSchema, response: { 200: DirectoryUserSchema, ...errorResponses }, hide },
    }, async (request) => getCompanyUser(app.db, requireSignedInUser(request), request.params.id));
  }
  for (const { url, hide } of routeForms('/roles.json')) {
    app.get(url, {
      schema: {
        tags,
        summary: 'The teams of your company with their members, by name',
        response: { 200: Type.Array(DirectoryRoleSchema), ...errorResponses },
        hide,
      },
    }, async (request) => listCompanyRoles(app.db, requireSignedInUser(request)));
  }
  for (const { url, hide } of routeForms('/roles/:id.json')) {
    app.get(url, {
      schema: { tags, summary: 'A team of your company with its members', params: CatalogIdParamsSchema, response: { 200: DirectoryRoleSchema, ...errorResponses }, hide },
    }, async (request) => getCompanyRole(app.db, requireSignedInUser(request), request.params.id));
  }
  for (const { url, hide } of routeForms('/permissions.json')) {
    app.get(url, {
      schema: { tags, summary: 'The permission levels, weakest first: read, write, admin', response: { 200: Type.Array(PermissionLevelSchema), ...errorResponses }, hide },
    }, async (request) => {
      assertWorkspaceUser(requireSignedInUser(request));
      return (Object.entries(PERMISSION_RANK) as Array<[PermissionKey, number]>).sort(([, a], [, b]) => a - b).map(([key, rank]) => ({ key, rank }));
    });
  }
  for (const { url, hide } of routeForms('/user_companies.json')) {
    app.get(url, {
      schema: { tags, summary: 'The companies you belong to (one today), with your role in each', response: { 200: Type.Array(UserCompanySchema), ...errorResponses }, hide },
    }, async (request) => {
      const auth = requireSignedInUser(request);
      const [company] = await app.db.select({ id: companies.id, name: companies.name, active: companies.active }).from(companies).where(eq(companies.id, auth.user.company_id));
      return company ? [{ ...company, company_role: auth.companyRole }] : [];
    });
  }
};

export default directory;
