/**
 * Lineage between details: .../data_catalog_details/{detailId}/data_catalog_detail_links (readers list, writers of
 * the detail's catalog create and delete) and .../lineage.json (the graph up and down the links, to a depth).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireSignedInUser } from '../auth/auth-context';
import { lineageOf } from '../domain/data-governance/catalog-lineage';
import { createLink, destroyLink, listLinks } from '../domain/data-governance/catalog-links';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import {
  DataCatalogDetailLinkCreateSchema,
  DataCatalogDetailLinkSchema,
  DataCatalogDetailParamsSchema,
  DataCatalogLineageSchema,
  DataCatalogLinkParamsSchema,
  LineageQuerySchema,
} from '../schemas/data-catalog-schema';

const tags = ['data catalogs'];
const DETAIL = '/data_catalogs/:dataCatalogId/data_catalog_details/:detailId';

const dataCatalogLinks: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', async (request) => void requireSignedInUser(request));

  for (const { url, hide } of routeForms(`${DETAIL}/data_catalog_detail_links.json`)) {
    app.get(url, {
      schema: { tags, summary: 'The details this detail’s data flows to', params: DataCatalogDetailParamsSchema, response: { 200: Type.Array(DataCatalogDetailLinkSchema), ...errorResponses }, hide },
    }, async (request) => listLinks(app.db, requireSignedInUser(request), request.params.dataCatalogId, request.params.detailId));
    app.post(url, {
      schema: {
        tags,
        summary: 'Link the detail to another detail of a catalog the caller may read (needs write on this catalog)',
        params: DataCatalogDetailParamsSchema,
        body: DataCatalogDetailLinkCreateSchema,
        response: { 201: DataCatalogDetailLinkSchema, ...errorResponses },
        hide,
      },
    }, async (request, reply) =>
      reply.status(201).send(await createLink(app.db, requireSignedInUser(request), request.params.dataCatalogId, request.params.detailId, request.body)));
  }
  for (const { url, hide } of routeForms(`${DETAIL}/data_catalog_detail_links/:id.json`)) {
    app.delete(url, {
      schema: { tags, summary: 'Remove a link (needs write on this catalog)', params: DataCatalogLinkParamsSchema, response: { 200: DataCatalogDetailLinkSchema, ...errorResponses }, hide },
    }, async (request) => destroyLink(app.db, requireSignedInUser(request), request.params.dataCatalogId, request.params.detailId, request.params.id));
  }
  for (const { url, hide } of routeForms(`${DETAIL}/lineage.json`)) {
    app.get(url, {
      schema: {
        tags,
        summary: 'The detail’s lineage: the details upstream and downstream by links, to a depth (names hidden where the caller may not read)',
        params: DataCatalogDetailParamsSchema,
        querystring: LineageQuerySchema,
        response: { 200: DataCatalogLineageSchema, ...errorResponses },
        hide,
      },
    }, async (request) => lineageOf(app.db, requireSignedInUser(request), request.params.dataCatalogId, request.params.detailId, request.query));
  }
};

export default dataCatalogLinks;
