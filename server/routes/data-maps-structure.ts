/**
 * A map's category tree and the catalogs it places: /api/data_maps/{dataMapId}/data_map_categories (readers list and
 * get, writers create, change, move, reorder one parent's categories and delete, a delete taking the descendants along)
 * and data_map_data_catalogs (the catalogs on the overview canvas, with their places; update_positions moves several).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireSignedInUser } from '../auth/auth-context';
import { createPlacement, destroyPlacement, getPlacement, listPlacements, movePlacements, updatePlacement } from '../domain/data-governance/map-catalogs';
import { createCategory, destroyCategory, getCategory, listCategories, reorderCategories, updateCategory } from '../domain/data-governance/map-categories';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { DataMapParamsSchema } from '../schemas/data-catalog-schema';
import {
  DataMapCategoryCreateSchema,
  DataMapCategoryDeletionSchema,
  DataMapCategorySchema,
  DataMapCategoryUpdateSchema,
  DataMapChildParamsSchema,
  DataMapDataCatalogCreateSchema,
  DataMapDataCatalogPositionsSchema,
  DataMapDataCatalogSchema,
  DataMapDataCatalogUpdateSchema,
} from '../schemas/data-map-schema';
import { UpdatePositionsSchema } from '../schemas/resource-schema';

const tags = ['data maps'];

const dataMapStructure: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', async (request) => void requireSignedInUser(request));

  for (const { url, hide } of routeForms('/data_maps/:dataMapId/data_map_categories.json')) {
    app.get(url, {
      schema: { tags, summary: 'Every category of a data map, flat, in tree order', params: DataMapParamsSchema, response: { 200: Type.Array(DataMapCategorySchema), ...errorResponses }, hide },
    }, async (request) => listCategories(app.db, requireSignedInUser(request), request.params.dataMapId));
    app.post(url, {
      schema: { tags, summary: 'Add a category, under a parent or at the top (needs write; after the last sibling unless a position is given)', params: DataMapParamsSchema, body: DataMapCategoryCreateSchema, response: { 201: DataMapCategorySchema, ...errorResponses }, hide },
    }, async (request, reply) => reply.status(201).send(await createCategory(app.db, requireSignedInUser(request), request.params.dataMapId, request.body)));
  }
  for (const { url, hide } of routeForms('/data_maps/:dataMapId/data_map_categories/update_positions.json')) {
    app.post(url, {
      schema: { tags, summary: 'Reorder the categories of one parent: every one of them, in the new order (needs write)', params: DataMapParamsSchema, body: UpdatePositionsSchema, response: { 200: Type.Array(DataMapCategorySchema), ...errorResponses }, hide },
    }, async (request) => reorderCategories(app.db, requireSignedInUser(request), request.params.dataMapId, request.body.ids));
  }
  for (const { url, hide } of routeForms('/data_maps/:dataMapId/data_map_categories/:id.json')) {
    app.get(url, {
      schema: { tags, summary: 'One category of a data map', params: DataMapChildParamsSchema, response: { 200: DataMapCategorySchema, ...errorResponses }, hide },
    }, async (request) => getCategory(app.db, requireSignedInUser(request), request.params.dataMapId, request.params.id));
    app.put(url, {
      schema: { tags, summary: 'Change a category, or move it with its descendants (parent_id, position; needs write)', params: DataMapChildParamsSchema, body: DataMapCategoryUpdateSchema, response: { 200: DataMapCategorySchema, ...errorResponses }, hide },
    }, async (request) => updateCategory(app.db, requireSignedInUser(request), request.params.dataMapId, request.params.id, request.body));
    app.delete(url, {
      schema: { tags, summary: 'Delete a category and all its descendants with their mappings (needs write)', params: DataMapChildParamsSchema, response: { 200: DataMapCategoryDeletionSchema, ...errorResponses }, hide },
    }, async (request) => destroyCategory(app.db, requireSignedInUser(request), request.params.dataMapId, request.params.id));
  }

  for (const { url, hide } of routeForms('/data_maps/:dataMapId/data_map_data_catalogs.json')) {
    app.get(url, {
      schema: { tags, summary: 'The catalogs a data map places, with their places on the overview canvas', params: DataMapParamsSchema, response: { 200: Type.Array(DataMapDataCatalogSchema), ...errorResponses }, hide },
    }, async (request) => listPlacements(app.db, requireSignedInUser(request), request.params.dataMapId));
    app.post(url, {
      schema: { tags, summary: 'Place a catalog the caller may read on the map (needs write)', params: DataMapParamsSchema, body: DataMapDataCatalogCreateSchema, response: { 201: DataMapDataCatalogSchema, ...errorResponses }, hide },
    }, async (request, reply) => reply.status(201).send(await createPlacement(app.db, requireSignedInUser(request), request.params.dataMapId, request.body)));
  }
  for (const { url, hide } of routeForms('/data_maps/:dataMapId/data_map_data_catalogs/update_positions.json')) {
    app.post(url, {
      schema: { tags, summary: 'Move several placed catalogs on the overview canvas at once; those not named stay (needs write)', params: DataMapParamsSchema, body: DataMapDataCatalogPositionsSchema, response: { 200: Type.Array(DataMapDataCatalogSchema), ...errorResponses }, hide },
    }, async (request) => movePlacements(app.db, requireSignedInUser(request), request.params.dataMapId, request.body));
  }
  for (const { url, hide } of routeForms('/data_maps/:dataMapId/data_map_data_catalogs/:id.json')) {
    app.get(url, {
      schema: { tags, summary: 'One placed catalog with its place on the overview canvas', params: DataMapChildParamsSchema, response: { 200: DataMapDataCatalogSchema, ...errorResponses }, hide },
    }, async (request) => getPlacement(app.db, requireSignedInUser(request), request.params.dataMapId, request.params.id));
    app.put(url, {
      schema: { tags, summary: 'Move a placed catalog on the overview canvas (needs write)', params: DataMapChildParamsSchema, body: DataMapDataCatalogUpdateSchema, response: { 200: DataMapDataCatalogSchema, ...errorResponses }, hide },
    }, async (request) => updatePlacement(app.db, requireSignedInUser(request), request.params.dataMapId, request.params.id, request.body));
    app.delete(url, {
      schema: { tags, summary: 'Take a catalog off the map, with the map’s mappings of its details (needs write)', params: DataMapChildParamsSchema, response: { 200: DataMapDataCatalogSchema, ...errorResponses }, hide },
    }, async (request) => destroyPlacement(app.db, requireSignedInUser(request), request.params.dataMapId, request.params.id));
  }
};

export default dataMapStructure;
