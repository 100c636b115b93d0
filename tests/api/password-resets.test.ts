import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeTokens, users } from '../../server/db/schema';
import { DEMO_PASSWORD } from './harness';
import { invitePerson, tokenMailedTo, useMailingServer, visitorFrom } from './support/identity';
import { expectStatus } from './support/workspace';

const NEW_PASSWORD = 'copper kettle mountain';
const REQUESTED = {
  message: 'If an account uses this address, a mail with a link to set a new password is on its way. The link works for 1 hour.',
};

const { t, peer } = useMailingServer();

/** Asks for a reset of `email` from `address` and answers the mailed token. */
async function resetTokenFor(email: string, address: string): Promise<string> {
  const c = await visitorFrom(t, address);
  const before = peer.mails.length;
  expectStatus(await c.post('/api/password_resets.json', { email }), 202);
  return tokenMailedTo(peer, email, '/set-new-password', before);
}

describe('asking for a password reset', () => {
  it('mails an active account a link to /set-new-password that names the account', async () => {
    const token = await resetTokenFor('viewer@acme.test', '10.50.0.1');
    const c = await visitorFrom(t, '10.50.0.2');
    expect(expectStatus(await c.get(`/api/password_resets/${token}.json`), 200)).toEqual({ email: 'viewer@acme.test' });
  });

  it('answers exactly the same for a known, an unknown and an invited address, and mails only the known one', async () => {
    await invitePerson(t, peer, 'invited.reset@acme.test');
    const before = peer.mails.length;
    const answers = [];
    for (const [i, email] of ['nobody@acme.test', 'invited.reset@acme.test', 'editor@acme.test'].entries()) {
      const c = await visitorFrom(t, `10.50.1.${i}`);
      const res = await c.post('/api/password_resets.json', { email });
      answers.push({ status: res.statusCode, body: res.json() as unknown, headers: Object.keys(res.headers).sort() });
    }
    expect(answers[0]).toEqual({ ...answers[2] });
    expect(answers[1]).toEqual({ ...answers[2] });
    expect(answers[2]).toMatchObject({ status: 202, body: REQUESTED });
    await peer.waitForMail((mail) => mail.to.includes('editor@acme.test') && peer.mails.indexOf(mail) >= before);
    expect(peer.mails.slice(before).flatMap((mail) => mail.to)).toEqual(['editor@acme.test']);
  });

  it('answers before the link is made and mailed, so the time taken does not tell whether the account exists', async () => {
    const { mailer } = t.app;
    const send = mailer.send.bind(mailer);
    let openGate = () => {};
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    mailer.send = async (mail) => {
      await gate;
      await send(mail);
    };
    try {
      const before = peer.mails.length;
      const c = await visitorFrom(t, '10.50.2.1');
      expect((await c.post('/api/password_resets.json', { email: 'owner@acme.test' })).statusCode).toBe(202);
      expect(peer.mails.length).toBe(before);
      openGate();
      expect(await tokenMailedTo(peer, 'owner@acme.test', '/set-new-password', before)).toBeTruthy();
    } finally {
      mailer.send = send;
    }
  });

  it('is throttled per address asked about, known or not, with the same answer', async () => {
    await t.db.insert(users).values({ company_id: t.seed.companies.acme, email: 'often@acme.test', name: 'Often Forgetting' });
    for (const email of ['often@acme.test', 'ghost@acme.test']) {
      const statuses: number[] = [];
      const bodies: unknown[] = [];
      for (let i = 0; i < 4; i += 1) {
        const c = await visitorFrom(t, `10.51.${email.length}.${i}`);
        const res = await c.post('/api/password_resets.json', { email });
        statuses.push(res.statusCode);
        bodies.push((res.json() as { message: string }).message);
      }
      expect(statuses, email).toEqual([202, 202, 202, 429]);
      expect(bodies[3]).toMatch(/Too many attempts/);
    }
  });

  it('is throttled per client address', async () => {
    const c = await visitorFrom(t, '10.52.0.1');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await c.post('/api/password_resets.json', { email: `someone${i}@example.test` })).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 202)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('setting a new password with the link', () => {
  it('changes the password, ends every session of the account and does not sign in', async () => {
    const first = await t.signIn('restricted@acme.test');
    const second = await t.signIn('restricted@acme.test');
    const token = await resetTokenFor('restricted@acme.test', '10.53.0.1');
    const c = await visitorFrom(t, '10.53.0.2');
    const res = await c.post('/api/password_resets/complete.json', { token, password: NEW_PASSWORD });
    expect(expectStatus(res, 200)).toEqual({ password_changed: true });
    expect(c.sessionCookie).toBeUndefined();
    for (const before of [first, second]) {
      expect((await before.get('/api/current_user.json')).statusCode).toBe(401);
      expect(await before.refresh()).toBeNull();
    }
    const signIn = (password: string) => c.post('/api/oauth/sessions.json', { email: 'restricted@acme.test', password });
    expect((await signIn(DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a password the policy refuses (422 on password) and keeps the link working', async () => {
    const token = await resetTokenFor('user@globex.test', '10.54.0.1');
    const c = await visitorFrom(t, '10.54.0.2');
    const res = await c.post('/api/password_resets/complete.json', { token, password: 'qwertyuiop123' });
    expect(res.statusCode).toBe(422);
    expect((res.json() as { fields: Array<{ field: string }> }).fields.map((f) => f.field)).toEqual(['password']);
    expect((await c.get(`/api/password_resets/${token}.json`)).statusCode).toBe(200);
  });

  it('works once: a second use says 410 used', async () => {
    const token = await resetTokenFor('admin@acme.test', '10.55.0.1');
    const c = await visitorFrom(t, '10.55.0.2');
    expectStatus(await c.post('/api/password_resets/complete.json', { token, password: NEW_PASSWORD }), 200);
    const again = await c.post('/api/password_resets/complete.json', { token, password: 'another long passphrase' });
    expect(again.json()).toMatchObject({ statusCode: 410, error: 'used' });
    expect((await c.get(`/api/password_resets/${token}.json`)).json()).toMatchObject({ statusCode: 410, error: 'used' });
  });

  it('says 410 expired after an hour and 404 unknown for a link never sent', async () => {
    const token = await resetTokenFor('viewer@acme.test', '10.56.0.1');
    await t.db.update(oneTimeTokens).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(oneTimeTokens.user_id, t.seed.users.viewer));
    const c = await visitorFrom(t, '10.56.0.2');
    expect((await c.post('/api/password_resets/complete.json', { token, password: NEW_PASSWORD })).json()).toMatchObject({ statusCode: 410, error: 'expired' });
    expect((await c.get(`/api/password_resets/${token}.json`)).json()).toMatchObject({ statusCode: 410, error: 'expired' });
    expect((await c.post('/api/password_resets/complete.json', { token: 'never-sent', password: NEW_PASSWORD })).json()).toMatchObject({ statusCode: 404, error: 'unknown' });
  });

  it('is throttled like sign-in: after 5 wrong tries on a link, 429', async () => {
    const c = await visitorFrom(t, '10.57.0.1');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await c.post('/api/password_resets/complete.json', { token: 'guessed', password: NEW_PASSWORD })).statusCode);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
  });
});

describe('a signed-in user asking for a reset link', () => {
  it('mails them a link (GET with the anti-forgery header)', async () => {
    const editor = await t.signIn('editor@acme.test');
    const before = peer.mails.length;
    const res = await editor.get('/api/current_user/request_password_reset');
    expect(expectStatus(res, 202)).toEqual({ message: 'A link to set a new password is on its way to editor@acme.test. It works for 1 hour.' });
    expect(await tokenMailedTo(peer, 'editor@acme.test', '/set-new-password', before)).toBeTruthy();
  });

  it('refuses the GET without the anti-forgery header, and anyone not signed in', async () => {
    const editor = await t.signIn('editor@acme.test');
    const bare = t.client({ token: editor.token, xsrf: false, cookies: Object.fromEntries(editor.cookies) });
    expect((await bare.get('/api/current_user/request_password_reset.json')).statusCode).toBe(403);
    expect((await t.anonymous.get('/api/current_user/request_password_reset.json')).statusCode).toBe(401);
  });
});
