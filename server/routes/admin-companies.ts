/**
 * The system admin's companies (/api/admin/companies): a page of them, create, quick_index for pickers,
 * one company (get, edit, delete when empty), clone, logo upload and removal, and its audit log.
 * System admins only (others 403).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { readAccountImageUpload, ACCOUNT_IMAGE_SUMMARY } from '../account-image-upload';
import { requireSystemAdmin } from '../auth/auth-context';
import { replaceCompanyLogo } from '../domain/administration/account-image-changes';
import {
  COMPANY_SORTS,
  createCompany,
  deleteCompany,
  getCompany,
  listCompanies,
  quickIndexCompanies,
  updateCompany,
} from '../domain/administration/admin-companies';
import { listAuditEvents } from '../domain/administration/audit-log';
import { cloneCompany } from '../domain/administration/company-clone';
import { routeForms } from '../route-forms';
import {
  AdminCompanyCreateSchema,
  AdminCompanySchema,
  AdminCompanyUpdateSchema,
  AuditPageQuerySchema,
  AuditPageSchema,
  CompanyCloneSchema,
  CompanyIdParamsSchema,
  CompanyQuickIndexQuerySchema,
  CompanyQuickIndexSchema,
} from '../schemas/admin-accounts-schema';
import { adminPageOf, adminPageQuerySchema, adminPageSchema, ADMIN_PAGE_SIZE } from '../schemas/admin-page-schema';
import { errorResponses } from '../schemas/api-schemas';
import { fileStorage } from '../storage';

const tags = ['system admin'];
const companyResponse = { 200: AdminCompanySchema, ...errorResponses };

const adminCompanies: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of routeForms('/admin/companies.json')) {
    app.get(url, {
      schema: { tags, summary: 'A page of companies with their user counts (search by name)', querystring: adminPageQuerySchema(COMPANY_SORTS), response: { 200: adminPageSchema(AdminCompanySchema), ...errorResponses }, hide },
    }, async (request) => {
      requireSystemAdmin(request);
      return listCompanies(app.db, adminPageOf(request.query, 'name'));
    });
    app.post(url, {
      schema: { tags, summary: 'Create a company', body: AdminCompanyCreateSchema, response: { 201: AdminCompanySchema, ...errorResponses }, hide },
    }, async (request, reply) => {
      const auth = requireSystemAdmin(request);
      const { name, licence_count, trial_ends_at = null, active = true } = request.body;
      return reply.status(201).send(await createCompany(app.db, auth, { name, licence_count, trial_ends_at, active }));
    });
  }

  for (const { url, hide } of routeForms('/admin/companies/quick_index.json')) {
    app.get(url, {
      schema: { tags, summary: 'Companies by name for pickers (at most 50; search by name)', querystring: CompanyQuickIndexQuerySchema, response: { 200: CompanyQuickIndexSchema, ...errorResponses }, hide },
    }, async (request) => {
      requireSystemAdmin(request);
      return quickIndexCompanies(app.db, request.query.search);
    });
  }

  for (const { url, hide } of routeForms('/admin/companies/:companyId.json')) {
    app.get(url, { schema: { tags, summary: 'One company', params: CompanyIdParamsSchema, response: companyResponse, hide } }, async (request) => {
      requireSystemAdmin(request);
      return getCompany(app.db, request.params.companyId);
    });
    app.put(url, {
      schema: { tags, summary: 'Change a company’s name, licence count, trial end or active flag', params: CompanyIdParamsSchema, body: AdminCompanyUpdateSchema, response: companyResponse, hide },
    }, async (request) => updateCompany(app.db, requireSystemAdmin(request), request.params.companyId, request.body));
    app.delete(url, {
      schema: { tags, summary: 'Delete a company without people or projects (else 409)', params: CompanyIdParamsSchema, response: companyResponse, hide },
    }, async (request) => deleteCompany(app.db, requireSystemAdmin(request), request.params.companyId));
  }

  for (const { url, hide } of routeForms('/admin/companies/:companyId/clone.json')) {
    app.post(url, {
      schema: { tags, summary: 'A new company with this one’s settings and mail templates, without its people, projects, logo or sign-in providers', params: CompanyIdParamsSchema, body: CompanyCloneSchema, response: { 201: AdminCompanySchema, ...errorResponses }, hide },
    }, async (request, reply) => {
      const auth = requireSystemAdmin(request);
      return reply.status(201).send(await cloneCompany(app.db, auth, request.params.companyId, request.body?.name));
    });
  }

  for (const { url, hide } of routeForms('/admin/companies/:companyId/upload_logo.json')) {
    app.post(url, {
      schema: { tags, summary: `Replace the company’s logo (${ACCOUNT_IMAGE_SUMMARY})`, params: CompanyIdParamsSchema, response: companyResponse, hide },
    }, async (request) => {
      const auth = requireSystemAdmin(request);
      await getCompany(app.db, request.params.companyId);
      await replaceCompanyLogo(app.db, fileStorage(app), auth, request.params.companyId, await readAccountImageUpload(request));
      return getCompany(app.db, request.params.companyId);
    });
  }

  for (const { url, hide } of routeForms('/admin/companies/:companyId/remove_logo.json')) {
    app.post(url, { schema: { tags, summary: 'Remove the company’s logo', params: CompanyIdParamsSchema, response: companyResponse, hide } }, async (request) => {
      const auth = requireSystemAdmin(request);
      await replaceCompanyLogo(app.db, fileStorage(app), auth, request.params.companyId, null);
      return getCompany(app.db, request.params.companyId);
    });
  }

  for (const { url, hide } of routeForms('/admin/companies/:companyId/audit_events.json')) {
    app.get(url, {
      schema: { tags, summary: 'The company’s audit log, newest first', params: CompanyIdParamsSchema, querystring: AuditPageQuerySchema, response: { 200: AuditPageSchema, ...errorResponses }, hide },
    }, async (request) => {
      requireSystemAdmin(request);
      const { page = 1, per_page = ADMIN_PAGE_SIZE } = request.query;
      await getCompany(app.db, request.params.companyId);
      return listAuditEvents(app.db, { company_id: request.params.companyId }, { limit: per_page, offset: (page - 1) * per_page });
    });
  }
};

export default adminCompanies;
