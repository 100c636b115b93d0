/**
 * /api/scenario_modules: the module kinds. They are registered at start from plugins/<segment>/manifest.ts,
 * so there is no create or destroy; the list holds the kinds "Add module" offers, one kind is read whatever
 * its availability. System admins change the catalogue through /api/admin/scenario_modules.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireAuth } from '../auth/auth-context';
import { getScenarioModule, listScenarioModules } from '../domain/module-catalog';
import { assertWorkspaceUser } from '../domain/workspace-access';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { CatalogIdParamsSchema, ScenarioModuleSchema } from '../schemas/module-catalog-schema';

const tags = ['module catalogue'];

const scenarioModules: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', async (request) => assertWorkspaceUser(requireAuth(request)));

  for (const { url, hide } of routeForms('/scenario_modules.json')) {
    app.get(url, {
      schema: {
        tags,
        summary: 'The module kinds on offer (hidden ones left out), by title',
        response: { 200: Type.Array(ScenarioModuleSchema), ...errorResponses },
        hide,
      },
    }, async (request) => listScenarioModules(app.db, requireAuth(request)));
  }

  for (const { url, hide } of routeForms('/scenario_modules/:id.json')) {
    app.get(url, {
      schema: {
        tags,
        summary: 'A module kind',
        params: CatalogIdParamsSchema,
        response: { 200: ScenarioModuleSchema, ...errorResponses },
        hide,
      },
    }, async (request) => getScenarioModule(app.db, requireAuth(request), request.params.id));
  }
};

export default scenarioModules;
