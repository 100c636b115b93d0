/**
 * A module's version history: GET /api/modules/{moduleId}/revisions (groups by user and minute, newest
 * first, paged by revision), GET .../revisions/{id} (what changed) and POST .../revisions/{id}/restore.json
 * (the content as it was then, as one new revision). Readers see the history; restoring needs module write.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireAuth } from '../auth/auth-context';
import { getModuleRevision, listModuleRevisions, MAX_REVISIONS_PER_PAGE, REVISIONS_PER_PAGE } from '../domain/module-revisions/revision-reads';
import { restoreModuleRevision } from '../domain/module-revisions/revision-restore';
import { assertWorkspaceUser } from '../domain/workspace-access';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { ModuleRevisionDetailSchema, ModuleRevisionPageSchema, RestoreAnswerSchema } from '../schemas/module-revision-schema';
import { IdSchema } from '../schemas/resource-schema';

const tags = ['module history'];
const ModuleIdParams = Type.Object({ moduleId: IdSchema });
const RevisionParams = Type.Object({ moduleId: IdSchema, id: IdSchema });

const moduleRevisions: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', async (request) => assertWorkspaceUser(requireAuth(request)));

  for (const { url, hide } of routeForms('/modules/:moduleId/revisions.json')) {
    app.get(url, {
      schema: {
        tags,
        summary: "The module's revisions, newest first, grouped by user and minute (needs read)",
        params: ModuleIdParams,
        querystring: Type.Object({
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000000 })),
          per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_REVISIONS_PER_PAGE, description: `Revisions per page; default ${REVISIONS_PER_PAGE}.` })),
        }),
        response: { 200: ModuleRevisionPageSchema, ...errorResponses },
        hide,
      },
    }, async (request) => listModuleRevisions(app.db, requireAuth(request), request.params.moduleId, request.query));
  }

  for (const { url, hide } of routeForms('/modules/:moduleId/revisions/:id.json')) {
    app.get(url, {
      schema: {
        tags,
        summary: 'What a revision changed: items added, removed and changed, with their fields before and after (needs read)',
        params: RevisionParams,
        response: { 200: ModuleRevisionDetailSchema, ...errorResponses },
        hide,
      },
    }, async (request) => getModuleRevision(app.db, requireAuth(request), request.params.moduleId, request.params.id));
  }

  for (const { url, hide } of routeForms('/modules/:moduleId/revisions/:id/restore.json')) {
    app.post(url, {
      schema: {
        tags,
        summary: "Restore the module's content as it was right after this revision, as one new revision (needs write; module unlocked)",
        params: RevisionParams,
        response: { 200: RestoreAnswerSchema, ...errorResponses },
        hide,
      },
    }, async (request) => restoreModuleRevision(app.db, requireAuth(request), request.params.moduleId, request.params.id));
  }
};

export default moduleRevisions;
