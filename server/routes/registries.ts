/**
 * The project registries, one declaration each (domain/registries/registry-declarations.ts), under
 * /api/projects/{projectId}/{resource}: list (map items filter ?module_id=), get, create (201), update,
 * destroy (204) and update_positions; {stakeholders|product_and_service_items|tags}/assigned_items_index.
 * Readers read, writers write; a share link reads what it reaches.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireAuth } from '../auth/auth-context';
import { assignedItemsIndex } from '../domain/registries/assigned-items';
import { REGISTRY_DECLARATIONS } from '../domain/registries/registry-declarations';
import {
  createRegistryItem,
  destroyRegistryItem,
  getRegistryItem,
  listRegistry,
  reorderRegistry,
  updateRegistryItem,
} from '../domain/registries/registry-store';
import { assertWorkspaceUser } from '../domain/workspace-access';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import {
  AssignedItemsIndexSchema,
  MapItemListQuerySchema,
  RegistryParamsSchema,
  registryCreateSchema,
  registryRowSchema,
  registryUpdateSchema,
} from '../schemas/registry-schema';
import { ProjectParamsSchema, UpdatePositionsSchema } from '../schemas/resource-schema';

const registries: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', async (request) => assertWorkspaceUser(requireAuth(request)));

  for (const declaration of REGISTRY_DECLARATIONS) {
    const { resource, item } = declaration;
    const base = `/projects/:projectId/${resource}`;
    const tags = ['registries'];
    const Row = registryRowSchema(declaration);
    const rowResponse = { 200: Row, ...errorResponses };
    const listResponse = { 200: Type.Array(Row), ...errorResponses };
    const isMap = declaration.fields.some((field) => field.kind === 'module');

    for (const { url, hide } of routeForms(`${base}.json`)) {
      app.get(url, {
        schema: {
          tags,
          summary: `The project's ${item.plural}${isMap ? ' (of one module with ?module_id=)' : ''}`,
          params: ProjectParamsSchema,
          querystring: MapItemListQuerySchema,
          response: listResponse,
          hide,
        },
      }, async (request) =>
        listRegistry(app.db, requireAuth(request), declaration, request.params.projectId, isMap ? request.query.module_id : undefined));

      app.post(url, {
        schema: {
          tags,
          summary: `Add a ${item.singular.toLowerCase()}${declaration.positioned ? ' at the last position' : ''} (needs project write)`,
          params: ProjectParamsSchema,
          body: registryCreateSchema(declaration),
          response: { 201: Row, ...errorResponses },
          hide,
        },
      }, async (request, reply) =>
        reply.status(201).send(await createRegistryItem(app.db, requireAuth(request), declaration, request.params.projectId, request.body)));
    }

    if (declaration.positioned) {
      for (const { url, hide } of routeForms(`${base}/update_positions.json`)) {
        app.post(url, {
          schema: {
            tags,
            summary: `Reorder all ${item.plural}: positions become 0..n-1 (needs project write)`,
            params: ProjectParamsSchema,
            body: UpdatePositionsSchema,
            response: listResponse,
            hide,
          },
        }, async (request) => reorderRegistry(app.db, requireAuth(request), declaration, request.params.projectId, request.body.ids));
      }
    }

    if (declaration.assignmentField) {
      for (const { url, hide } of routeForms(`${base}/assigned_items_index.json`)) {
        app.get(url, {
          schema: {
            tags,
            summary: `Where each ${item.singular.toLowerCase()} is assigned (only those in use)`,
            params: ProjectParamsSchema,
            response: { 200: AssignedItemsIndexSchema, ...errorResponses },
            hide,
          },
        }, async (request) => assignedItemsIndex(app.db, app.moduleRegistry, requireAuth(request), declaration, request.params.projectId));
      }
    }

    for (const { url, hide } of routeForms(`${base}/:id.json`)) {
      app.get(url, {
        schema: { tags, summary: `One ${item.singular.toLowerCase()}`, params: RegistryParamsSchema, response: rowResponse, hide },
      }, async (request) => getRegistryItem(app.db, requireAuth(request), declaration, request.params.projectId, request.params.id));

      app.put(url, {
        schema: {
          tags,
          summary: `Change a ${item.singular.toLowerCase()}; fields left out stay (needs project write)`,
          params: RegistryParamsSchema,
          body: registryUpdateSchema(declaration),
          response: rowResponse,
          hide,
        },
      }, async (request) =>
        updateRegistryItem(app.db, requireAuth(request), declaration, request.params.projectId, request.params.id, request.body));

      app.delete(url, {
        schema: {
          tags,
          summary: `Delete a ${item.singular.toLowerCase()} and take its id out of everything that held it (needs project write)`,
          params: RegistryParamsSchema,
          response: { 204: Type.Null(), ...errorResponses },
          hide,
        },
      }, async (request, reply) => {
        await destroyRegistryItem(app.db, requireAuth(request), declaration, request.params.projectId, request.params.id);
        return reply.status(204).send(null);
      });
    }
  }
};

export default registries;
