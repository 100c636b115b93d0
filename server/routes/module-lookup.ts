/**
 * GET /api/project_scenario_modules/{moduleId}: a module found by its id alone, for the app's
 * /scenario_modules/{moduleId} alias, which carries no project id. The same answer and the same access
 * rules as the project's own module route.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireAuth } from '../auth/auth-context';
import { getModuleById } from '../domain/project-modules';
import { assertWorkspaceUser } from '../domain/workspace-access';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { ProjectModuleSchema } from '../schemas/project-module-schema';
import { IdSchema } from '../schemas/resource-schema';

const moduleLookup: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', async (request) => assertWorkspaceUser(requireAuth(request)));

  for (const { url, hide } of routeForms('/project_scenario_modules/:moduleId.json')) {
    app.get(url, {
      schema: {
        tags: ['project modules'],
        summary: 'A module with its type_key and project_id, found by its id alone',
        params: Type.Object({ moduleId: IdSchema }),
        response: { 200: ProjectModuleSchema, ...errorResponses },
        hide,
      },
    }, async (request) => getModuleById(app.db, requireAuth(request), request.params.moduleId));
  }
};

export default moduleLookup;
