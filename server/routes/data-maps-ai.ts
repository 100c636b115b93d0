/**
 * AI-assisted mapping of a data map: /api/data_maps/{dataMapId}/vectorize_data_map.json (GET: the progress, for
 * readers; POST: start computing the vectors of what changed, for writers) and ai_map_upload.json (multipart "file",
 * CSV or XLSX with columns catalog, path and description: suggested categories per detail, writes nothing).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireSignedInUser } from '../auth/auth-context';
import { MapVectorizeRuns } from '../domain/data-governance/map-vectorize';
import { suggestMappings } from '../domain/data-governance/mapping-suggestions';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { DataMapParamsSchema, UploadRefusedSchema } from '../schemas/data-catalog-schema';
import { DataMapSuggestionsSchema, DataMapVectorizeProgressSchema } from '../schemas/data-map-schema';
import { readUpload } from '../uploads';
import { IMPORT_UPLOAD_RULES } from './registry-io';

const tags = ['data maps'];
const BASE = '/data_maps/:dataMapId';

const dataMapsAi: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', async (request) => void requireSignedInUser(request));
  const runs = new MapVectorizeRuns(app);
  app.addHook('onClose', () => runs.stopAll());

  for (const { url, hide } of routeForms(`${BASE}/vectorize_data_map.json`)) {
    app.get(url, {
      schema: { tags, summary: 'The progress of computing the vectors of the map’s categories and placed details', params: DataMapParamsSchema, response: { 200: DataMapVectorizeProgressSchema, ...errorResponses }, hide },
    }, async (request) => runs.progress(requireSignedInUser(request), request.params.dataMapId));
    app.post(url, {
      schema: {
        tags,
        summary: 'Start computing, in the background, the vectors of the map’s texts that changed since the last run; done at once without an embeddings model (needs write)',
        params: DataMapParamsSchema,
        response: { 200: DataMapVectorizeProgressSchema, ...errorResponses },
        hide,
      },
    }, async (request) => runs.start(requireSignedInUser(request), request.params.dataMapId));
  }

  for (const { url, hide } of routeForms(`${BASE}/ai_map_upload.json`)) {
    app.post(url, {
      schema: {
        tags,
        summary: 'Suggest categories of the map for the details a CSV or XLSX file names (columns catalog, path, description): multipart "file"; writes nothing; rows naming no placed detail come back in errors (needs write)',
        params: DataMapParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: DataMapSuggestionsSchema, 422: UploadRefusedSchema, ...errorResponses },
        hide,
      },
    }, async (request) => suggestMappings(app, requireSignedInUser(request), request.params.dataMapId, () => readUpload(request, IMPORT_UPLOAD_RULES).then((file) => file.data)));
  }
};

export default dataMapsAi;
