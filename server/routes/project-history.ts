/** GET /api/projects/{id}/project_history_events.json?page&per_page → {items, total}, newest first (project read). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireAuth } from '../auth/auth-context';
import { HISTORY_PER_PAGE, listProjectHistory, MAX_HISTORY_PER_PAGE } from '../domain/project-history';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { ProjectIdParamsSchema } from '../schemas/project-schema';

const HistoryEventSchema = Type.Object({
  id: Type.Integer(),
  action: Type.String(),
  subject_type: Type.String(),
  subject_id: Type.Union([Type.Integer(), Type.Null()]),
  summary: Type.String(),
  module_id: Type.Union([Type.Integer(), Type.Null()], { description: 'The module whose version history the event links to' }),
  user: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});

const projectHistory: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of routeForms('/projects/:id/project_history_events.json')) {
    app.get(url, {
      schema: {
        tags: ['projects'],
        summary: 'Who changed what in the project, newest first',
        params: ProjectIdParamsSchema,
        querystring: Type.Object({
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000000 })),
          per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_HISTORY_PER_PAGE, description: `Default ${HISTORY_PER_PAGE}.` })),
        }),
        response: { 200: Type.Object({ items: Type.Array(HistoryEventSchema), total: Type.Integer() }), ...errorResponses },
        hide,
      },
    }, async (request) => listProjectHistory(app.db, requireAuth(request), request.params.id, request.query));
  }
};

export default projectHistory;
