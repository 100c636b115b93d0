/**
 * Copies of data maps and maps made from a spreadsheet: POST /api/data_maps/{id}/clone.json,
 * /{id}/create_global_from.json (system admins), /{id}/create_local_from.json; POST /api/data_maps/file_upload.json
 * (multipart "file", CSV or XLSX, and "name"; ?preview=true writes nothing).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireSignedInUser } from '../auth/auth-context';
import { registerDataItemCopyRoutes } from '../data-item-copy-routes';
import { cloneDataMap, createGlobalMapFrom, createLocalMapFrom } from '../domain/data-governance/map-copies';
import { uploadDataMap } from '../domain/data-governance/map-upload';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { UploadRefusedSchema } from '../schemas/data-catalog-schema';
import { DataMapSchema, DataMapUploadPreviewSchema } from '../schemas/data-map-schema';
import { readUpload } from '../uploads';
import { IMPORT_UPLOAD_RULES } from './registry-io';

const tags = ['data maps'];

const dataMapCopies: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', async (request) => void requireSignedInUser(request));
  registerDataItemCopyRoutes(app, {
    itemParam: 'dataMapId',
    noun: 'map',
    tags,
    answer: DataMapSchema,
    copies: { clone: cloneDataMap, createGlobalFrom: createGlobalMapFrom, createLocalFrom: createLocalMapFrom },
  }, '/data_maps/:dataMapId');

  for (const { url, hide } of routeForms('/data_maps/file_upload.json')) {
    app.post(url, {
      schema: {
        tags,
        summary: 'Create a data map with its categories from a CSV or XLSX file: multipart "file" and "name"; ?preview=true writes nothing (needs company write)',
        querystring: Type.Object({ preview: Type.Optional(Type.Boolean()) }),
        consumes: ['multipart/form-data'],
        response: { 200: DataMapUploadPreviewSchema, 201: DataMapSchema, 422: UploadRefusedSchema, ...errorResponses },
        hide,
      },
    }, async (request, reply) => {
      const readFile = async () => {
        const upload = await readUpload(request, IMPORT_UPLOAD_RULES);
        return { data: upload.data, filename: upload.filename, name: upload.fields.name };
      };
      const preview = request.query.preview === true;
      return reply.status(preview ? 200 : 201).send(await uploadDataMap(app.db, requireSignedInUser(request), readFile, { preview }));
    });
  }
};

export default dataMapCopies;
