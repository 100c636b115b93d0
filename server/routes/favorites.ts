/** POST and DELETE /api/projects/{id}/favorite.json: mark a readable project as your favourite, or not. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireAuth } from '../auth/auth-context';
import { setFavorite } from '../domain/workspace-lookups';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { ProjectIdParamsSchema, ProjectSchema } from '../schemas/project-schema';

const tags = ['projects'];

const favorites: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of routeForms('/projects/:id/favorite.json')) {
    app.post(url, {
      schema: {
        tags,
        summary: 'Mark the project as your favourite (needs project read); answers the project',
        params: ProjectIdParamsSchema,
        response: { 200: ProjectSchema, ...errorResponses },
        hide,
      },
    }, async (request) => setFavorite(app.db, requireAuth(request), request.params.id, true));

    app.delete(url, {
      schema: {
        tags,
        summary: 'Unmark the project as your favourite; answers the project',
        params: ProjectIdParamsSchema,
        response: { 200: ProjectSchema, ...errorResponses },
        hide,
      },
    }, async (request) => setFavorite(app.db, requireAuth(request), request.params.id, false));
  }
};

export default favorites;
