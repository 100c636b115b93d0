/**
 * /api/comments: list (by project, module, commentable), create (needs project write), update (author
 * only), destroy (author or project admin; soft delete) and POST mark_read.json.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireAuth, requireSignedInUser } from '../auth/auth-context';
import { createComment, destroyComment, listComments, markCommentsRead, updateComment } from '../domain/comments';
import { assertWorkspaceUser } from '../domain/workspace-access';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { IdSchema } from '../schemas/resource-schema';
import {
  CommentCreateSchema,
  CommentListQuerySchema,
  CommentSchema,
  CommentUpdateSchema,
  MarkReadAnswerSchema,
  MarkReadSchema,
} from '../schemas/sharing-schema';

const tags = ['comments'];

const commentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', async (request) => assertWorkspaceUser(requireAuth(request)));

  for (const { url, hide } of routeForms('/comments.json')) {
    app.get(url, {
      schema: {
        tags,
        summary: 'Comments of a project, optionally of one module or one commented thing, oldest first',
        querystring: CommentListQuerySchema,
        response: { 200: Type.Array(CommentSchema), ...errorResponses },
        hide,
      },
    }, async (request) => listComments(app.db, requireAuth(request), request.query));
    app.post(url, {
      schema: { tags, summary: 'Comment or reply (needs project write)', body: CommentCreateSchema, response: { 201: CommentSchema, ...errorResponses }, hide },
    }, async (request, reply) => reply.status(201).send(await createComment(app.db, requireSignedInUser(request), request.body)));
  }

  for (const { url, hide } of routeForms('/comments/mark_read.json')) {
    app.post(url, {
      schema: { tags, summary: 'Mark comments read for you; answers the ids marked', body: MarkReadSchema, response: { 200: MarkReadAnswerSchema, ...errorResponses }, hide },
    }, async (request) => markCommentsRead(app.db, requireSignedInUser(request), request.body.ids));
  }

  const params = Type.Object({ id: IdSchema });
  for (const { url, hide } of routeForms('/comments/:id.json')) {
    app.put(url, {
      schema: { tags, summary: 'Edit your own comment', params, body: CommentUpdateSchema, response: { 200: CommentSchema, ...errorResponses }, hide },
    }, async (request) => updateComment(app.db, requireSignedInUser(request), request.params.id, request.body));
    app.delete(url, {
      schema: { tags, summary: 'Delete a comment (author or project admin); its replies stay', params, response: { 200: CommentSchema, ...errorResponses }, hide },
    }, async (request) => destroyComment(app.db, requireSignedInUser(request), request.params.id));
  }
};

export default commentRoutes;
