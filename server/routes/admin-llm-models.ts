/**
 * Language models for system admins (/admin/llm-models, data-layer.md §7): /api/admin/llm_models list, get,
 * create, update and destroy, and POST /{id}/test_connection.json. API keys go in and never come back.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireSystemAdmin } from '../auth/auth-context';
import { createLlmModel, destroyLlmModel, listLlmModels, readLlmModel, updateLlmModel } from '../domain/language-models/llm-models';
import { testLlmConnection } from '../domain/language-models/test-connection';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { LlmConnectionTestSchema, LlmModelCreateSchema, LlmModelIdParamsSchema, LlmModelSchema, LlmModelUpdateSchema } from '../schemas/llm-model-schema';

const tags = ['system admin'];
const modelResponse = { 200: LlmModelSchema, ...errorResponses };
const systemAdmin = (request: Parameters<typeof requireSystemAdmin>[0]) => requireSystemAdmin(request, 'Only system administrators manage language models.');
const BASE = '/admin/llm_models';

const adminLlmModels: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of routeForms(`${BASE}.json`)) {
    app.get(url, {
      schema: { tags, summary: 'Every language model, by purpose and name (system admins)', response: { 200: Type.Array(LlmModelSchema), ...errorResponses }, hide },
    }, async (request) => {
      systemAdmin(request);
      return listLlmModels(app.db);
    });
    app.post(url, {
      schema: { tags, summary: 'Add a language model; its API key is stored encrypted and never answered', body: LlmModelCreateSchema, response: { 201: LlmModelSchema, ...errorResponses }, hide },
    }, async (request, reply) => {
      systemAdmin(request);
      return reply.status(201).send(await createLlmModel(app, request.body));
    });
  }

  for (const { url, hide } of routeForms(`${BASE}/:id.json`)) {
    app.get(url, {
      schema: { tags, summary: 'One language model', params: LlmModelIdParamsSchema, response: modelResponse, hide },
    }, async (request) => {
      systemAdmin(request);
      return readLlmModel(app.db, request.params.id);
    });
    app.put(url, {
      schema: { tags, summary: 'Change a language model (an absent api_key keeps the stored one)', params: LlmModelIdParamsSchema, body: LlmModelUpdateSchema, response: modelResponse, hide },
    }, async (request) => {
      systemAdmin(request);
      return updateLlmModel(app, request.params.id, request.body);
    });
    app.delete(url, {
      schema: { tags, summary: 'Delete a language model; its recorded usage stays', params: LlmModelIdParamsSchema, response: modelResponse, hide },
    }, async (request) => {
      systemAdmin(request);
      return destroyLlmModel(app.db, request.params.id);
    });
  }

  for (const { url, hide } of routeForms(`${BASE}/:id/test_connection.json`)) {
    app.post(url, {
      schema: { tags, summary: 'Call the model with a tiny request: ok, or the upstream error in words', params: LlmModelIdParamsSchema, response: { 200: LlmConnectionTestSchema, ...errorResponses }, hide },
    }, async (request) => {
      systemAdmin(request);
      return testLlmConnection(app, request.params.id);
    });
  }
};

export default adminLlmModels;
