/**
 * Answering and reading answers, under /api/assessments/{assessmentId}/: current_response (the caller's
 * own, GET and PUT) with current_response/answers, and responses (admins: all; anyone: their own) with
 * their answers and answer_options.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireSignedInUser } from '../auth/auth-context';
import {
  destroyResponse,
  getResponse,
  getResponseAnswer,
  listResponseAnswerOptions,
  listResponseAnswers,
  listResponses,
} from '../domain/assessments/assessment-responses';
import { getCurrentResponse, listCurrentAnswers, updateCurrentResponse } from '../domain/assessments/current-response';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import {
  AnswerOptionSchema,
  AnswerSchema,
  AssessmentParamsSchema,
  CurrentResponseSchema,
  CurrentResponseUpdateSchema,
  ResponseChildParamsSchema,
  ResponseParamsSchema,
  ResponseSchema,
} from '../schemas/assessment-schema';

const tags = ['assessments'];

const assessmentResponses: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', async (request) => void requireSignedInUser(request));
  const base = '/assessments/:assessmentId';

  for (const { url, hide } of routeForms(`${base}/current_response.json`)) {
    app.get(url, {
      schema: {
        tags,
        summary: 'The caller’s own response with its answers, created on first use while the assessment takes answers (needs read)',
        params: AssessmentParamsSchema,
        response: { 200: CurrentResponseSchema, ...errorResponses },
        hide,
      },
    }, async (request) => getCurrentResponse(app.db, requireSignedInUser(request), request.params.assessmentId));
    app.put(url, {
      schema: {
        tags,
        summary: 'Save answers (the same twice changes nothing), submit (required shown questions answered) or reopen; 409 once closed or submitted',
        params: AssessmentParamsSchema,
        body: CurrentResponseUpdateSchema,
        response: { 200: CurrentResponseSchema, ...errorResponses },
        hide,
      },
    }, async (request) => updateCurrentResponse(app.db, requireSignedInUser(request), request.params.assessmentId, request.body));
  }

  for (const { url, hide } of routeForms(`${base}/current_response/answers.json`)) {
    app.get(url, {
      schema: { tags, summary: 'The caller’s own answers ([] before their first)', params: AssessmentParamsSchema, response: { 200: Type.Array(AnswerSchema), ...errorResponses }, hide },
    }, async (request) => listCurrentAnswers(app.db, requireSignedInUser(request), request.params.assessmentId));
  }

  for (const { url, hide } of routeForms(`${base}/responses.json`)) {
    app.get(url, {
      schema: {
        tags,
        summary: 'Everyone’s responses with progress and section scores (needs admin; nobody is named on anonymous assessments)',
        params: AssessmentParamsSchema,
        response: { 200: Type.Array(ResponseSchema), ...errorResponses },
        hide,
      },
    }, async (request) => listResponses(app.db, requireSignedInUser(request), request.params.assessmentId));
  }

  for (const { url, hide } of routeForms(`${base}/responses/:responseId.json`)) {
    app.get(url, {
      schema: { tags, summary: 'One response (admins, or its author)', params: ResponseParamsSchema, response: { 200: ResponseSchema, ...errorResponses }, hide },
    }, async (request) => getResponse(app.db, requireSignedInUser(request), request.params.assessmentId, request.params.responseId));
    app.delete(url, {
      schema: { tags, summary: 'Remove a response and its answers (needs admin)', params: ResponseParamsSchema, response: { 204: Type.Null(), ...errorResponses }, hide },
    }, async (request, reply) => {
      await destroyResponse(app.db, requireSignedInUser(request), request.params.assessmentId, request.params.responseId);
      return reply.status(204).send(null);
    });
  }

  for (const { url, hide } of routeForms(`${base}/responses/:responseId/answers.json`)) {
    app.get(url, {
      schema: { tags, summary: 'A response’s answers (admins, or its author)', params: ResponseParamsSchema, response: { 200: Type.Array(AnswerSchema), ...errorResponses }, hide },
    }, async (request) => listResponseAnswers(app.db, requireSignedInUser(request), request.params.assessmentId, request.params.responseId));
  }

  for (const { url, hide } of routeForms(`${base}/responses/:responseId/answers/:id.json`)) {
    app.get(url, {
      schema: { tags, summary: 'One answer of a response (admins, or its author)', params: ResponseChildParamsSchema, response: { 200: AnswerSchema, ...errorResponses }, hide },
    }, async (request) =>
      getResponseAnswer(app.db, requireSignedInUser(request), request.params.assessmentId, request.params.responseId, request.params.id));
  }

  for (const { url, hide } of routeForms(`${base}/responses/:responseId/answer_options.json`)) {
    app.get(url, {
      schema: {
        tags,
        summary: 'The options chosen in a response’s answers (admins, or its author)',
        params: ResponseParamsSchema,
        response: { 200: Type.Array(AnswerOptionSchema), ...errorResponses },
        hide,
      },
    }, async (request) => listResponseAnswerOptions(app.db, requireSignedInUser(request), request.params.assessmentId, request.params.responseId));
  }
};

export default assessmentResponses;
