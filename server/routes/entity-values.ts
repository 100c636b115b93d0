/**
 * Module content: .../project_scenario_modules/{moduleId}/entity_values (list, get, create, update,
 * destroy, update_positions) and GET /api/projects/{projectId}/entity_values.json?ids=... The bulk calls
 * are in entity-values-bulk.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireAuth } from '../auth/auth-context';
import {
  createEntityValue,
  destroyEntityValue,
  getEntityValue,
  listEntityValues,
  listProjectEntityValues,
  reorderEntityValues,
  updateEntityValue,
} from '../domain/entity-values';
import { withCommentCounts } from '../domain/comments';
import { latestRevisionId } from '../domain/module-revisions/revision-reads';
import { MODULE_REVISION_HEADER } from '../../core/domain/live-messages';
import { onlyVisibleModules } from '../domain/module-access';
import { assertWorkspaceUser } from '../domain/workspace-access';
import { unprocessable } from '../errors';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import {
  EntityValueCreateSchema,
  EntityValueListQuerySchema,
  EntityValueParamsSchema,
  EntityValueSchema,
  EntityValueUpdateSchema,
  ProjectEntityValuesQuerySchema,
} from '../schemas/entity-value-schema';
import {
  ModuleParamsSchema,
  ProjectParamsSchema,
  UpdatePositionsSchema,
} from '../schemas/resource-schema';

const tags = ['entity values'];
export const ENTITY_VALUES_BASE = '/projects/:projectId/project_scenario_modules/:moduleId/entity_values';
const MAX_ID = 2147483647;

/** The ids of `ids=1,2` / `ids=1&ids=2` / `ids[]=1`, in order, without repeats; 422 when none was given. */
function idsOf(query: { ids?: string[]; 'ids[]'?: string[] }): number[] {
  const lists = [...(query.ids ?? []), ...(query['ids[]'] ?? [])];
  if (lists.length === 0) {
    throw unprocessable([{ field: 'ids', code: 'required', message: 'is required: give the ids as ids=1,2,3 or ids=1&ids=2' }]);
  }
  // An id beyond the integer range cannot exist, so it simply matches nothing.
  const ids = lists.flatMap((list) => list.split(',').map(Number)).filter((id) => id >= 1 && id <= MAX_ID);
  return [...new Set(ids)];
}

const entityValues: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', async (request) => assertWorkspaceUser(requireAuth(request)));

  for (const { url, hide } of routeForms('/projects/:projectId/entity_values.json')) {
    app.get(url, {
      schema: {
        tags,
        summary: "The project's entity values among the given ids (others are left out)",
        params: ProjectParamsSchema,
        querystring: ProjectEntityValuesQuerySchema,
        response: { 200: Type.Array(EntityValueSchema), ...errorResponses },
        hide,
      },
    }, async (request) => {
      const auth = requireAuth(request);
      const values = await listProjectEntityValues(app.db, auth, request.params.projectId, idsOf(request.query));
      return withCommentCounts(app.db, auth, await onlyVisibleModules(app.db, auth, request.params.projectId, values, (v) => v.module_id));
    });
  }

  for (const { url, hide } of routeForms(`${ENTITY_VALUES_BASE}.json`)) {
    app.get(url, {
      schema: {
        tags,
        summary: "A module's entity values by position, optionally of one attribute key",
        params: ModuleParamsSchema,
        querystring: EntityValueListQuerySchema,
        response: { 200: Type.Array(EntityValueSchema), ...errorResponses },
        hide,
      },
    }, async (request, reply) => {
      const auth = requireAuth(request);
      // Read before the values: a change committed in between is in both, never in neither.
      const revision = await latestRevisionId(app.db, request.params.moduleId);
      const values = await listEntityValues(app.db, auth, request.params.projectId, request.params.moduleId, request.query);
      reply.header(MODULE_REVISION_HEADER, String(revision));
      return withCommentCounts(app.db, auth, values);
    });

    app.post(url, {
      schema: {
        tags,
        summary: "Create a value, checked against its attribute's JSON Schema (needs write; module unlocked)",
        params: ModuleParamsSchema,
        body: EntityValueCreateSchema,
        response: { 201: EntityValueSchema, ...errorResponses },
        hide,
      },
    }, async (request, reply) => {
      const { projectId, moduleId } = request.params;
      const created = await createEntityValue(app.db, app.moduleRegistry, requireAuth(request), projectId, moduleId, request.body);
      return reply.status(201).send(created);
    });
  }

  for (const { url, hide } of routeForms(`${ENTITY_VALUES_BASE}/update_positions.json`)) {
    app.post(url, {
      schema: {
        tags,
        summary: "Reorder all of the module's values: positions become 0..n-1",
        params: ModuleParamsSchema,
        body: UpdatePositionsSchema,
        response: { 200: Type.Array(EntityValueSchema), ...errorResponses },
        hide,
      },
    }, async (request) =>
      reorderEntityValues(app.db, requireAuth(request), request.params.projectId, request.params.moduleId, request.body));
  }

  for (const { url, hide } of routeForms(`${ENTITY_VALUES_BASE}/:id.json`)) {
    app.get(url, {
      schema: { tags, summary: 'An entity value', params: EntityValueParamsSchema, response: { 200: EntityValueSchema, ...errorResponses }, hide },
    }, async (request) => {
      const { projectId, moduleId, id } = request.params;
      const auth = requireAuth(request);
      const [value] = await withCommentCounts(app.db, auth, [await getEntityValue(app.db, auth, projectId, moduleId, id)]);
      return value;
    });

    app.put(url, {
      schema: {
        tags,
        summary: 'Change a value or its position (needs write; module unlocked). A value kept only while it says something (a data use) that the change empties is deleted: the answer says deleted: true.',
        params: EntityValueParamsSchema,
        body: EntityValueUpdateSchema,
        response: { 200: EntityValueSchema, ...errorResponses },
        hide,
      },
    }, async (request) => {
      const { projectId, moduleId, id } = request.params;
      return updateEntityValue(app.db, app.moduleRegistry, requireAuth(request), projectId, moduleId, id, request.body);
    });

    app.delete(url, {
      schema: {
        tags,
        summary: 'Delete a value (needs write; module unlocked). Answers the deleted value.',
        params: EntityValueParamsSchema,
        response: { 200: EntityValueSchema, ...errorResponses },
        hide,
      },
    }, async (request) => {
      const { projectId, moduleId, id } = request.params;
      return destroyEntityValue(app.db, requireAuth(request), projectId, moduleId, id);
    });
  }
};

export default entityValues;
