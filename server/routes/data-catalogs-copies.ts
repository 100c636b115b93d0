/**
 * Copies, comparisons and uploads of data catalogs: POST /{id}/clone.json, /{id}/create_global_from.json (system
 * admins), /{id}/create_local_from.json; GET /{id}/delta.json?destination_id= (a download); POST file_upload.json
 * (multipart "file", CSV or XLSX, and "name"; ?preview=true writes nothing).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireSignedInUser } from '../auth/auth-context';
import { cloneDataCatalog, createGlobalFrom, createLocalFrom } from '../domain/data-governance/catalog-copies';
import { catalogDelta } from '../domain/data-governance/catalog-delta';
import { uploadDataCatalog } from '../domain/data-governance/catalog-upload';
import { routeForms } from '../route-forms';
import { ApiErrorSchema, errorResponses } from '../schemas/api-schemas';
import {
  DataCatalogCopySchema,
  DataCatalogDeltaSchema,
  DataCatalogParamsSchema,
  DataCatalogSchema,
  DataCatalogUploadPreviewSchema,
  DeltaQuerySchema,
  UploadErrorsSchema,
} from '../schemas/data-catalog-schema';
import { readUpload } from '../uploads';
import { IMPORT_UPLOAD_RULES } from './registry-io';

const tags = ['data catalogs'];
const COPIES = [
  { path: 'clone', copy: cloneDataCatalog, summary: 'Copy a readable catalog beside it (needs company write; a system admin’s copy of a global catalog stays global)' },
  { path: 'create_global_from', copy: createGlobalFrom, summary: 'Make a global copy of a readable catalog (system admins only)' },
  { path: 'create_local_from', copy: createLocalFrom, summary: 'Copy a readable catalog, typically a global one, into the caller’s company (needs company write)' },
] as const;
const UploadRefusedSchema = Type.Intersect([ApiErrorSchema, Type.Object({ errors: Type.Optional(UploadErrorsSchema) })]);

const dataCatalogCopies: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', async (request) => void requireSignedInUser(request));

  for (const { path, copy, summary } of COPIES) {
    for (const { url, hide } of routeForms(`/data_catalogs/:dataCatalogId/${path}.json`)) {
      app.post(url, {
        schema: { tags, summary: `${summary}; named "<name> (copy)" unless a name is given`, params: DataCatalogParamsSchema, body: Type.Optional(DataCatalogCopySchema), response: { 201: DataCatalogSchema, ...errorResponses }, hide },
      }, async (request, reply) =>
        reply.status(201).send(await copy(app.db, requireSignedInUser(request), request.params.dataCatalogId, request.body?.name)));
    }
  }

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
