/**
 * Share links, project admins only: /api/projects/{projectId}/project_access_urls (create, list the live
 * ones, revoke) and .../project_scenario_modules/{moduleId}/module_access_urls (the same for one module).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireSignedInUser } from '../auth/auth-context';
import {
  createModuleLink,
  createProjectLink,
  listModuleLinks,
  listProjectLinks,
  revokeModuleLink,
  revokeProjectLink,
} from '../domain/share-links';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { ModuleParamsSchema, ProjectParamsSchema } from '../schemas/resource-schema';
import {
  ModuleAccessUrlParamsSchema,
  ModuleAccessUrlSchema,
  ProjectAccessUrlParamsSchema,
  ProjectAccessUrlSchema,
} from '../schemas/sharing-schema';

const tags = ['share links'];

const shareLinks: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', async (request) => void requireSignedInUser(request));

  const project = '/projects/:projectId/project_access_urls';
  for (const { url, hide } of routeForms(`${project}.json`)) {
    app.get(url, {
      schema: { tags, summary: 'The live share links of a project (needs project admin)', params: ProjectParamsSchema, response: { 200: Type.Array(ProjectAccessUrlSchema), ...errorResponses }, hide },
    }, async (request) => listProjectLinks(app.db, requireSignedInUser(request), request.params.projectId));
    app.post(url, {
      schema: { tags, summary: 'Create a read-only share link to the project (needs project admin)', params: ProjectParamsSchema, response: { 201: ProjectAccessUrlSchema, ...errorResponses }, hide },
    }, async (request, reply) => reply.status(201).send(await createProjectLink(app.db, requireSignedInUser(request), request.params.projectId)));
  }
  for (const { url, hide } of routeForms(`${project}/:accessUrlId.json`)) {
    app.delete(url, {
      schema: { tags, summary: 'Revoke a share link: it stops working at once (needs project admin)', params: ProjectAccessUrlParamsSchema, response: { 200: ProjectAccessUrlSchema, ...errorResponses }, hide },
    }, async (request) => revokeProjectLink(app.db, requireSignedInUser(request), request.params.projectId, request.params.accessUrlId));
  }

  const module = '/projects/:projectId/project_scenario_modules/:moduleId/module_access_urls';
  for (const { url, hide } of routeForms(`${module}.json`)) {
    app.get(url, {
      schema: { tags, summary: 'The live share links of a module (needs project admin)', params: ModuleParamsSchema, response: { 200: Type.Array(ModuleAccessUrlSchema), ...errorResponses }, hide },
    }, async (request) =>
      listModuleLinks(app.db, app.moduleRegistry, requireSignedInUser(request), request.params.projectId, request.params.moduleId));
    app.post(url, {
      schema: { tags, summary: 'Create a read-only share link (and embed link) to one module (needs project admin)', params: ModuleParamsSchema, response: { 201: ModuleAccessUrlSchema, ...errorResponses }, hide },
    }, async (request, reply) =>
      reply.status(201).send(
        await createModuleLink(app.db, app.moduleRegistry, requireSignedInUser(request), request.params.projectId, request.params.moduleId),
      ));
  }
  for (const { url, hide } of routeForms(`${module}/:accessUrlId.json`)) {
    app.delete(url, {
      schema: { tags, summary: 'Revoke a module share link (needs project admin)', params: ModuleAccessUrlParamsSchema, response: { 200: ModuleAccessUrlSchema, ...errorResponses }, hide },
    }, async (request) =>
      revokeModuleLink(
        app.db,
        app.moduleRegistry,
        requireSignedInUser(request),
        request.params.projectId,
        request.params.moduleId,
        request.params.accessUrlId,
      ));
  }
};

export default shareLinks;
