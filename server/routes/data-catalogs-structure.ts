/**
 * A catalog's groups and details: /api/data_catalogs/{dataCatalogId}/data_catalog_groups and data_catalog_details.
 * Readers list them, writers change them; deleting a detail takes its descendants along.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireSignedInUser } from '../auth/auth-context';
import { createDetail, destroyDetail, listDetails, updateDetail } from '../domain/data-governance/catalog-details';
import { createGroup, destroyGroup, listGroups, updateGroup } from '../domain/data-governance/catalog-groups';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import {
  DataCatalogChildParamsSchema,
  DataCatalogDetailCreateSchema,
  DataCatalogDetailDeletionSchema,
  DataCatalogDetailSchema,
  DataCatalogDetailUpdateSchema,
  DataCatalogGroupCreateSchema,
  DataCatalogGroupSchema,
  DataCatalogGroupUpdateSchema,
  DataCatalogParamsSchema,
} from '../schemas/data-catalog-schema';

const tags = ['data catalogs'];

const dataCatalogStructure: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', async (request) => void requireSignedInUser(request));

  for (const { url, hide } of routeForms('/data_catalogs/:dataCatalogId/data_catalog_groups.json')) {
    app.get(url, {
      schema: { tags, summary: 'The groups of a data catalog, in order', params: DataCatalogParamsSchema, response: { 200: Type.Array(DataCatalogGroupSchema), ...errorResponses }, hide },
    }, async (request) => listGroups(app.db, requireSignedInUser(request), request.params.dataCatalogId));
    app.post(url, {
      schema: { tags, summary: 'Add a group (needs write; after the last one unless a position is given)', params: DataCatalogParamsSchema, body: DataCatalogGroupCreateSchema, response: { 201: DataCatalogGroupSchema, ...errorResponses }, hide },
    }, async (request, reply) => reply.status(201).send(await createGroup(app.db, requireSignedInUser(request), request.params.dataCatalogId, request.body)));
  }
  for (const { url, hide } of routeForms('/data_catalogs/:dataCatalogId/data_catalog_groups/:id.json')) {
    app.put(url, {
      schema: { tags, summary: 'Rename, describe or move a group (needs write)', params: DataCatalogChildParamsSchema, body: DataCatalogGroupUpdateSchema, response: { 200: DataCatalogGroupSchema, ...errorResponses }, hide },
    }, async (request) => updateGroup(app.db, requireSignedInUser(request), request.params.dataCatalogId, request.params.id, request.body));
    app.delete(url, {
      schema: { tags, summary: 'Delete a group with its details (needs write)', params: DataCatalogChildParamsSchema, response: { 200: DataCatalogGroupSchema, ...errorResponses }, hide },
    }, async (request) => destroyGroup(app.db, requireSignedInUser(request), request.params.dataCatalogId, request.params.id));
  }

  for (const { url, hide } of routeForms('/data_catalogs/:dataCatalogId/data_catalog_details.json')) {
    app.get(url, {
      schema: { tags, summary: 'Every detail of a data catalog, flat: by group, then tree order, then position', params: DataCatalogParamsSchema, response: { 200: Type.Array(DataCatalogDetailSchema), ...errorResponses }, hide },
    }, async (request) => listDetails(app.db, requireSignedInUser(request), request.params.dataCatalogId));
    app.post(url, {
      schema: { tags, summary: 'Add a detail to a group, under a parent or at the top (needs write)', params: DataCatalogParamsSchema, body: DataCatalogDetailCreateSchema, response: { 201: DataCatalogDetailSchema, ...errorResponses }, hide },
    }, async (request, reply) => reply.status(201).send(await createDetail(app.db, requireSignedInUser(request), request.params.dataCatalogId, request.body)));
  }
  for (const { url, hide } of routeForms('/data_catalogs/:dataCatalogId/data_catalog_details/:id.json')) {
    app.put(url, {
      schema: {
        tags,
        summary: 'Change a detail, or move it with its descendants (group_id, parent_id and position together; needs write)',
        params: DataCatalogChildParamsSchema,
        body: DataCatalogDetailUpdateSchema,
        response: { 200: DataCatalogDetailSchema, ...errorResponses },
        hide,
      },
    }, async (request) => updateDetail(app.db, requireSignedInUser(request), request.params.dataCatalogId, request.params.id, request.body));
    app.delete(url, {
      schema: { tags, summary: 'Delete a detail and all its descendants (needs write)', params: DataCatalogChildParamsSchema, response: { 200: DataCatalogDetailDeletionSchema, ...errorResponses }, hide },
    }, async (request) => destroyDetail(app.db, requireSignedInUser(request), request.params.dataCatalogId, request.params.id));
  }
};

export default dataCatalogStructure;
