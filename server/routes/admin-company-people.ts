/**
 * A company's people, teams and removed projects as the system admin handles them:
 * POST /api/admin/companies/{id}/users/import_users_csv.json and roles/import_roles_csv.json (multipart
 * field `file`; ?dry_run=true previews), GET roles.json, GET projects/removed_projects.json and
 * PUT projects/{projectId}.json (restore). The company's people are GET /api/admin/users.json?company_id=.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireSystemAdmin } from '../auth/auth-context';
import { removeCompanyUser } from '../domain/administration/remove-company-user';
import { loadCompany } from '../domain/administration/admin-companies';
import { listRemovedProjects, REMOVED_PROJECT_SORTS, restoreRemovedProject } from '../domain/administration/removed-projects';
import { importTeamsCsv, listCompanyTeams } from '../domain/administration/teams-csv-import';
import { importUsersCsv } from '../domain/administration/users-csv-import';
import { routeForms } from '../route-forms';
import {
  AdminTeamSchema,
  CompanyIdParamsSchema,
  CompanyUserParamsSchema,
  RemoveCompanyUserSchema,
  CompanyProjectParamsSchema,
  CsvImportQuerySchema,
  CsvImportReportSchema,
  RemovedProjectSchema,
} from '../schemas/admin-accounts-schema';
import { adminPageOf, adminPageQuerySchema, adminPageSchema } from '../schemas/admin-page-schema';
import { errorResponses } from '../schemas/api-schemas';
import { readUpload } from '../uploads';
import { IMPORT_UPLOAD_RULES } from './registry-io';

const tags = ['system admin'];
const importResponse = { 200: CsvImportReportSchema, ...errorResponses };

const adminCompanyPeople: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of routeForms('/admin/companies/:companyId/users/import_users_csv.json')) {
    app.post(url, {
      schema: {
        tags,
        summary: 'Invite people from a CSV (columns name, email, role, optional licence yes/no); answers every row with its errors; rows with errors are skipped',
        params: CompanyIdParamsSchema,
        querystring: CsvImportQuerySchema,
        response: importResponse,
        hide,
      },
    }, async (request) => {
      const auth = requireSystemAdmin(request);
      await loadCompany(app.db, request.params.companyId);
      const upload = await readUpload(request, IMPORT_UPLOAD_RULES);
      return importUsersCsv(app, auth, request.params.companyId, upload.data, request.query.dry_run ?? false);
    });
  }

  for (const { url, hide } of routeForms('/admin/companies/:companyId/roles.json')) {
    app.get(url, { schema: { tags, summary: 'The company’s teams with their members', params: CompanyIdParamsSchema, response: { 200: Type.Array(AdminTeamSchema), ...errorResponses }, hide } }, async (request) => {
      requireSystemAdmin(request);
      return listCompanyTeams(app.db, request.params.companyId);
    });
  }

  for (const { url, hide } of routeForms('/admin/companies/:companyId/roles/import_roles_csv.json')) {
    app.post(url, {
      schema: {
        tags,
        summary: 'Create teams and add members from a CSV (columns team, members: emails separated by ";"); answers every row with its errors; rows with errors are skipped',
        params: CompanyIdParamsSchema,
        querystring: CsvImportQuerySchema,
        response: importResponse,
        hide,
      },
    }, async (request) => {
      const auth = requireSystemAdmin(request);
      await loadCompany(app.db, request.params.companyId);
      const upload = await readUpload(request, IMPORT_UPLOAD_RULES);
      return importTeamsCsv(app.db, auth, request.params.companyId, upload.data, request.query.dry_run ?? false);
    });
  }

  for (const { url, hide } of routeForms('/admin/companies/:companyId/projects/removed_projects.json')) {
    app.get(url, {
      schema: { tags, summary: 'A page of the company’s removed projects', params: CompanyIdParamsSchema, querystring: adminPageQuerySchema(REMOVED_PROJECT_SORTS), response: { 200: adminPageSchema(RemovedProjectSchema), ...errorResponses }, hide },
    }, async (request) => {
      requireSystemAdmin(request);
      await loadCompany(app.db, request.params.companyId);
      return listRemovedProjects(app.db, adminPageOf(request.query, 'deleted_at'), request.params.companyId);
    });
  }

  for (const { url, hide } of routeForms('/admin/companies/:companyId/projects/:projectId.json')) {
    app.put(url, {
      schema: { tags, summary: 'Restore a removed project of the company', params: CompanyProjectParamsSchema, response: { 200: RemovedProjectSchema, ...errorResponses }, hide },
    }, async (request) => restoreRemovedProject(app.db, requireSystemAdmin(request), request.params.projectId, request.params.companyId));
  }

  for (const { url, hide } of routeForms('/admin/companies/:companyId/users/:userId.json')) {
    app.put(url, {
      schema: {
        tags,
        summary: 'Take a person out of the company with {"removed": true}: their projects pass to a company admin, their licence is freed, they can no longer sign in',
        params: CompanyUserParamsSchema,
        body: RemoveCompanyUserSchema,
        response: { 204: Type.Null(), ...errorResponses },
        hide,
      },
    }, async (request, reply) => {
      const auth = requireSystemAdmin(request);
      await app.db.transaction((tx) => removeCompanyUser(tx, auth, request.params.companyId, request.params.userId));
      return reply.status(204).send(null);
    });
  }
};

export default adminCompanyPeople;
