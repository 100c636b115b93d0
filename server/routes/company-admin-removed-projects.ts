/** The company's removed projects: GET /api/company_admin/removed_projects, restore (PUT) and delete for good (DELETE). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireAuth } from '../auth/auth-context';
import { companyAdminCompanyId } from '../domain/administration/company-admin-access';
import { pageRemovedProjects, purgeRemovedProject, REMOVED_PROJECT_SORTS } from '../domain/administration/company-removed-projects';
import { restoreRemovedProject } from '../domain/administration/removed-projects';
import { routeForms } from '../route-forms';
import { adminPageQuerySchema, adminPageSchema } from '../schemas/admin-page-schema';
import { errorResponses } from '../schemas/api-schemas';
import { CompanyAdminIdParamsSchema, ProjectRefSchema, RemovedProjectSchema } from '../schemas/company-admin-schema';
import { fileStorage } from '../storage';

const tags = ['company admin'];
const RemovedQuerySchema = adminPageQuerySchema(REMOVED_PROJECT_SORTS);

const companyAdminRemovedProjects: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of routeForms('/company_admin/removed_projects.json')) {
    app.get(url, {
      schema: { tags, summary: 'Your company’s removed projects, paged and searched by name', querystring: RemovedQuerySchema, response: { 200: adminPageSchema(RemovedProjectSchema), ...errorResponses }, hide },
    }, async (request) => pageRemovedProjects(app.db, companyAdminCompanyId(requireAuth(request)), request.query));
  }
  for (const { url, hide } of routeForms('/company_admin/removed_projects/:id.json')) {
    app.put(url, {
      schema: { tags, summary: 'Restore a removed project as it was', params: CompanyAdminIdParamsSchema, response: { 200: ProjectRefSchema, ...errorResponses }, hide },
    }, async (request) => {
      const auth = requireAuth(request);
      return restoreRemovedProject(app.db, auth, request.params.id, companyAdminCompanyId(auth));
    });
    app.delete(url, {
      schema: { tags, summary: 'Delete a removed project for good, with its modules, content and files', params: CompanyAdminIdParamsSchema, response: { 200: ProjectRefSchema, ...errorResponses }, hide },
    }, async (request) => {
      const auth = requireAuth(request);
      return purgeRemovedProject(app.db, fileStorage(app), auth, companyAdminCompanyId(auth), request.params.id);
    });
  }
};

export default companyAdminRemovedProjects;
