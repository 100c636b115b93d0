/** The company directory for pickers: GET /api/users.json (id, name, email) and GET /api/roles.json (teams). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireSignedInUser } from '../auth/auth-context';
import { listCompanyRoles, listCompanyUsers } from '../domain/project-permissions';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { DirectoryRoleSchema, DirectoryUserSchema } from '../schemas/sharing-schema';

const tags = ['directory'];

const directory: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of routeForms('/users.json')) {
    app.get(url, {
      schema: { tags, summary: 'The users of your company, by name', response: { 200: Type.Array(DirectoryUserSchema), ...errorResponses }, hide },
    }, async (request) => listCompanyUsers(app.db, requireSignedInUser(request)));
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
};

export default directory;
