/**
 * POST .../project_scenario_modules/{moduleId}/entity_values/import_upload.json: a CSV or XLSX file (multipart
 * field `file`) as new items of a list module, with their registry assignments (needs module write).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireAuth } from '../auth/auth-context';
import { importListUpload } from '../domain/registry-io/list-import';
import { errorResponses } from '../schemas/api-schemas';
import { ModuleParamsSchema } from '../schemas/resource-schema';
import { readUpload } from '../uploads';
import { ENTITY_VALUES_BASE } from './entity-values';
import { IMPORT_UPLOAD_RULES, ImportRefusedSchema } from './registry-io';

const entityValuesImport: FastifyPluginAsyncTypebox = async (app) => {
  app.post(`${ENTITY_VALUES_BASE}/import_upload.json`, {
    schema: {
      tags: ['entity values'],
      summary: 'New items of a list module from a CSV or XLSX file (multipart field "file"), all or nothing; unknown registry names are created (needs write)',
      params: ModuleParamsSchema,
      response: { 200: Type.Object({}, { additionalProperties: true }), 422: ImportRefusedSchema, ...errorResponses },
    },
  }, async (request) => {
    const { projectId, moduleId } = request.params;
    const readFile = async () => (await readUpload(request, IMPORT_UPLOAD_RULES)).data;
    return importListUpload(app.db, app.moduleRegistry, requireAuth(request), projectId, moduleId, readFile);
  });
};

export default entityValuesImport;
