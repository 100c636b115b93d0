/**
 * /api/assessments: the list of those the caller may read, create (company write), get, update (write)
 * and delete (admin). Who may do what: server/domain/assessments/assessment-access.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireSignedInUser } from '../auth/auth-context';
import {
  createAssessment,
  describeAssessment,
  destroyAssessment,
  listAssessments,
  updateAssessment,
} from '../domain/assessments/assessment-store';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import {
  AssessmentCreateSchema,
  AssessmentListQuerySchema,
  AssessmentParamsSchema,
  AssessmentSchema,
  AssessmentUpdateSchema,
} from '../schemas/assessment-schema';

const tags = ['assessments'];

const assessments: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', async (request) => void requireSignedInUser(request));

  for (const { url, hide } of routeForms('/assessments.json')) {
    app.get(url, {
      schema: {
        tags,
        summary: 'The assessments the caller may answer or manage, newest change first',
        querystring: AssessmentListQuerySchema,
        response: { 200: Type.Array(AssessmentSchema), ...errorResponses },
        hide,
      },
    }, async (request) => listAssessments(app.db, requireSignedInUser(request), request.query));
    app.post(url, {
      schema: {
        tags,
        summary: 'Create an assessment (needs company write; the creator becomes its admin)',
        body: AssessmentCreateSchema,
        response: { 201: AssessmentSchema, ...errorResponses },
        hide,
      },
    }, async (request, reply) => reply.status(201).send(await createAssessment(app.db, requireSignedInUser(request), request.body)));
  }

  for (const { url, hide } of routeForms('/assessments/:assessmentId.json')) {
    app.get(url, {
      schema: { tags, summary: 'One assessment', params: AssessmentParamsSchema, response: { 200: AssessmentSchema, ...errorResponses }, hide },
    }, async (request) => describeAssessment(app.db, requireSignedInUser(request), request.params.assessmentId));
    app.put(url, {
      schema: {
        tags,
        summary: 'Change an assessment’s name, description, status, window or anonymity (needs write)',
        params: AssessmentParamsSchema,
        body: AssessmentUpdateSchema,
        response: { 200: AssessmentSchema, ...errorResponses },
        hide,
      },
    }, async (request) => updateAssessment(app.db, requireSignedInUser(request), request.params.assessmentId, request.body));
    app.delete(url, {
      schema: {
        tags,
        summary: 'Delete an assessment with its structure and responses (needs admin)',
        params: AssessmentParamsSchema,
        response: { 204: Type.Null(), ...errorResponses },
        hide,
      },
    }, async (request, reply) => {
      await destroyAssessment(app.db, requireSignedInUser(request), request.params.assessmentId);
      return reply.status(204).send(null);
    });
  }
};

export default assessments;
