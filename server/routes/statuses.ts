/** GET /api/project_statuses.json and /api/project_scenario_module_statuses.json: the status lookups, by position. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireAuth } from '../auth/auth-context';
import { listModuleStatuses, listProjectStatuses } from '../domain/workspace-lookups';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { StatusSchema } from '../schemas/workspace-schema';

const statuses: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of routeForms('/project_statuses.json')) {
    app.get(url, {
      schema: { tags: ['statuses'], summary: 'Project statuses', response: { 200: Type.Array(StatusSchema), ...errorResponses }, hide },
    }, async (request) => listProjectStatuses(app.db, requireAuth(request)));
  }
  for (const { url, hide } of routeForms('/project_scenario_module_statuses.json')) {
    app.get(url, {
      schema: { tags: ['statuses'], summary: 'Module statuses', response: { 200: Type.Array(StatusSchema), ...errorResponses }, hide },
    }, async (request) => listModuleStatuses(app.db, requireAuth(request)));
  }
};

export default statuses;
