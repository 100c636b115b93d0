/**
 * Copies (server/domain/project-copies.ts): a project from a template or example, a clone, a template or
 * example from a project, a section and a module. Bodies: {name?}. Answers the new resource with 201.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireAuth } from '../auth/auth-context';
import { fileStorage } from '../storage';
import { cloneModule, cloneSection, copyProject, type CopyKind } from '../domain/project-copies';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { ProjectModuleSchema } from '../schemas/project-module-schema';
import { ProjectSchema } from '../schemas/project-schema';
import { IdSchema } from '../schemas/resource-schema';
import { SectionSchema } from '../schemas/section-schema';

const tags = ['projects'];

const CopyBodySchema = Type.Union([
  Type.Object(
    { name: Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '\\S', description: 'Default: the source’s name (with “(copy)” for clones).' })) },
    { additionalProperties: false },
  ),
  Type.Null(),
]);

const PROJECT_COPIES: Array<{ path: string; kind: CopyKind; summary: string }> = [
  { path: '/projects/:id/create_project_from.json', kind: 'project_from', summary: 'A new project from a template or example (company write)' },
  { path: '/projects/:id/clone.json', kind: 'clone', summary: 'Clone a readable project with its content (company write)' },
  { path: '/projects/:id/create_template_from.json', kind: 'template_from', summary: 'A new unpublished template from a project (project admin)' },
  { path: '/projects/:id/create_sample_from.json', kind: 'sample_from', summary: 'A new unpublished example from a project (project admin)' },
];

const copies: FastifyPluginAsyncTypebox = async (app) => {
  for (const { path, kind, summary } of PROJECT_COPIES) {
    for (const { url, hide } of routeForms(path)) {
      app.post(url, {
        schema: {
          tags,
          summary,
          params: Type.Object({ id: IdSchema }),
          body: Type.Optional(CopyBodySchema),
          response: { 201: ProjectSchema, ...errorResponses },
          hide,
        },
      }, async (request, reply) =>
        reply.status(201).send(await copyProject(app.db, fileStorage(app), requireAuth(request), request.params.id, kind, request.body?.name)));
    }
  }

  for (const { url, hide } of routeForms('/projects/:projectId/sections/:sectionId/clone.json')) {
    app.post(url, {
      schema: {
        tags: ['sections'],
        summary: 'Copy a section with its modules and content; the copy goes last (project write)',
        params: Type.Object({ projectId: IdSchema, sectionId: IdSchema }),
        response: { 201: SectionSchema, ...errorResponses },
        hide,
      },
    }, async (request, reply) =>
      reply.status(201).send(await cloneSection(app.db, fileStorage(app), requireAuth(request), request.params.projectId, request.params.sectionId)));
  }

  for (const { url, hide } of routeForms('/projects/:projectId/project_scenario_modules/:moduleId/clone.json')) {
    app.post(url, {
      schema: {
        tags: ['modules'],
        summary: 'Copy a module with its content; the copy goes last in its section, unlocked (project write)',
        params: Type.Object({ projectId: IdSchema, moduleId: IdSchema }),
        response: { 201: ProjectModuleSchema, ...errorResponses },
        hide,
      },
    }, async (request, reply) =>
      reply.status(201).send(await cloneModule(app.db, fileStorage(app), requireAuth(request), request.params.projectId, request.params.moduleId)));
  }
};

export default copies;
