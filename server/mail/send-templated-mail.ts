/** Sends one of the templated mails (invitation, password reset, email change, notifications) in the recipient's company's words. */
import { eq } from 'drizzle-orm';
import { frontendUrl, type ServerConfig } from '../config';
import type { Queryable } from '../db/client';
import { systemSettings } from '../db/schema';
import type { EmailTemplateKey } from './default-templates';
import { effectiveTemplate } from './email-templates';
import type { Mailer } from './mailer';
import { renderTemplate, type MailItem } from './render-template';

export interface TemplatedMail {
  to: string;
  /** The recipient's company, whose own template wins; null for none. */
  companyId: number | null;
  key: EmailTemplateKey;
  /** The app path the link opens, with its query (e.g. `/accept-invitation?token=...`). */
  linkPath: string;
  /** The template's other variables (name, inviter_name, expires_in, ...). */
  values: Readonly<Record<string, string>>;
  /** The links a line of {{items}} lists (a digest). */
  items?: readonly MailItem[];
}

export interface MailContext {
  db: Queryable;
  mailer: Mailer;
  config: Pick<ServerConfig, 'runtimeConfig' | 'port'>;
}

export async function sendTemplatedMail({ db, mailer, config }: MailContext, mail: TemplatedMail): Promise<void> {
  const template = await effectiveTemplate(db, mail.companyId, mail.key);
  const [settings] = await db.select({ system_title: systemSettings.system_title }).from(systemSettings).where(eq(systemSettings.id, 1));
  const rendered = renderTemplate(template, {
    system_title: settings?.system_title ?? 'Tessera',
    ...mail.values,
    link: `${frontendUrl(config)}${mail.linkPath}`,
  }, mail.items);
  await mailer.send({ to: mail.to, ...rendered });
}
