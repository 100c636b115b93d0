/**
 * The system-wide lookups, one declaration each (domain/lookups/lookup-declarations.ts):
 * GET /api/{lookup}.json and /api/{lookup}/{id}.json for everyone signed in (restricted users excepted, as
 * for the whole workspace),
 * and /api/admin/{lookup} for system admins: list, get, create, update, destroy (with replace_with_id
 * while the item is in use) and POST /{id}/move_item.json with move_direction up or down.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireAuth, requireSystemAdmin } from '../auth/auth-context';
import { LOOKUP_DECLARATIONS } from '../domain/lookups/lookup-declarations';
import {
  createLookupItem,
  destroyLookupItem,
  getLookupItem,
  listLookup,
  moveLookupItem,
  updateLookupItem,
} from '../domain/lookups/lookup-store';
import { assertWorkspaceUser } from '../domain/workspace-access';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import {
  LookupDestroyQuerySchema,
  LookupIdParamsSchema,
  MoveItemSchema,
  lookupCreateSchema,
  lookupItemSchema,
  lookupUpdateSchema,
} from '../schemas/lookup-schema';

const assertSystemAdmin = (request: Parameters<typeof requireSystemAdmin>[0]) => requireSystemAdmin(request, 'Only system administrators change lookups.');

const lookups: FastifyPluginAsyncTypebox = async (app) => {
  for (const declaration of LOOKUP_DECLARATIONS) {
    const { resource } = declaration;
    const tags = ['lookups'];
    const Item = lookupItemSchema(declaration);
    const itemResponse = { 200: Item, ...errorResponses };
    const listResponse = { 200: Type.Array(Item), ...errorResponses };

    for (const { url, hide } of routeForms(`/${resource}.json`)) {
      app.get(url, { schema: { tags, summary: `The ${declaration.item} lookup, in order`, response: listResponse, hide } }, async (request) => {
        assertWorkspaceUser(requireAuth(request));
        return listLookup(app.db, declaration);
      });
    }

    for (const { url, hide } of routeForms(`/${resource}/:id.json`)) {
      app.get(url, { schema: { tags, summary: `One ${declaration.item}`, params: LookupIdParamsSchema, response: itemResponse, hide } }, async (request) => {
        assertWorkspaceUser(requireAuth(request));
        return getLookupItem(app.db, declaration, request.params.id);
      });
    }

    for (const { url, hide } of routeForms(`/admin/${resource}.json`)) {
      app.get(url, { schema: { tags, summary: `The ${declaration.item} lookup (system admins)`, response: listResponse, hide } }, async (request) => {
        requireSystemAdmin(request);
        return listLookup(app.db, declaration);
      });
      app.post(url, {
        schema: { tags, summary: `Add a ${declaration.item} at the end`, body: lookupCreateSchema(declaration), response: { 201: Item, ...errorResponses }, hide },
      }, async (request, reply) => {
        const auth = assertSystemAdmin(request);
        return reply.status(201).send(await createLookupItem(app.db, auth, declaration, request.body as { name: string }));
      });
    }

    for (const { url, hide } of routeForms(`/admin/${resource}/:id.json`)) {
      app.get(url, { schema: { tags, summary: `One ${declaration.item}`, params: LookupIdParamsSchema, response: itemResponse, hide } }, async (request) => {
        requireSystemAdmin(request);
        return getLookupItem(app.db, declaration, request.params.id);
      });
      app.put(url, {
        schema: { tags, summary: `Rename a ${declaration.item} or change its colour or weight`, params: LookupIdParamsSchema, body: lookupUpdateSchema(declaration), response: itemResponse, hide },
      }, async (request) => {
        return updateLookupItem(app.db, assertSystemAdmin(request), declaration, request.params.id, request.body as object);
      });
      app.delete(url, {
        schema: {
          tags,
          summary: `Delete a ${declaration.item}; while in use (409) name replace_with_id to move its uses there`,
          params: LookupIdParamsSchema,
          querystring: LookupDestroyQuerySchema,
          response: itemResponse,
          hide,
        },
      }, async (request) => {
        return destroyLookupItem(app.db, assertSystemAdmin(request), app.moduleRegistry, declaration, request.params.id, request.query.replace_with_id);
      });
    }

    for (const { url, hide } of routeForms(`/admin/${resource}/:id/move_item.json`)) {
      app.post(url, {
        schema: { tags, summary: `Move a ${declaration.item} up or down; answers the lookup in order`, params: LookupIdParamsSchema, body: MoveItemSchema, response: listResponse, hide },
      }, async (request) => {
        return moveLookupItem(app.db, assertSystemAdmin(request), declaration, request.params.id, request.body.move_direction);
      });
    }
  }
};

export default lookups;
