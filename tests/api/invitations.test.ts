import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, companies, oneTimeTokens, users } from '../../server/db/schema';
import { DEMO_PASSWORD } from './harness';
import { invitePerson, statusOf, tokenMailedTo, useMailingServer, visitorFrom } from './support/identity';
import { expectStatus } from './support/workspace';

const NEW_PASSWORD = 'lantern orbit quietly';

const { t, peer } = useMailingServer();

const accept = (token: string, name = 'Ines Invited', password = NEW_PASSWORD) => ({ token, name, password });

describe('an invitation link', () => {
  it('tells the accept page who is invited, to which company', async () => {
    const { token } = await invitePerson(t, peer, 'ines@acme.test', 'Ines');
    const c = await visitorFrom(t, '10.40.0.1');
    expect(expectStatus(await c.get(`/api/invitations/${token}.json`), 200)).toEqual({ email: 'ines@acme.test', name: 'Ines', company_name: 'Acme' });
  });

  it('says 404 unknown for a link that was never sent', async () => {
    const c = await visitorFrom(t, '10.40.0.2');
    const res = await c.get('/api/invitations/not-a-real-token.json');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'unknown' });
  });

  it('says 410 expired once its time has passed, for reading and for accepting', async () => {
    const { id, token } = await invitePerson(t, peer, 'old@acme.test');
    await t.db.update(oneTimeTokens).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(oneTimeTokens.user_id, id));
    const c = await visitorFrom(t, '10.40.0.3');
    expect((await c.get(`/api/invitations/${token}.json`)).json()).toMatchObject({ statusCode: 410, error: 'expired' });
    expect((await c.post('/api/invitations/accept.json', accept(token))).json()).toMatchObject({ statusCode: 410, error: 'expired' });
    expect(await statusOf(t, id)).toBe('invited');
  });
});

