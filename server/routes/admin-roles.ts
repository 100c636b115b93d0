/** GET /api/admin/roles.json: the teams of every company with their company and size (system admins). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ALL_TEAMS_SORTS, listAllTeams } from '../domain/administration/all-teams';
import { requireSystemAdmin } from '../auth/auth-context';
import { routeForms } from '../route-forms';
import { adminPageQuerySchema, adminPageSchema } from '../schemas/admin-page-schema';
import { errorResponses } from '../schemas/api-schemas';

const AdminTeamSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  company: Type.Object({ id: Type.Integer(), name: Type.String() }),
  member_count: Type.Integer(),
});

const adminRoles: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of routeForms('/admin/roles.json')) {
    app.get(url, {
      schema: {
        tags: ['system admin'],
        summary: 'The teams of every company, paged, with their company and member count (system admins)',
        querystring: adminPageQuerySchema(ALL_TEAMS_SORTS),
        response: { 200: adminPageSchema(AdminTeamSchema), ...errorResponses },
        hide,
      },
    }, async (request) => {
      requireSystemAdmin(request);
      return listAllTeams(app.db, request.query);
    });
  }
};

export default adminRoles;
