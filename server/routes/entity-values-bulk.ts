/**
 * The editors' save path: bulk_create, bulk_update and bulk_destroy of one module's entity values.
 * Each call is one transaction: a bad item anywhere leaves nothing written.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireAuth } from '../auth/auth-context';
import {
  bulkCreateEntityValues,
  bulkDestroyEntityValues,
  bulkUpdateEntityValues,
} from '../domain/entity-values-bulk';
import { assertWorkspaceUser } from '../domain/workspace-access';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import {
  EntityValueBulkCreateSchema,
  EntityValueBulkUpdateAnswerSchema,
  EntityValueBulkUpdateSchema,
  EntityValueIdsSchema,
  EntityValueSchema,
} from '../schemas/entity-value-schema';
import { ModuleParamsSchema } from '../schemas/resource-schema';
import { ENTITY_VALUES_BASE } from './entity-values';

const tags = ['entity values'];

const entityValuesBulk: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', async (request) => assertWorkspaceUser(requireAuth(request)));

  for (const { url, hide } of routeForms(`${ENTITY_VALUES_BASE}/bulk_create.json`)) {
    app.post(url, {
      schema: {
        tags,
        summary: 'Create many values at once, all or nothing; answers them in request order',
        params: ModuleParamsSchema,
        body: EntityValueBulkCreateSchema,
        response: { 201: Type.Array(EntityValueSchema), ...errorResponses },
        hide,
      },
    }, async (request, reply) => {
      const { projectId, moduleId } = request.params;
      const auth = requireAuth(request);
      const created = await bulkCreateEntityValues(app.db, app.moduleRegistry, auth, projectId, moduleId, request.body.entity_values);
      return reply.status(201).send(created);
    });
  }

  for (const { url, hide } of routeForms(`${ENTITY_VALUES_BASE}/bulk_update.json`)) {
    app.post(url, {
      schema: {
        tags,
        summary: 'Update (items with id), create (items without id; client_id echoed) and destroy (destroy_ids), all or nothing',
        params: ModuleParamsSchema,
        body: EntityValueBulkUpdateSchema,
        response: { 200: EntityValueBulkUpdateAnswerSchema, ...errorResponses },
        hide,
      },
    }, async (request) => {
      const { projectId, moduleId } = request.params;
      return bulkUpdateEntityValues(app.db, app.moduleRegistry, requireAuth(request), projectId, moduleId, request.body);
    });
  }

  for (const { url, hide } of routeForms(`${ENTITY_VALUES_BASE}/bulk_destroy.json`)) {
    app.post(url, {
      schema: {
        tags,
        summary: 'Delete many values at once, all or nothing; answers the deleted ids',
        params: ModuleParamsSchema,
        body: EntityValueIdsSchema,
        response: { 200: EntityValueIdsSchema, ...errorResponses },
        hide,
      },
    }, async (request) => {
      const { projectId, moduleId } = request.params;
      return bulkDestroyEntityValues(app.db, requireAuth(request), projectId, moduleId, request.body.ids);
    });
  }
};

export default entityValuesBulk;
