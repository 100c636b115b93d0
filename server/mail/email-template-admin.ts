/**
 * The admins' side of the mail templates: the system's versions (system admins) and a company's own
 * (company admins). Saving checks the {{variables}} against the template's list and requires {{link}};
 * resetting deletes the row, so the next version down (the system's, then the built-in text) applies.
 * Every change is audited.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { EmailTemplate, EmailTemplatePreview, EmailTemplateUpdate } from '../../core/domain/api-types';
import type { AuthContext } from '../auth/auth-context';
import type { Database, Queryable } from '../db/client';
import { companies, emailTemplates, systemSettings } from '../db/schema';
import { recordAudit } from '../domain/administration/audit-log';
import { unprocessable, type FieldError } from '../errors';
import { DEFAULT_EMAIL_TEMPLATES, EMAIL_TEMPLATE_KEYS, type EmailTemplateKey } from './default-templates';
import { effectiveTemplate } from './email-templates';
import { renderTemplate, unknownVariables, type MailItem } from './render-template';

/** Whose versions: the system's (company null) or one company's. */
export interface TemplateOwner {
  companyId: number | null;
}

export async function listEmailTemplates(db: Queryable, owner: TemplateOwner): Promise<EmailTemplate[]> {
  return Promise.all(
    EMAIL_TEMPLATE_KEYS.map(async (key) => {
      const { description, variables } = DEFAULT_EMAIL_TEMPLATES[key];
      const template = await effectiveTemplate(db, owner.companyId, key);
      return { key, description, variables: [...variables], ...template };
    }),
  );
}

function problemsOf(key: EmailTemplateKey, subject: string, body: string): FieldError[] {
  const { variables } = DEFAULT_EMAIL_TEMPLATES[key];
  const placeholders = (names: string[]) => names.map((name) => `{{${name}}}`).join(', ');
  const known = `It may use ${placeholders([...variables])}.`;
  const unknown = (field: string, names: string[]): FieldError => ({
    field,
    code: 'placeholders',
    params: { names: placeholders(names) },
    message: `This template has no ${placeholders(names)}. ${known}`,
  });
  const problems: FieldError[] = [];
  const inSubject = unknownVariables(subject, variables);
  if (inSubject.length > 0) problems.push(unknown('subject', inSubject));
  const inBody = unknownVariables(body, variables);
  if (inBody.length > 0) problems.push(unknown('body', inBody));
  else if (!/\{\{\s*link\s*\}\}/.test(body)) problems.push({ field: 'body', code: 'linkMissing', message: 'Put {{link}} in the body: without it the mail has no link to open.' });
  return problems;
}

function ownerCondition(owner: TemplateOwner, key: EmailTemplateKey) {
  return and(eq(emailTemplates.key, key), owner.companyId === null ? isNull(emailTemplates.company_id) : eq(emailTemplates.company_id, owner.companyId));
}

/** The subject and body to save, or null to reset; 422 naming each field that is wrong. */
function checkedText(update: EmailTemplateUpdate): { subject: string; body: string } | null {
  if (update.reset === true) return null;
  if (update.subject === undefined || update.body === undefined) {
    const missing = (['subject', 'body'] as const).filter((field) => update[field] === undefined);
    throw unprocessable(missing.map((field) => ({ field, code: 'required', message: `Give the ${field}, or send reset: true to go back to the template below this one.` })));
  }
  const text = { subject: update.subject.trim(), body: update.body };
  const problems = problemsOf(update.key, text.subject, text.body);
  if (problems.length > 0) throw unprocessable(problems);
  return text;
}

/** Saves (or with reset, deletes) the owner's version of one template; answers every template as GET does. */
export async function updateEmailTemplate(db: Database, auth: AuthContext, owner: TemplateOwner, update: EmailTemplateUpdate): Promise<EmailTemplate[]> {
  const { key } = update;
  const text = checkedText(update);
  const whose = owner.companyId === null ? 'system' : 'company';
  await db.transaction(async (tx) => {
    await tx.delete(emailTemplates).where(ownerCondition(owner, key));
    if (text) await tx.insert(emailTemplates).values({ company_id: owner.companyId, key, ...text, updated_by: auth.user.id, updated_at: sql`now()` });
    await recordAudit(tx, auth, {
      company_id: owner.companyId,
      action: text ? 'email_template.updated' : 'email_template.reset',
      target_type: 'email_template',
      summary: text ? `Changed the ${whose} ${key} mail` : `Reset the ${whose} ${key} mail to the one below it`,
      details: { key },
    });
  });
  return listEmailTemplates(db, owner);
}

const SAMPLE_ITEMS: MailItem[] = [
  { label: 'Someone mentioned you', detail: 'Could you check the approval step?', url: 'https://example.invalid/item-1' },
  { label: 'Someone gave you access to a project', detail: 'Order process', url: 'https://example.invalid/item-2' },
];

/** Sample values for a preview: the caller's own name, company and the system's title. */
async function sampleValues(db: Queryable, auth: AuthContext, owner: TemplateOwner): Promise<Record<string, string>> {
  const [settings] = await db.select({ system_title: systemSettings.system_title }).from(systemSettings).where(eq(systemSettings.id, 1));
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, owner.companyId ?? auth.user.company_id));
  return {
    name: auth.user.name,
    inviter_name: auth.user.name,
    company_name: company?.name ?? 'Example company',
    system_title: settings?.system_title ?? 'Tessera',
    new_email: auth.user.email,
    expires_in: '7 days',
    summary: `${auth.user.name} assigned you an item`,
    text: 'Order process',
    count: String(SAMPLE_ITEMS.length),
    link: 'https://example.invalid/link-in-the-mail',
  };
}

/** The mail a template would send, filled with sample values through the same escaping as a real mail. */
export async function previewEmailTemplate(
  db: Queryable,
  auth: AuthContext,
  owner: TemplateOwner,
  draft: { key: EmailTemplateKey; subject: string; body: string },
): Promise<EmailTemplatePreview> {
  return renderTemplate({ subject: draft.subject, body: draft.body }, await sampleValues(db, auth, owner), SAMPLE_ITEMS);
}
