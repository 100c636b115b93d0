/**
 * Changing one's email: the current password, a link mailed to the new address (through a real SMTP
 * server), the old address kept until the link is used, and every refusal of a link or an address.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../core/domain/api-types';
import type { PendingEmailChange } from '../../core/domain/profile-api-types';
import { oneTimeTokens } from '../../server/db/schema';
import { linkIn, startSmtpPeer, type SmtpPeer } from '../support/smtp-peer';
import { DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './harness';
import { expectStatus, failingFields } from './support/workspace';

let peer: SmtpPeer;
let t: TestServer;
let editor: ApiClient;
beforeAll(async () => {
  peer = await startSmtpPeer();
  t = await startTestServer({ config: { smtpUrl: peer.url } });
  editor = await t.signIn('editor@acme.test');
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

const changeEmail = (client: ApiClient, email: string, current_password = DEMO_PASSWORD) =>
  client.post('/api/current_user/change_email.json', { email, current_password });

/** Asks for the change and answers the token of the mailed link. */
async function tokenMailedTo(client: ApiClient, email: string): Promise<string> {
  const received = peer.mails.length;
  expectStatus(await changeEmail(client, email), 200);
  const mail = await peer.waitForMail((m, index = peer.mails.indexOf(m)) => index >= received && m.to.includes(email));
  return new URL(linkIn(mail, '/confirm-email')).searchParams.get('token')!;
}

const confirm = (token: string) => t.anonymous.post('/api/current_user/confirm_email.json', { token });

describe('email change', () => {
  it('mails a link to the new address; the old address stays until it is confirmed', async () => {
    const token = await tokenMailedTo(editor, 'eddie@new.test');
    const mail = peer.mails.find((m) => m.to.includes('eddie@new.test'))!;
    expect(mail.subject).toBe('Confirm your new Tessera email address');
    expect(mail.text).toContain('24 hours');
    expect(expectStatus<PendingEmailChange>(await editor.get('/api/current_user/email_change.json'), 200).new_email).toBe('eddie@new.test');
    expect(expectStatus<CurrentUser>(await editor.get('/api/current_user.json'), 200).email).toBe('editor@acme.test');

    expect(expectStatus(await confirm(token), 200)).toEqual({ email: 'eddie@new.test' });
    expect(expectStatus<CurrentUser>(await editor.get('/api/current_user.json'), 200).email).toBe('eddie@new.test');
    expect(expectStatus<PendingEmailChange>(await editor.get('/api/current_user/email_change.json'), 200).new_email).toBeNull();
    await t.signIn('eddie@new.test');

    // A used link says so; changing back works the same way.
    expect(expectStatus<{ error: string }>(await confirm(token), 422).error).toBe('link_used');
    expectStatus(await confirm(await tokenMailedTo(editor, 'editor@acme.test')), 200);
  });

  it('needs the current password (422 on current_password) and sends nothing without it', async () => {
    const before = peer.mails.length;
    expect(failingFields(await changeEmail(editor, 'someone@new.test', 'wrong password'))).toEqual(['current_password']);
    expect(peer.mails.length).toBe(before);
  });

  it('refuses an address in use without saying whose, the same address, and a malformed one', async () => {
    const taken = await changeEmail(editor, 'VIEWER@acme.test');
    expect(failingFields(taken)).toEqual(['email']);
    expect(taken.body).not.toContain('Vera');
    expect(failingFields(await changeEmail(editor, 'editor@acme.test'))).toEqual(['email']);
    expect(failingFields(await changeEmail(editor, 'not an address'))).toEqual(['email']);
  });

  it('refuses an expired link, an unknown one, and one whose address was taken meanwhile', async () => {
    const expired = await tokenMailedTo(editor, 'late@new.test');
    await t.db.update(oneTimeTokens).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(oneTimeTokens.purpose, 'email_change'));
    expect(expectStatus<{ error: string }>(await confirm(expired), 422).error).toBe('link_expired');
    expect(expectStatus<{ error: string }>(await confirm('made-up-token'), 422).error).toBe('link_unknown');

    const raced = await tokenMailedTo(editor, 'contested@new.test');
    const viewer = await t.signIn('viewer@acme.test');
    expectStatus(await confirm(await tokenMailedTo(viewer, 'contested@new.test')), 200);
    expect(failingFields(await confirm(raced))).toEqual(['email']);
    expect(expectStatus<CurrentUser>(await editor.get('/api/current_user.json'), 200).email).toBe('editor@acme.test');
  });

  it('replaces the pending link when asked again', async () => {
    const first = await tokenMailedTo(editor, 'first@new.test');
    await tokenMailedTo(editor, 'second@new.test');
    expect(expectStatus<PendingEmailChange>(await editor.get('/api/current_user/email_change.json'), 200).new_email).toBe('second@new.test');
    expect(expectStatus<{ error: string }>(await confirm(first), 422).error).toBe('link_unknown');
  });

  it('is open to a restricted user, and refused to nobody (401)', async () => {
    const restricted = await t.signIn('restricted@acme.test');
    expectStatus(await restricted.get('/api/current_user/email_change.json'), 200);
    expectStatus(await t.anonymous.get('/api/current_user/email_change.json'), 401);
    expectStatus(await changeEmail(t.anonymous, 'x@new.test'), 401);
  });
});
