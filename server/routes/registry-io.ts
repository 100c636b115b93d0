/**
 * CSV / XLSX import and export of the registries (stakeholders, products and services, tags):
 * GET .../{registry}/export.{csv|xlsx} (project read) and POST .../{registry}/import_upload.json with
 * multipart field `file` (project write; ?preview=true writes nothing). See server/domain/registry-io.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireAuth } from '../auth/auth-context';
import { EXPORT_FORMATS } from '../domain/registry-io/export-table';
import { IMPORT_FILE_WHAT } from '../domain/registry-io/import-table';
import { exportRegistry } from '../domain/registry-io/registry-export';
import { importRegistryUpload } from '../domain/registry-io/registry-import';
import { REGISTRY_IO } from '../domain/registry-io/registry-io-declarations';
import { ApiErrorSchema, errorResponses } from '../schemas/api-schemas';
import { ProjectParamsSchema } from '../schemas/resource-schema';
import { readUpload } from '../uploads';

export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const IMPORT_UPLOAD_RULES = { field: 'file', maxBytes: MAX_IMPORT_BYTES, what: IMPORT_FILE_WHAT };

const RowErrorSchema = Type.Object({ line: Type.Integer(), reason: Type.String() });
/** A refused import: the usual error body plus every wrong row. */
export const ImportRefusedSchema = Type.Intersect([ApiErrorSchema, Type.Object({ errors: Type.Optional(Type.Array(RowErrorSchema)) })]);
const AnyObject = Type.Object({}, { additionalProperties: true });

const registryIo: FastifyPluginAsyncTypebox = async (app) => {
  for (const declaration of REGISTRY_IO) {
    const base = `/projects/:projectId/${declaration.resource}`;
    for (const format of EXPORT_FORMATS) {
      app.get(`${base}/export.${format}`, {
        schema: {
          tags: ['registries'],
          summary: `The project's ${declaration.resource} as ${format.toUpperCase()} (needs read)`,
          params: ProjectParamsSchema,
          response: { 200: Type.Unknown({ description: format === 'csv' ? 'text/csv' : 'XLSX workbook' }), ...errorResponses },
        },
      }, async (request, reply) => {
        const file = await exportRegistry(app.db, requireAuth(request), request.params.projectId, declaration, format);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .send(file.body);
      });
    }

    app.post(`${base}/import_upload.json`, {
      schema: {
        tags: ['registries'],
        summary: `Import ${declaration.resource} from a CSV or XLSX file (multipart field "file"; ?preview=true writes nothing; needs write)`,
        params: ProjectParamsSchema,
        querystring: Type.Object({ preview: Type.Optional(Type.Boolean()) }),
        response: { 200: AnyObject, 422: ImportRefusedSchema, ...errorResponses },
      },
    }, async (request) => {
      const readFile = async () => (await readUpload(request, IMPORT_UPLOAD_RULES)).data;
      return importRegistryUpload(app.db, requireAuth(request), request.params.projectId, declaration, readFile, {
        preview: request.query.preview === true,
      });
    });
  }
};

export default registryIo;
