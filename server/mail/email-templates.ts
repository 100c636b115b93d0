/**
 * Which template a mail uses: the company's own version, else the system's, else the built-in text
 * (default-templates.ts). Admin pages read and save them through these functions.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { emailTemplates } from '../db/schema';
import { DEFAULT_EMAIL_TEMPLATES, type EmailTemplateKey, type EmailTemplateText } from './default-templates';

export interface EffectiveTemplate extends EmailTemplateText {
  /** Where the text comes from. */
  source: 'company' | 'system' | 'default';
}

async function storedTemplate(db: Queryable, companyId: number | null, key: EmailTemplateKey): Promise<EmailTemplateText | null> {
  const [row] = await db
    .select({ subject: emailTemplates.subject, body: emailTemplates.body })
    .from(emailTemplates)
    .where(and(eq(emailTemplates.key, key), companyId === null ? isNull(emailTemplates.company_id) : eq(emailTemplates.company_id, companyId)))
    .limit(1);
  return row ?? null;
}

/** The template a mail to someone of this company (null: no company) uses. */
export async function effectiveTemplate(db: Queryable, companyId: number | null, key: EmailTemplateKey): Promise<EffectiveTemplate> {
  const company = companyId === null ? null : await storedTemplate(db, companyId, key);
  if (company) return { ...company, source: 'company' };
  const system = await storedTemplate(db, null, key);
  if (system) return { ...system, source: 'system' };
  const { subject, body } = DEFAULT_EMAIL_TEMPLATES[key];
  return { subject, body, source: 'default' };
}
