/**
 * What an assessment's responses add up to and its exports, under /api/assessments/{assessmentId}/:
 * results.json and export.csv (admins), export.json, the structure as the template import reads it (write),
 * and responses/{responseId}/export.pdf (admins, or the response's author).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CSV_CONTENT_TYPE } from '../../core/domain/csv';
import { requireSignedInUser } from '../auth/auth-context';
import { exportResponsesCsv, getAssessmentResults } from '../domain/assessments/assessment-results';
import { exportResponsePdf } from '../domain/assessments/response-pdf';
import { exportStructure } from '../domain/assessments/structure-export';
import { archiveFileName } from '../domain/project-archive';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { AssessmentParamsSchema, ResponseParamsSchema, ResultsSchema, StructureSchema } from '../schemas/assessment-schema';

const tags = ['assessments'];

const assessmentResults: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', async (request) => void requireSignedInUser(request));
  const base = '/assessments/:assessmentId';

  for (const { url, hide } of routeForms(`${base}/results.json`)) {
    app.get(url, {
      schema: {
        tags,
        summary: 'Section averages and answer distributions over the submitted responses (needs admin; nobody is named on anonymous assessments)',
        params: AssessmentParamsSchema,
        response: { 200: ResultsSchema, ...errorResponses },
        hide,
      },
    }, async (request) => getAssessmentResults(app.db, requireSignedInUser(request), request.params.assessmentId));
  }

  app.get(`${base}/export.csv`, {
    schema: {
      tags,
      summary: 'Every response as CSV (UTF-8 with BOM): a row per response, a column per question; no names on anonymous assessments (needs admin)',
      params: AssessmentParamsSchema,
      response: { 200: Type.Unknown({ description: 'text/csv' }), ...errorResponses },
    },
  }, async (request, reply) => {
    const { name, csv } = await exportResponsesCsv(app.db, requireSignedInUser(request), request.params.assessmentId);
    return reply
      .header('content-type', CSV_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="${archiveFileName(name, 'csv')}"`)
      .send(csv);
  });

  app.get(`${base}/export.json`, {
    schema: {
      tags,
      summary: 'The structure (sections, groups, questions, options, conditions) as the template import reads it (needs write)',
      params: AssessmentParamsSchema,
      response: { 200: StructureSchema, ...errorResponses },
    },
  }, async (request, reply) => {
    const structure = await exportStructure(app.db, requireSignedInUser(request), request.params.assessmentId);
    return reply.header('content-disposition', `attachment; filename="${archiveFileName(structure.name, 'json')}"`).send(structure);
  });

  app.get(`${base}/responses/:responseId/export.pdf`, {
    schema: {
      tags,
      summary: 'One response as a PDF, section by section, with a radar of its section scores (admins, or its author)',
      params: ResponseParamsSchema,
      response: { 200: Type.Unknown({ description: 'application/pdf' }), ...errorResponses },
    },
  }, async (request, reply) => {
    const { assessmentId, responseId } = request.params;
    const { name, pdf } = await exportResponsePdf(app.db, requireSignedInUser(request), assessmentId, responseId);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${archiveFileName(name, 'pdf')}"`)
      .send(pdf);
  });
};

export default assessmentResults;
