/**
 * /api/projects: the home lists (scope, search, order, paging), quick_index, get, create, update and
 * destroy (soft delete), plus POST /api/current_user/register_viewed_project.json. The rules live in
 * server/domain; these handlers only translate HTTP.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireAuth } from '../auth/auth-context';
import { listProjects, quickIndexProjects } from '../domain/project-list';
import { createProject, destroyProject, getProject, registerViewedProject, updateProject } from '../domain/project-writes';
import { assertWorkspaceUser } from '../domain/workspace-access';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import {
  ProjectCreateSchema,
  ProjectIdParamsSchema,
  ProjectListQuerySchema,
  ProjectPageSchema,
  ProjectSchema,
  ProjectUpdateSchema,
  ProjectViewSchema,
  QuickIndexItemSchema,
  RegisterViewedProjectSchema,
} from '../schemas/project-schema';

const tags = ['projects'];

const projects: FastifyPluginAsyncTypebox = async (app) => {
  // Restricted users hear 403 before their input is even validated.
  app.addHook('preValidation', async (request) => assertWorkspaceUser(requireAuth(request)));

  for (const { url, hide } of routeForms('/projects.json')) {
    app.get(url, {
      schema: {
        tags,
        summary: 'List readable projects: one home list (scope), searched, ordered and paged',
        querystring: ProjectListQuerySchema,
        response: { 200: ProjectPageSchema, ...errorResponses },
        hide,
      },
    }, async (request) => listProjects(app.db, requireAuth(request), request.query));

    app.post(url, {
      schema: {
        tags,
        summary: 'Create a project; the creator becomes its admin (needs company write)',
        body: ProjectCreateSchema,
        response: { 201: ProjectSchema, ...errorResponses },
        hide,
      },
    }, async (request, reply) => reply.status(201).send(await createProject(app.db, requireAuth(request), request.body)));
  }

  for (const { url, hide } of routeForms('/projects/quick_index.json')) {
    app.get(url, {
      schema: {
        tags,
        summary: 'Id and name of every readable project, by name',
        response: { 200: Type.Array(QuickIndexItemSchema), ...errorResponses },
        hide,
      },
    }, async (request) => quickIndexProjects(app.db, requireAuth(request)));
  }

  for (const { url, hide } of routeForms('/projects/:id.json')) {
    app.get(url, {
      schema: { tags, summary: 'A project', params: ProjectIdParamsSchema, response: { 200: ProjectSchema, ...errorResponses }, hide },
    }, async (request) => getProject(app.db, requireAuth(request), request.params.id));

    app.put(url, {
      schema: {
        tags,
        summary: 'Rename or describe a project (needs project write)',
        params: ProjectIdParamsSchema,
        body: ProjectUpdateSchema,
        response: { 200: ProjectSchema, ...errorResponses },
        hide,
      },
    }, async (request) => updateProject(app.db, requireAuth(request), request.params.id, request.body));

    app.delete(url, {
      schema: {
        tags,
        summary: 'Remove a project (soft delete; needs project admin). Answers the removed project.',
        params: ProjectIdParamsSchema,
        response: { 200: ProjectSchema, ...errorResponses },
        hide,
      },
    }, async (request) => destroyProject(app.db, requireAuth(request), request.params.id));
  }

  for (const { url, hide } of routeForms('/current_user/register_viewed_project.json')) {
    app.post(url, {
      schema: {
        tags: ['current user'],
        summary: 'Remember that you viewed a project (feeds the recently viewed list)',
        body: RegisterViewedProjectSchema,
        response: { 200: ProjectViewSchema, ...errorResponses },
        hide,
      },
    }, async (request) => registerViewedProject(app.db, requireAuth(request), request.body.project_id));
  }
};

export default projects;
