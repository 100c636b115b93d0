/**
 * GET and PUT /api/current_user/preferences/{key}.json: a remembered choice of the signed-in user (the
 * host keeps `home-list`: {view, order, direction}). Never set: value null.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireAuth } from '../auth/auth-context';
import { getPreference, putPreference } from '../domain/workspace-lookups';
import { unprocessable } from '../errors';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { PreferenceKeyParamsSchema, PreferencePutSchema, PreferenceSchema } from '../schemas/workspace-schema';

const MAX_PREFERENCE_BYTES = 16 * 1024;

const preferences: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of routeForms('/current_user/preferences/:key.json')) {
    app.get(url, {
      schema: {
        tags: ['current user'],
        summary: 'One of your remembered choices (value null when never set)',
        params: PreferenceKeyParamsSchema,
        response: { 200: PreferenceSchema, ...errorResponses },
        hide,
      },
    }, async (request) => getPreference(app.db, requireAuth(request), request.params.key));

    app.put(url, {
      schema: {
        tags: ['current user'],
        summary: 'Remember a choice (any JSON value up to 16 KB)',
        params: PreferenceKeyParamsSchema,
        body: PreferencePutSchema,
        response: { 200: PreferenceSchema, ...errorResponses },
        hide,
      },
    }, async (request) => {
      const { value } = request.body;
      if (value === undefined) throw unprocessable([{ field: 'value', code: 'required', message: 'is required (null clears it)' }]);
      if (JSON.stringify(value).length > MAX_PREFERENCE_BYTES) {
        throw unprocessable([{ field: 'value', code: 'tooComplex', message: 'is too large (at most 16 KB)' }]);
      }
      return putPreference(app.db, requireAuth(request), request.params.key, value);
    });
  }
};

export default preferences;
