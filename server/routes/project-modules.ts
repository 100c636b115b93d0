/**
 * /api/projects/{projectId}/project_scenario_modules: list, get (with type_key), create, update (lock
 * and unlock need project admin), destroy, update_positions.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireAuth } from '../auth/auth-context';
import {
  createModule,
  destroyModule,
  getModule,
  listModules,
  reorderModules,
  updateModule,
} from '../domain/project-modules';
import { assertWorkspaceUser } from '../domain/workspace-access';
import { routeForms } from '../route-forms';
import { fileStorage } from '../storage';
import { errorResponses } from '../schemas/api-schemas';
import {
  ProjectModuleCreateSchema,
  ProjectModuleSchema,
  ProjectModuleUpdateSchema,
} from '../schemas/project-module-schema';
import {
  ModuleParamsSchema,
  ProjectParamsSchema,
  UpdatePositionsSchema,
} from '../schemas/resource-schema';

const tags = ['project modules'];
const BASE = '/projects/:projectId/project_scenario_modules';

const projectModules: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', async (request) => assertWorkspaceUser(requireAuth(request)));

  for (const { url, hide } of routeForms(`${BASE}.json`)) {
    app.get(url, {
      schema: {
        tags,
        summary: "A project's modules: outside sections first, then by section and position",
        params: ProjectParamsSchema,
        response: { 200: Type.Array(ProjectModuleSchema), ...errorResponses },
        hide,
      },
    }, async (request) => listModules(app.db, app.moduleRegistry, requireAuth(request), request.params.projectId));

    app.post(url, {
      schema: {
        tags,
        summary: 'Add a module of a kind (type_key or scenario_module_id), last in its section (needs project write)',
        params: ProjectParamsSchema,
        body: ProjectModuleCreateSchema,
        response: { 201: ProjectModuleSchema, ...errorResponses },
        hide,
      },
    }, async (request, reply) =>
      reply.status(201).send(await createModule(app.db, requireAuth(request), request.params.projectId, request.body)));
  }

  for (const { url, hide } of routeForms(`${BASE}/update_positions.json`)) {
    app.post(url, {
      schema: {
        tags,
        summary: 'Reorder all modules of the project: positions become 0..n-1 (needs project write)',
        params: ProjectParamsSchema,
        body: UpdatePositionsSchema,
        response: { 200: Type.Array(ProjectModuleSchema), ...errorResponses },
        hide,
      },
    }, async (request) => reorderModules(app.db, requireAuth(request), request.params.projectId, request.body));
  }

  for (const { url, hide } of routeForms(`${BASE}/:moduleId.json`)) {
    app.get(url, {
      schema: {
        tags,
        summary: 'A module with its type_key',
        params: ModuleParamsSchema,
        response: { 200: ProjectModuleSchema, ...errorResponses },
        hide,
      },
    }, async (request) => getModule(app.db, requireAuth(request), request.params.projectId, request.params.moduleId));

    app.put(url, {
      schema: {
        tags,
        summary: 'Rename, move or (un)lock a module. A locked module accepts only unlocking; (un)locking needs project admin.',
        params: ModuleParamsSchema,
        body: ProjectModuleUpdateSchema,
        response: { 200: ProjectModuleSchema, ...errorResponses },
        hide,
      },
    }, async (request) =>
      updateModule(app.db, requireAuth(request), request.params.projectId, request.params.moduleId, request.body));

    app.delete(url, {
      schema: {
        tags,
        summary: 'Delete a module and its content (needs project write; not when locked)',
        params: ModuleParamsSchema,
        response: { 200: ProjectModuleSchema, ...errorResponses },
        hide,
      },
    }, async (request) => destroyModule(app.db, fileStorage(app), requireAuth(request), request.params.projectId, request.params.moduleId));
  }
};

export default projectModules;
