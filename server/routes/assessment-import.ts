/**
 * POST /api/assessments/import.json: a new assessment from a template (multipart field `file`: an assessment
 * export .json or the spreadsheet template .xlsx; optional field `name`). ?preview=true writes nothing.
 * See server/domain/assessments/template/template-import.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ASSESSMENT_IMPORT_MAX_BYTES } from '../../core/domain/assessment-types';
import { requireSignedInUser } from '../auth/auth-context';
import { importTemplate } from '../domain/assessments/template/template-import';
import { routeForms } from '../route-forms';
import { ApiErrorSchema, errorResponses } from '../schemas/api-schemas';
import { AssessmentSchema, ImportErrorSchema, ImportPreviewSchema } from '../schemas/assessment-schema';
import { readUpload } from '../uploads';

const TEMPLATE_UPLOAD_RULES = { field: 'file', maxBytes: ASSESSMENT_IMPORT_MAX_BYTES, what: 'assessment export (.json) or spreadsheet template (.xlsx)' };
/** A refused import: the usual error body plus every problem, by row or JSON pointer. */
const TemplateRefusedSchema = Type.Intersect([ApiErrorSchema, Type.Object({ errors: Type.Optional(Type.Array(ImportErrorSchema)) })]);

const assessmentImport: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of routeForms('/assessments/import.json')) {
    app.post(url, {
      schema: {
        tags: ['assessments'],
        summary: 'Create an assessment from a template: multipart "file" (.json export or .xlsx template, at most 2 MB, 500 questions) and optional "name"; ?preview=true writes nothing (needs company write)',
        querystring: Type.Object({ preview: Type.Optional(Type.Boolean()) }),
        consumes: ['multipart/form-data'],
        response: { 200: ImportPreviewSchema, 201: AssessmentSchema, 422: TemplateRefusedSchema, ...errorResponses },
        hide,
      },
    }, async (request, reply) => {
      const readFile = async () => {
        const upload = await readUpload(request, TEMPLATE_UPLOAD_RULES);
        return { data: upload.data, filename: upload.filename, name: upload.fields.name };
      };
      const preview = request.query.preview === true;
      const answer = await importTemplate(app.db, requireSignedInUser(request), readFile, { preview });
      return reply.status(preview ? 200 : 201).send(answer);
    });
  }
};

export default assessmentImport;
