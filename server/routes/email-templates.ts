/**
 * The mail templates: the system's versions for system admins (/api/admin/email_templates.json) and a
 * company's own for its company admins (/api/company_admin/email_templates.json). GET lists every template
 * as it applies; PUT saves one ({ key, subject, body }) or resets it ({ key, reset: true }); POST
 * .../preview.json renders a draft with sample values through the mails' own escaping.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { requireSignedInUser, requireSystemAdmin, type AuthContext } from '../auth/auth-context';
import { forbidden } from '../errors';
import { listEmailTemplates, previewEmailTemplate, updateEmailTemplate, type TemplateOwner } from '../mail/email-template-admin';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { EmailTemplateDraftSchema, EmailTemplatePreviewSchema, EmailTemplateSchema, EmailTemplateUpdateSchema } from '../schemas/email-template-schema';

interface Area {
  prefix: string;
  tag: string;
  whose: string;
  /** The caller and whose templates they change; refuses everyone else. */
  owner(request: FastifyRequest): { auth: AuthContext; owner: TemplateOwner };
}

const AREAS: readonly Area[] = [
  {
    prefix: '/admin',
    tag: 'system admin',
    whose: "the system's",
    owner: (request) => ({ auth: requireSystemAdmin(request, 'Only system administrators change the system mail templates.'), owner: { companyId: null } }),
  },
  {
    prefix: '/company_admin',
    tag: 'company admin',
    whose: "the company's",
    owner: (request) => {
      const auth = requireSignedInUser(request);
      if (auth.companyRole !== 'admin') throw forbidden({ code: 'companyAdminsOnly', message: "Only company admins change the company's mail templates." });
      return { auth, owner: { companyId: auth.user.company_id } };
    },
  },
];

const emailTemplates: FastifyPluginAsyncTypebox = async (app) => {
  const listResponse = { 200: Type.Array(EmailTemplateSchema), ...errorResponses };
  for (const area of AREAS) {
    const tags = [area.tag];
    for (const { url, hide } of routeForms(`${area.prefix}/email_templates.json`)) {
      app.get(url, { schema: { tags, summary: `Every mail template as ${area.whose} mails use it, with its variables`, response: listResponse, hide } }, async (request) => {
        const { owner } = area.owner(request);
        return listEmailTemplates(app.db, owner);
      });
      app.put(url, {
        schema: { tags, summary: `Save ${area.whose} version of one mail template, or reset it (audited)`, body: EmailTemplateUpdateSchema, response: listResponse, hide },
      }, async (request) => {
        const { auth, owner } = area.owner(request);
        return updateEmailTemplate(app.db, auth, owner, request.body);
      });
    }
    for (const { url, hide } of routeForms(`${area.prefix}/email_templates/preview.json`)) {
      app.post(url, {
        schema: { tags, summary: 'A draft template filled with sample values, as the mail would be (escaped HTML)', body: EmailTemplateDraftSchema, response: { 200: EmailTemplatePreviewSchema, ...errorResponses }, hide },
      }, async (request) => {
        const { auth, owner } = area.owner(request);
        return previewEmailTemplate(app.db, auth, owner, request.body);
      });
    }
  }
};

export default emailTemplates;
