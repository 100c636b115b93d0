/**
 * The company admin's company (/api/company_admin/company.json, its logo) and the company's audit log.
 * Company admins only (server/domain/administration/company-admin-access.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { requireAuth, type AuthContext } from '../auth/auth-context';
import { companies } from '../db/schema';
import { replaceAccountImage } from '../domain/account-images';
import { listAuditEvents, recordAudit } from '../domain/administration/audit-log';
import { companyAdminCompanyId } from '../domain/administration/company-admin-access';
import { loadCompanyAdminView, updateCompanyDetails } from '../domain/administration/company-details';
import { loadCurrentCompany } from '../domain/company';
import { routeForms } from '../route-forms';
import { adminPageQuerySchema, adminPageOf, adminPageSchema } from '../schemas/admin-page-schema';
import { errorResponses } from '../schemas/api-schemas';
import { AuditEventSchema, CompanyAdminUpdateSchema, CompanyAdminViewSchema } from '../schemas/company-admin-schema';
import { CurrentCompanySchema } from '../schemas/company-schema';
import { fileStorage } from '../storage';
import { readImageUpload, type Upload } from '../uploads';

const tags = ['company admin'];
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
const AuditQuerySchema = adminPageQuerySchema(['created_at'] as const, {
  target_type: Type.Optional(Type.String({ maxLength: 40 })),
  target_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
});

const companyAdmin: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of routeForms('/company_admin/company.json')) {
    app.get(url, {
      schema: { tags, summary: 'Your company as its admin edits it: details, embed hosts, licences, trial end', response: { 200: CompanyAdminViewSchema, ...errorResponses }, hide },
    }, async (request) => loadCompanyAdminView(app.db, requireAuth(request)));
    app.put(url, {
      schema: {
        tags,
        summary: 'Change the company’s name, login page URL, embed hosts or entity labels; answers the company as GET /api/current_company',
        body: CompanyAdminUpdateSchema,
        response: { 200: CurrentCompanySchema, ...errorResponses },
        hide,
      },
    }, async (request) => updateCompanyDetails(app.db, requireAuth(request), request.body));
  }

  const replaceLogo = async (auth: AuthContext, upload: Upload | null) => {
    const companyId = companyAdminCompanyId(auth);
    return replaceAccountImage(app.db, fileStorage(app), { kind: 'company_logo', company_id: companyId }, upload, async (tx, logo) => {
      await tx.update(companies).set({ logo, updated_at: new Date() }).where(eq(companies.id, companyId));
      await recordAudit(tx, auth, {
        company_id: companyId, action: upload ? 'company.logo_uploaded' : 'company.logo_removed', target_type: 'company', target_id: companyId,
        summary: upload ? 'Uploaded a new company logo' : 'Removed the company logo',
      });
      return loadCurrentCompany(tx, auth);
    });
  };
  for (const { url, hide } of routeForms('/company_admin/company/upload_logo.json')) {
    app.post(url, {
      schema: { tags, summary: 'Upload the company logo (multipart field "logo": PNG, JPEG, WebP or GIF, at most 2 MB)', response: { 200: CurrentCompanySchema, ...errorResponses }, hide },
    }, async (request) => {
      const auth = requireAuth(request);
      companyAdminCompanyId(auth);
      const upload = await readImageUpload(request, { field: 'logo', maxBytes: MAX_LOGO_BYTES, types: LOGO_TYPES, what: 'PNG, JPEG, WebP or GIF image' });
      return replaceLogo(auth, upload);
    });
  }
  for (const { url, hide } of routeForms('/company_admin/company/remove_logo.json')) {
    app.post(url, {
      schema: { tags, summary: 'Remove the company logo', response: { 200: CurrentCompanySchema, ...errorResponses }, hide },
    }, async (request) => replaceLogo(requireAuth(request), null));
  }

  for (const { url, hide } of routeForms('/company_admin/audit_events.json')) {
    app.get(url, {
      schema: {
        tags,
        summary: 'The company’s audit log, newest first; narrowed to one target with target_type and target_id',
        querystring: AuditQuerySchema,
        response: { 200: adminPageSchema(AuditEventSchema), ...errorResponses },
        hide,
      },
    }, async (request) => {
      const companyId = companyAdminCompanyId(requireAuth(request));
      const { limit, offset } = adminPageOf(request.query, 'created_at');
      const { target_type, target_id } = request.query;
      return listAuditEvents(app.db, { company_id: companyId, target_type, target_id }, { limit, offset });
    });
  }
};

export default companyAdmin;
