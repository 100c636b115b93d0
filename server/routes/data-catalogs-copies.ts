/**
 * Copies, comparisons and uploads of data catalogs: POST /{id}/clone.json, /{id}/create_global_from.json (system
 * admins), /{id}/create_local_from.json; GET /{id}/delta.json?destination_id= (a download); POST file_upload.json
 * (multipart "file", CSV or XLSX, and "name"; ?preview=true writes nothing).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireSignedInUser } from '../auth/auth-context';
import { registerDataItemCopyRoutes } from '../data-item-copy-routes';
import { cloneDataCatalog, createGlobalFrom, createLocalFrom } from '../domain/data-governance/catalog-copies';
import { catalogDelta } from '../domain/data-governance/catalog-delta';
import { uploadDataCatalog } from '../domain/data-governance/catalog-upload';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import {
  DataCatalogDeltaSchema,
  DataCatalogParamsSchema,
  DataCatalogSchema,
  DataCatalogUploadPreviewSchema,
  DeltaQuerySchema,
  UploadRefusedSchema,
} from '../schemas/data-catalog-schema';
import { readUpload } from '../uploads';
import { IMPORT_UPLOAD_RULES } from './registry-io';

const tags = ['data catalogs'];

const dataCatalogCopies: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', async (request) => void requireSignedInUser(request));
  registerDataItemCopyRoutes(app, {
    itemParam: 'dataCatalogId',
    noun: 'catalog',
    tags,
    answer: DataCatalogSchema,
    copies: { clone: cloneDataCatalog, createGlobalFrom, createLocalFrom },
  }, '/data_catalogs/:dataCatalogId');

  for (const { url, hide } of routeForms('/data_catalogs/:dataCatalogId/delta.json')) {
    app.get(url, {
      schema: {
        tags,
        summary: 'How the destination catalog differs from this one, details matched by path (a download; needs read on both)',
        params: DataCatalogParamsSchema,
        querystring: DeltaQuerySchema,
        response: { 200: DataCatalogDeltaSchema, ...errorResponses },
        hide,
      },
    }, async (request, reply) => {
      const { delta, filename } = await catalogDelta(app.db, requireSignedInUser(request), request.params.dataCatalogId, request.query.destination_id);
      return reply.header('content-disposition', `attachment; filename="${filename}"`).send(delta);
    });
  }

  for (const { url, hide } of routeForms('/data_catalogs/file_upload.json')) {
    app.post(url, {
      schema: {
        tags,
        summary: 'Create a data catalog from a CSV or XLSX file: multipart "file" and "name"; ?preview=true writes nothing (needs company write)',
        querystring: Type.Object({ preview: Type.Optional(Type.Boolean()) }),
        consumes: ['multipart/form-data'],
        response: { 200: DataCatalogUploadPreviewSchema, 201: DataCatalogSchema, 422: UploadRefusedSchema, ...errorResponses },
        hide,
      },
    }, async (request, reply) => {
      const readFile = async () => {
        const upload = await readUpload(request, IMPORT_UPLOAD_RULES);
        return { data: upload.data, filename: upload.filename, name: upload.fields.name };
      };
      const preview = request.query.preview === true;
      const answer = await uploadDataCatalog(app.db, requireSignedInUser(request), readFile, { preview });
      return reply.status(preview ? 200 : 201).send(answer);
    });
  }
};

export default dataCatalogCopies;
