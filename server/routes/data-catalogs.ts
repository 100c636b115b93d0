/**
 * /api/data_catalogs: the catalogs the caller may read, create (a local catalog, company write), get, update (write)
 * and delete (admin); and /api/data_maps/{dataMapId}/data_catalogs, the catalogs a map places. Who may do what:
 * server/domain/data-governance/data-item-access.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireSignedInUser } from '../auth/auth-context';
import {
  createDataCatalog,
  describeDataCatalog,
  destroyDataCatalog,
  listDataCatalogs,
  listMapCatalogs,
  updateDataCatalog,
} from '../domain/data-governance/catalog-store';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import {
  DataCatalogCreateSchema,
  DataCatalogParamsSchema,
  DataCatalogSchema,
  DataCatalogUpdateSchema,
  DataItemListQuerySchema,
  DataMapParamsSchema,
} from '../schemas/data-catalog-schema';

const tags = ['data catalogs'];

const dataCatalogs: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', async (request) => void requireSignedInUser(request));

  for (const { url, hide } of routeForms('/data_catalogs.json')) {
    app.get(url, {
      schema: {
        tags,
        summary: 'The data catalogs the caller may read (global and their company’s), by name unless sorted otherwise',
        querystring: DataItemListQuerySchema,
        response: { 200: Type.Array(DataCatalogSchema), ...errorResponses },
        hide,
      },
    }, async (request) => listDataCatalogs(app.db, requireSignedInUser(request), request.query));
    app.post(url, {
      schema: {
        tags,
        summary: 'Create a data catalog of the caller’s company (needs company write; the creator becomes its admin)',
        body: DataCatalogCreateSchema,
        response: { 201: DataCatalogSchema, ...errorResponses },
        hide,
      },
    }, async (request, reply) => reply.status(201).send(await createDataCatalog(app.db, requireSignedInUser(request), request.body)));
  }

  for (const { url, hide } of routeForms('/data_catalogs/:dataCatalogId.json')) {
    app.get(url, {
      schema: { tags, summary: 'One data catalog', params: DataCatalogParamsSchema, response: { 200: DataCatalogSchema, ...errorResponses }, hide },
    }, async (request) => describeDataCatalog(app.db, requireSignedInUser(request), request.params.dataCatalogId));
    app.put(url, {
      schema: {
        tags,
        summary: 'Rename a data catalog or change its description (needs write)',
        params: DataCatalogParamsSchema,
        body: DataCatalogUpdateSchema,
        response: { 200: DataCatalogSchema, ...errorResponses },
        hide,
      },
    }, async (request) => updateDataCatalog(app.db, requireSignedInUser(request), request.params.dataCatalogId, request.body));
    app.delete(url, {
      schema: {
        tags,
        summary: 'Delete a data catalog with its groups, details and links (needs admin)',
        params: DataCatalogParamsSchema,
        response: { 204: Type.Null(), ...errorResponses },
        hide,
      },
    }, async (request, reply) => {
      await destroyDataCatalog(app.db, requireSignedInUser(request), request.params.dataCatalogId);
      return reply.status(204).send(null);
    });
  }

  for (const { url, hide } of routeForms('/data_maps/:dataMapId/data_catalogs.json')) {
    app.get(url, {
      schema: {
        tags,
        summary: 'The data catalogs a data map places, those the caller may read (needs read on the map)',
        params: DataMapParamsSchema,
        response: { 200: Type.Array(DataCatalogSchema), ...errorResponses },
        hide,
      },
    }, async (request) => listMapCatalogs(app.db, requireSignedInUser(request), request.params.dataMapId));
  }
};

export default dataCatalogs;
