/**
 * /api/entity_attributes: the registered attributes with their JSON Schemas, read-only (they come from
 * plugin manifests; create, update and destroy answer 404).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireAuth } from '../auth/auth-context';
import { getEntityAttribute, listEntityAttributes } from '../domain/module-catalog';
import { assertWorkspaceUser } from '../domain/workspace-access';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import {
  CatalogIdParamsSchema,
  EntityAttributeQuerySchema,
  EntityAttributeSchema,
} from '../schemas/module-catalog-schema';

const tags = ['module catalogue'];

const entityAttributes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', async (request) => assertWorkspaceUser(requireAuth(request)));

  for (const { url, hide } of routeForms('/entity_attributes.json')) {
    app.get(url, {
      schema: {
        tags,
        summary: 'Registered entity attributes, optionally of one module kind (module_type_id)',
        querystring: EntityAttributeQuerySchema,
        response: { 200: Type.Array(EntityAttributeSchema), ...errorResponses },
        hide,
      },
    }, async (request) => listEntityAttributes(app.db, requireAuth(request), request.query));
  }

  for (const { url, hide } of routeForms('/entity_attributes/:id.json')) {
    app.get(url, {
      schema: {
        tags,
        summary: 'An entity attribute with its JSON Schema',
        params: CatalogIdParamsSchema,
        response: { 200: EntityAttributeSchema, ...errorResponses },
        hide,
      },
    }, async (request) => getEntityAttribute(app.db, requireAuth(request), request.params.id));
  }
};

export default entityAttributes;
