/**
 * POST .../entity_values/clone.json (data-layer.md §7): copies of values, from this module (the diagram
 * editor's duplicate) or from another module of the project of the same kind (a paste), in one transaction.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { BULK_MAX_ITEMS } from '../../core/domain/constants';
import { requireAuth } from '../auth/auth-context';
import { cloneEntityValues } from '../domain/entity-values-clone';
import { assertWorkspaceUser } from '../domain/workspace-access';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { EntityValueSchema } from '../schemas/entity-value-schema';
import { IdSchema, ModuleParamsSchema } from '../schemas/resource-schema';
import { ENTITY_VALUES_BASE } from './entity-values';

const Coordinate = Type.Number({ minimum: -1e7, maximum: 1e7 });

const CloneRequestSchema = Type.Object(
  {
    source_module_id: Type.Optional(IdSchema),
    entity_value_ids: Type.Array(IdSchema, { minItems: 1, maxItems: BULK_MAX_ITEMS }),
    offset: Type.Optional(Type.Object({ x: Coordinate, y: Coordinate }, { additionalProperties: false })),
    layer_id: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 200 }), Type.Null()])),
  },
  { additionalProperties: false },
);

const CloneAnswerSchema = Type.Object({
  default: Type.Array(EntityValueSchema),
  links: Type.Array(EntityValueSchema),
  data_catalog_detail_entity_values: Type.Array(EntityValueSchema),
});

const entityValuesClone: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', async (request) => assertWorkspaceUser(requireAuth(request)));

  for (const { url, hide } of routeForms(`${ENTITY_VALUES_BASE}/clone.json`)) {
    app.post(url, {
      schema: {
        tags: ['entity values'],
        summary: 'Copy values of this module or of another of the same kind: diagram cells get new ids, links among them follow',
        params: ModuleParamsSchema,
        body: CloneRequestSchema,
        response: { 201: CloneAnswerSchema, ...errorResponses },
        hide,
      },
    }, async (request, reply) => {
      const { projectId, moduleId } = request.params;
      const answer = await cloneEntityValues(app.db, app.moduleRegistry, requireAuth(request), projectId, moduleId, request.body);
      return reply.status(201).send(answer);
    });
  }
};

export default entityValuesClone;
