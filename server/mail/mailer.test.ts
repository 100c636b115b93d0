import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

/** A logger at the server's default level (LOG_LEVEL warn, server/main.ts): it shows warn and above only. */
function loggerAtWarn(shown: string[]): FastifyBaseLogger {
  const show = (_details: unknown, message?: string) => shown.push(message ?? '');
  const hide = () => undefined;
  const logger = { level: 'warn', fatal: show, error: show, warn: show, info: hide, debug: hide, trace: hide, silent: hide, child: () => logger };
  return logger as unknown as FastifyBaseLogger;
}

describe('the outbox mailer', () => {
  it('says where an unsent mail was written, at a level the server shows by default', async () => {
    const dataDir = await mkdtemp(resolve(tmpdir(), 'tessera-outbox-'));
    try {
      const shown: string[] = [];
      const mailer = createMailer({ smtpUrl: null, mailFrom: 'Tessera <no-reply@tessera.test>', dataDir }, loggerAtWarn(shown));
      await mailer.send({ to: 'ada@acme.test', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' });
      const [file] = await readdir(resolve(dataDir, 'outbox'));
      expect(shown).toEqual([expect.stringContaining(resolve(dataDir, 'outbox', file))]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
