/**
 * A map's mappings: /api/data_maps/{dataMapId}/data_map_detail_mappings (details in categories; bulk_create.json and
 * bulk_destroy.json for many at once) and data_map_category_mappings (categories to categories); each with
 * file_upload.json (multipart "file", CSV or XLSX; ?preview=true writes nothing; answers `mappings` and per-row
 * `errors`). Readers list and get one, writers change (mappings have no order, so no update_positions).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireSignedInUser } from '../auth/auth-context';
import { createCategoryMapping, destroyCategoryMapping, getCategoryMapping, listCategoryMappings } from '../domain/data-governance/map-category-mappings';
import { bulkCreateDetailMappings, bulkDestroyDetailMappings, createDetailMapping, destroyDetailMapping, getDetailMapping, listDetailMappings } from '../domain/data-governance/map-detail-mappings';
import { uploadCategoryMappings, uploadDetailMappings } from '../domain/data-governance/mapping-upload';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { DataMapParamsSchema, UploadRefusedSchema } from '../schemas/data-catalog-schema';
import {
  CategoryMappingUploadSchema,
  DataMapCategoryMappingCreateSchema,
  DataMapCategoryMappingSchema,
  DataMapChildParamsSchema,
  DataMapDetailMappingBulkSchema,
  DataMapDetailMappingCreateSchema,
  DataMapDetailMappingSchema,
  DetailMappingUploadSchema,
} from '../schemas/data-map-schema';
import { readUpload } from '../uploads';
import { IMPORT_UPLOAD_RULES } from './registry-io';

const tags = ['data maps'];
const DETAILS = '/data_maps/:dataMapId/data_map_detail_mappings';
const CATEGORIES = '/data_maps/:dataMapId/data_map_category_mappings';
const PreviewQuerySchema = Type.Object({ preview: Type.Optional(Type.Boolean()) });

const dataMapMappings: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', async (request) => void requireSignedInUser(request));

  for (const { url, hide } of routeForms(`${DETAILS}.json`)) {
    app.get(url, {
      schema: { tags, summary: 'The detail mappings of a data map', params: DataMapParamsSchema, response: { 200: Type.Array(DataMapDetailMappingSchema), ...errorResponses }, hide },
    }, async (request) => listDetailMappings(app.db, requireSignedInUser(request), request.params.dataMapId));
    app.post(url, {
      schema: { tags, summary: 'Map a detail of a placed catalog to a category of the map (needs write)', params: DataMapParamsSchema, body: DataMapDetailMappingCreateSchema, response: { 201: DataMapDetailMappingSchema, ...errorResponses }, hide },
    }, async (request, reply) => reply.status(201).send(await createDetailMapping(app.db, requireSignedInUser(request), request.params.dataMapId, request.body)));
  }
  for (const { url, hide } of routeForms(`${DETAILS}/:id.json`)) {
    app.get(url, {
      schema: { tags, summary: 'One detail mapping of a data map', params: DataMapChildParamsSchema, response: { 200: DataMapDetailMappingSchema, ...errorResponses }, hide },
    }, async (request) => getDetailMapping(app.db, requireSignedInUser(request), request.params.dataMapId, request.params.id));
    app.delete(url, {
      schema: { tags, summary: 'Remove a detail mapping (needs write)', params: DataMapChildParamsSchema, response: { 200: DataMapDetailMappingSchema, ...errorResponses }, hide },
    }, async (request) => destroyDetailMapping(app.db, requireSignedInUser(request), request.params.dataMapId, request.params.id));
  }
  for (const { url, hide } of routeForms(`${DETAILS}/bulk_create.json`)) {
    app.post(url, {
      schema: { tags, summary: 'Map many details at once; any wrong pair maps none (needs write)', params: DataMapParamsSchema, body: DataMapDetailMappingBulkSchema, response: { 201: Type.Array(DataMapDetailMappingSchema), ...errorResponses }, hide },
    }, async (request, reply) => reply.status(201).send(await bulkCreateDetailMappings(app.db, requireSignedInUser(request), request.params.dataMapId, request.body.mappings)));
  }
  for (const { url, hide } of routeForms(`${DETAILS}/bulk_destroy.json`)) {
    app.post(url, {
      schema: { tags, summary: 'Remove many detail mappings at once, by pair; answers those removed (needs write)', params: DataMapParamsSchema, body: DataMapDetailMappingBulkSchema, response: { 200: Type.Array(DataMapDetailMappingSchema), ...errorResponses }, hide },
    }, async (request) => bulkDestroyDetailMappings(app.db, requireSignedInUser(request), request.params.dataMapId, request.body.mappings));
  }

  for (const { url, hide } of routeForms(`${CATEGORIES}.json`)) {
    app.get(url, {
      schema: { tags, summary: 'The category mappings of a data map', params: DataMapParamsSchema, response: { 200: Type.Array(DataMapCategoryMappingSchema), ...errorResponses }, hide },
    }, async (request) => listCategoryMappings(app.db, requireSignedInUser(request), request.params.dataMapId));
    app.post(url, {
      schema: { tags, summary: 'Map a category of the map to a category of this or another readable map (needs write)', params: DataMapParamsSchema, body: DataMapCategoryMappingCreateSchema, response: { 201: DataMapCategoryMappingSchema, ...errorResponses }, hide },
    }, async (request, reply) => reply.status(201).send(await createCategoryMapping(app.db, requireSignedInUser(request), request.params.dataMapId, request.body)));
  }
  for (const { url, hide } of routeForms(`${CATEGORIES}/:id.json`)) {
    app.get(url, {
      schema: { tags, summary: 'One category mapping of a data map', params: DataMapChildParamsSchema, response: { 200: DataMapCategoryMappingSchema, ...errorResponses }, hide },
    }, async (request) => getCategoryMapping(app.db, requireSignedInUser(request), request.params.dataMapId, request.params.id));
    app.delete(url, {
      schema: { tags, summary: 'Remove a category mapping (needs write)', params: DataMapChildParamsSchema, response: { 200: DataMapCategoryMappingSchema, ...errorResponses }, hide },
    }, async (request) => destroyCategoryMapping(app.db, requireSignedInUser(request), request.params.dataMapId, request.params.id));
  }

  const UPLOADS = [
    { base: DETAILS, upload: uploadDetailMappings, answer: DetailMappingUploadSchema, summary: 'Map details to categories from a CSV or XLSX file (columns catalog, path, category)' },
    { base: CATEGORIES, upload: uploadCategoryMappings, answer: CategoryMappingUploadSchema, summary: 'Map categories from a CSV or XLSX file (columns category, mapped_map, mapped_category)' },
  ] as const;
  for (const { base, upload, answer, summary } of UPLOADS) {
    for (const { url, hide } of routeForms(`${base}/file_upload.json`)) {
      app.post(url, {
        schema: {
          tags,
          summary: `${summary}: multipart "file"; ?preview=true writes nothing; rows naming what does not exist come back in errors (needs write)`,
          params: DataMapParamsSchema,
          querystring: PreviewQuerySchema,
          consumes: ['multipart/form-data'],
          response: { 200: answer, 422: UploadRefusedSchema, ...errorResponses },
          hide,
        },
      }, async (request) => {
        const auth = requireSignedInUser(request);
        return upload(app.db, auth, request.params.dataMapId, () => readUpload(request, IMPORT_UPLOAD_RULES).then((file) => file.data), { preview: request.query.preview === true });
      });
    }
  }
};

export default dataMapMappings;