describe('accepting an invitation', () => {
  it('keeps the invited person from signing in with a password before they accept', async () => {
    const { id } = await invitePerson(t, peer, 'early@acme.test');
    const c = await visitorFrom(t, '10.41.0.1');
    const res = await c.post('/api/oauth/sessions.json', { email: 'early@acme.test', password: NEW_PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(await statusOf(t, id)).toBe('invited');
  });

  it('tells someone with the right password that the invitation or the company stands in the way (403 with a code)', async () => {
    const c = await visitorFrom(t, '10.41.1.1');
    const signIn = (email: string) => c.post('/api/oauth/sessions.json', { email, password: DEMO_PASSWORD });
    await t.db.update(users).set({ status: 'invited' }).where(eq(users.id, t.seed.users.viewer));
    expect((await signIn('viewer@acme.test')).json()).toMatchObject({ statusCode: 403, error: 'invitation_pending' });
    await t.db.update(users).set({ status: 'active' }).where(eq(users.id, t.seed.users.viewer));
    await t.db.update(companies).set({ active: false }).where(eq(companies.id, t.seed.companies.globex));
    expect((await signIn('user@globex.test')).json()).toMatchObject({ statusCode: 403, error: 'company_inactive' });
    await t.db.update(companies).set({ active: true }).where(eq(companies.id, t.seed.companies.globex));
  });

  it('sets name and password, activates the account and signs in like a password sign-in', async () => {
    const { id, token } = await invitePerson(t, peer, 'ada.new@acme.test');
    const c = await visitorFrom(t, '10.41.0.2');
    const answer = expectStatus<{ access_token: string; expires_in: number }>(await c.post('/api/invitations/accept.json', accept(token, '  Ada New ')), 200);
    expect(answer.expires_in).toBeGreaterThan(0);
    expect(c.sessionCookie).toBeTruthy();
    c.token = answer.access_token;
    expect(expectStatus(await c.get('/api/current_user.json'), 200)).toMatchObject({ id, name: 'Ada New', email: 'ada.new@acme.test' });
    expect(await statusOf(t, id)).toBe('active');
    // The session cookie works like a password sign-in's: it gives fresh tokens.
    expect(await c.refresh()).toBeTruthy();
    const later = await visitorFrom(t, '10.41.0.3');
    expect((await later.post('/api/oauth/sessions.json', { email: 'ada.new@acme.test', password: NEW_PASSWORD })).statusCode).toBe(200);
    const [audit] = await t.db.select().from(auditEvents).where(eq(auditEvents.target_id, id));
    expect(audit).toMatchObject({ action: 'user.invitation_accepted', target_type: 'user', company_id: t.seed.companies.acme });
  });

  it('refuses a password the policy refuses (422 on password) and keeps the link working', async () => {
    const { id, token } = await invitePerson(t, peer, 'weak@acme.test');
    const c = await visitorFrom(t, '10.41.0.4');
    for (const password of ['short', 'password1234', 'WalterWeak2024']) {
      const res = await c.post('/api/invitations/accept.json', accept(token, 'Walter Weak', password));
      expect(res.statusCode, password).toBe(422);
      expect((res.json() as { fields: Array<{ field: string }> }).fields.map((f) => f.field)).toEqual(['password']);
    }
    expect((await c.post('/api/invitations/accept.json', accept(token, '   '))).statusCode).toBe(422);
    expect(await statusOf(t, id)).toBe('invited');
    expect((await c.post('/api/invitations/accept.json', accept(token, 'Walter Weak'))).statusCode).toBe(200);
  });

  it('works once: a second accept says 410 used', async () => {
    const { token } = await invitePerson(t, peer, 'twice@acme.test');
    const c = await visitorFrom(t, '10.41.0.5');
    expect((await c.post('/api/invitations/accept.json', accept(token))).statusCode).toBe(200);
    const again = await visitorFrom(t, '10.41.0.6');
    expect((await again.post('/api/invitations/accept.json', accept(token, 'Someone Else', 'another long passphrase'))).json()).toMatchObject({ statusCode: 410, error: 'used' });
    expect((await again.get(`/api/invitations/${token}.json`)).json()).toMatchObject({ statusCode: 410, error: 'used' });
  });

  it('is throttled like sign-in: after 5 wrong tries on a link, 429 even for the right password', async () => {
    const c = await visitorFrom(t, '10.41.0.7');
    const guesses = await Promise.all(Array.from({ length: 5 }, () => c.post('/api/invitations/accept.json', accept('guessed-token'))));
    expect(guesses.map((res) => res.statusCode)).toEqual([404, 404, 404, 404, 404]);
    const res = await c.post('/api/invitations/accept.json', accept('guessed-token'));
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeTruthy();
  });
});

describe('asking for a new invitation', () => {
  const ANSWER = { message: 'If this invitation is still waiting to be accepted, a new invitation is on its way to the invited address.' };

  it('mails a fresh link for an expired one; the old link stops working', async () => {
    const { id, token } = await invitePerson(t, peer, 'late@acme.test');
    await t.db.update(oneTimeTokens).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(oneTimeTokens.user_id, id));
    const c = await visitorFrom(t, '10.42.0.1');
    const before = peer.mails.length;
    expect(expectStatus(await c.post('/api/invitations/renewals.json', { token }), 202)).toEqual(ANSWER);
    const fresh = await tokenMailedTo(peer, 'late@acme.test', '/accept-invitation', before);
    expect(fresh).not.toBe(token);
    expect((await c.get(`/api/invitations/${token}.json`)).statusCode).toBe(404);
    expect((await c.post('/api/invitations/accept.json', accept(fresh))).statusCode).toBe(200);
  });

  it('answers the same for an invited, an active and an unknown address, and mails only the invited one', async () => {
    await invitePerson(t, peer, 'pending@acme.test');
    const c = await visitorFrom(t, '10.42.0.2');
    const before = peer.mails.length;
    for (const email of ['editor@acme.test', 'nobody@acme.test', 'pending@acme.test']) {
      const res = await c.post('/api/invitations/renewals.json', { email });
      expect({ status: res.statusCode, body: res.json() }, email).toEqual({ status: 202, body: ANSWER });
    }
    await tokenMailedTo(peer, 'pending@acme.test', '/accept-invitation', before);
    expect(peer.mails.slice(before).flatMap((mail) => mail.to)).toEqual(['pending@acme.test']);
  });

  it('wants a link or an address', async () => {
    const c = await visitorFrom(t, '10.42.0.3');
    expect((await c.post('/api/invitations/renewals.json', {})).statusCode).toBe(422);
  });

  it('is throttled per address asked about', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const c = await visitorFrom(t, `10.42.1.${i}`);
      answers.push((await c.post('/api/invitations/renewals.json', { email: 'flood@acme.test' })).statusCode);
    }
    expect(answers).toEqual([202, 202, 202, 429]);
  });
});
