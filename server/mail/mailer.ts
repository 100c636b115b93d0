/**
 * Outgoing mail through nodemailer: over SMTP when TESSERA_SMTP_URL is set, otherwise written as .eml files
 * to <TESSERA_DATA_DIR>/outbox, so someone trying Tessera on their own machine can still open an invitation
 * link (the server log says where each mail went).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { outboxDir, type ServerConfig } from '../config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

function outboxMailer(folder: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const { message } = await transport.sendMail({ from, ...mail });
      await mkdir(folder, { recursive: true });
      const file = resolve(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, message as Buffer);
      // Warn, not info: the server's default log level is warn, and this line is how someone without a
      // mail server finds an invitation or reset link.
      log.warn({ to: mail.to, subject: mail.subject, file }, `Mail to ${mail.to} not sent: written to ${file} (set TESSERA_SMTP_URL to send mail)`);
    },
  };
}

export function createMailer(config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom' | 'dataDir'>, log: FastifyBaseLogger): Mailer {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(outboxDir(config), config.mailFrom, log);
}
