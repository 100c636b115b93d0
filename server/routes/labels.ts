/**
 * /api/labels: the company's labels (or one project's with project_id). Creating needs company write;
 * project_id on create also assigns the label. Renaming, recolouring, deleting and restoring a deleted
 * label need its creator or a company admin. Projects take label_ids on update.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireAuth } from '../auth/auth-context';
import { createLabel, destroyLabel, listLabels, restoreLabel, updateLabel } from '../domain/labels';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { LabelCreateSchema, LabelIdParamsSchema, LabelListQuerySchema, LabelSchema, LabelUpdateSchema } from '../schemas/workspace-schema';

const tags = ['labels'];

const labelRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of routeForms('/labels.json')) {
    app.get(url, {
      schema: {
        tags,
        summary: 'The company’s labels by name, or those of one project (project_id)',
        querystring: LabelListQuerySchema,
        response: { 200: Type.Array(LabelSchema), ...errorResponses },
        hide,
      },
    }, async (request) => listLabels(app.db, requireAuth(request), request.query.project_id));

    app.post(url, {
      schema: {
        tags,
        summary: 'Create a label (needs company write); with project_id also assign it (needs project write)',
        body: LabelCreateSchema,
        response: { 201: LabelSchema, ...errorResponses },
        hide,
      },
    }, async (request, reply) => reply.status(201).send(await createLabel(app.db, requireAuth(request), request.body)));
  }

  for (const { url, hide } of routeForms('/labels/:id.json')) {
    app.put(url, {
      schema: {
        tags,
        summary: 'Rename or recolour a label (needs its creator or a company admin)',
        params: LabelIdParamsSchema,
        body: LabelUpdateSchema,
        response: { 200: LabelSchema, ...errorResponses },
        hide,
      },
    }, async (request) => updateLabel(app.db, requireAuth(request), request.params.id, request.body));

    app.delete(url, {
      schema: {
        tags,
        summary: 'Delete a label everywhere (needs its creator or a company admin); answers the deleted label',
        params: LabelIdParamsSchema,
        response: { 200: LabelSchema, ...errorResponses },
        hide,
      },
    }, async (request) => destroyLabel(app.db, requireAuth(request), request.params.id));
  }

  for (const { url, hide } of routeForms('/labels/:id/restore.json')) {
    app.post(url, {
      schema: {
        tags,
        summary: 'Undo the deletion of a label: the same label again, on the projects that carried it',
        params: LabelIdParamsSchema,
        response: { 200: LabelSchema, ...errorResponses },
        hide,
      },
    }, async (request) => restoreLabel(app.db, requireAuth(request), request.params.id));
  }
};

export default labelRoutes;
