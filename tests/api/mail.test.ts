import { readdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDir } from '../../server/config';
import { sendTemplatedMail } from '../../server/mail/send-templated-mail';
import { linkIn, startSmtpPeer, type SmtpPeer } from '../support/smtp-peer';
import { startTestServer } from './harness';

describe('outgoing mail', () => {
  let peer: SmtpPeer;
  beforeAll(async () => {
    peer = await startSmtpPeer();
  });
  afterAll(() => peer.close());

  it('goes through the SMTP server of TESSERA_SMTP_URL, with links to the frontend URL', async () => {
    const server = await startTestServer({ config: { smtpUrl: peer.url, runtimeConfig: { frontendUrl: 'https://tessera.example' } } });
    try {
      await sendTemplatedMail(server.app, {
        to: 'ada@acme.test',
        companyId: server.seed.companies.acme,
        key: 'password_reset',
        linkPath: '/set-new-password?token=abc',
        values: { name: 'Ada' },
      });
      const mail = await peer.waitForMail((received) => received.to.includes('ada@acme.test'));
      expect(mail.subject).toBe('Reset your Tessera password');
      expect(linkIn(mail, '/set-new-password')).toBe('https://tessera.example/set-new-password?token=abc');
      expect(mail.html).toContain('href="https://tessera.example/set-new-password?token=abc"');
    } finally {
      await server.close();
    }
  });

  it('is written to the outbox folder as an .eml file when no SMTP server is set', async () => {
    const server = await startTestServer();
    try {
      await sendTemplatedMail(server.app, { to: 'bob@acme.test', companyId: null, key: 'invitation', linkPath: '/accept-invitation?token=xyz', values: { name: 'Bob', inviter_name: 'Ada', company_name: 'Acme' } });
      const folder = outboxDir(server.config);
      const [file] = await readdir(folder);
      const message = await readFile(resolve(folder, file), 'utf8');
      expect(message).toContain('To: bob@acme.test');
      expect(message).toContain('/accept-invitation?token=xyz');
    } finally {
      await server.close();
    }
  });
});
