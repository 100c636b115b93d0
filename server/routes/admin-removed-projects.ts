/**
 * Removed projects across companies (/api/admin/removed_projects): a page of them (search by name, sort by
 * removal date, name or company) and PUT /{projectId}.json to restore one. System admins only.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireSystemAdmin } from '../auth/auth-context';
import { listRemovedProjects, REMOVED_PROJECT_SORTS, restoreRemovedProject } from '../domain/administration/removed-projects';
import { routeForms } from '../route-forms';
import { RemovedProjectParamsSchema, RemovedProjectSchema } from '../schemas/admin-accounts-schema';
import { adminPageOf, adminPageQuerySchema, adminPageSchema } from '../schemas/admin-page-schema';
import { errorResponses } from '../schemas/api-schemas';

const tags = ['system admin'];

const adminRemovedProjects: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of routeForms('/admin/removed_projects.json')) {
    app.get(url, {
      schema: { tags, summary: 'A page of removed projects of every company', querystring: adminPageQuerySchema(REMOVED_PROJECT_SORTS), response: { 200: adminPageSchema(RemovedProjectSchema), ...errorResponses }, hide },
    }, async (request) => {
      requireSystemAdmin(request);
      return listRemovedProjects(app.db, adminPageOf(request.query, 'deleted_at'));
    });
  }

  for (const { url, hide } of routeForms('/admin/removed_projects/:projectId.json')) {
    app.put(url, {
      schema: { tags, summary: 'Restore a removed project', params: RemovedProjectParamsSchema, response: { 200: RemovedProjectSchema, ...errorResponses }, hide },
    }, async (request) => restoreRemovedProject(app.db, requireSystemAdmin(request), request.params.projectId));
  }
};

export default adminRemovedProjects;
