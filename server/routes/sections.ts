/** /api/projects/{projectId}/sections: list, get, create, update, destroy, update_positions. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireAuth } from '../auth/auth-context';
import {
  createSection,
  destroySection,
  getSection,
  listSections,
  reorderSections,
  updateSection,
} from '../domain/sections';
import { assertWorkspaceUser } from '../domain/workspace-access';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { ProjectParamsSchema, UpdatePositionsSchema } from '../schemas/resource-schema';
import { SectionCreateSchema, SectionParamsSchema, SectionSchema, SectionUpdateSchema } from '../schemas/section-schema';

const tags = ['sections'];
const BASE = '/projects/:projectId/sections';

const sections: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', async (request) => assertWorkspaceUser(requireAuth(request)));

  for (const { url, hide } of routeForms(`${BASE}.json`)) {
    app.get(url, {
      schema: {
        tags,
        summary: "A project's sections, by position",
        params: ProjectParamsSchema,
        response: { 200: Type.Array(SectionSchema), ...errorResponses },
        hide,
      },
    }, async (request) => listSections(app.db, requireAuth(request), request.params.projectId));

    app.post(url, {
      schema: {
        tags,
        summary: 'Add a section, last unless a position is given (needs project write)',
        params: ProjectParamsSchema,
        body: SectionCreateSchema,
        response: { 201: SectionSchema, ...errorResponses },
        hide,
      },
    }, async (request, reply) =>
      reply.status(201).send(await createSection(app.db, requireAuth(request), request.params.projectId, request.body)));
  }

  for (const { url, hide } of routeForms(`${BASE}/update_positions.json`)) {
    app.post(url, {
      schema: {
        tags,
        summary: 'Reorder all sections of the project: positions become 0..n-1 (needs project write)',
        params: ProjectParamsSchema,
        body: UpdatePositionsSchema,
        response: { 200: Type.Array(SectionSchema), ...errorResponses },
        hide,
      },
    }, async (request) => reorderSections(app.db, requireAuth(request), request.params.projectId, request.body));
  }

  for (const { url, hide } of routeForms(`${BASE}/:id.json`)) {
    app.get(url, {
      schema: { tags, summary: 'A section', params: SectionParamsSchema, response: { 200: SectionSchema, ...errorResponses }, hide },
    }, async (request) => getSection(app.db, requireAuth(request), request.params.projectId, request.params.id));

    app.put(url, {
      schema: {
        tags,
        summary: 'Rename or move a section (needs project write)',
        params: SectionParamsSchema,
        body: SectionUpdateSchema,
        response: { 200: SectionSchema, ...errorResponses },
        hide,
      },
    }, async (request) =>
      updateSection(app.db, requireAuth(request), request.params.projectId, request.params.id, request.body));

    app.delete(url, {
      schema: {
        tags,
        summary: 'Delete a section; its modules stay, outside any section (needs project write)',
        params: SectionParamsSchema,
        response: { 200: SectionSchema, ...errorResponses },
        hide,
      },
    }, async (request) => destroySection(app.db, requireAuth(request), request.params.projectId, request.params.id));
  }
};

export default sections;
