import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '../../core/domain/http-conventions';
import { buildApp } from '../../server/app';
import { AccessTokenSigner } from '../../server/auth/access-token';
import { ACCESS_TOKEN_SECRET_NAME, ACCESS_TOKEN_TTL_SECONDS, SIGN_IN_MAX_FAILURES_PER_ACCOUNT, SIGN_IN_MAX_FAILURES_PER_ADDRESS } from '../../server/auth/auth-constants';
import { loadOrCreateSecret } from '../../server/auth/signing-secret';
import { sessions } from '../../server/db/schema';
import { DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

/** A not-signed-in client with the XSRF cookie, from its own address so throttle counts stay apart. */
async function visitor(address: string): Promise<ApiClient> {
  const c = t.client({ remoteAddress: address });
  await c.get('/api/system.json');
  return c;
}

function setCookieHeader(res: { headers: Record<string, unknown> }, name: string): string {
  const header = res.headers['set-cookie'];
  const list = Array.isArray(header) ? header : [header];
  return (list as string[]).find((c) => c?.startsWith(`${name}=`)) ?? '';
}

describe('POST /api/oauth/sessions.json (sign-in)', () => {
  it('sets an httpOnly, SameSite=Lax session cookie and answers a 15-minute access token', async () => {
    const c = await visitor('10.1.0.1');
    const res = await c.post('/api/oauth/sessions.json', { email: 'editor@acme.test', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { access_token: string; expires_in: number };
    expect(body.expires_in).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect(body.access_token).toMatch(/^[\w-]+\.[\w-]+$/);
    const cookie = setCookieHeader(res, SESSION_COOKIE);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);

    c.token = body.access_token;
    const me = await c.get('/api/current_user.json');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'editor@acme.test' });
  });

  it('accepts the email in any letter case', async () => {
    const c = await visitor('10.1.0.2');
    const res = await c.post('/api/oauth/sessions.json', { email: 'Viewer@ACME.test', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password with 401 and a clear message, and sets no session', async () => {
    const c = await visitor('10.1.0.3');
    const res = await c.post('/api/oauth/sessions.json', { email: 'editor@acme.test', password: 'wrong-password' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: 'invalid_credentials',
      message: expect.stringMatching(/email or password is not right/),
      statusCode: 401,
    });
    expect(c.sessionCookie).toBeUndefined();
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const c = await visitor('10.1.0.4');
    const wrong = await c.post('/api/oauth/sessions.json', { email: 'editor@acme.test', password: 'nope' });
    const unknown = await c.post('/api/oauth/sessions.json', { email: 'nobody@acme.test', password: 'nope' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers 422 with the failing fields when email or password is missing or not text', async () => {
    const c = await visitor('10.1.0.5');
    const res = await c.post('/api/oauth/sessions.json', { email: 42 });
    expect(res.statusCode).toBe(422);
    const body = res.json() as { error: string; fields: Array<{ field: string; message: string }> };
    expect(body.error).toBe('unprocessable_entity');
    expect(body.fields.map((f) => f.field).sort()).toEqual(['email', 'password']);
  });

  it('answers 400, not 500, to a body that is not JSON', async () => {
    const c = await visitor('10.1.0.6');
    const res = await c.post('/api/oauth/sessions.json', '{"email": ', { headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'bad_request', message: expect.stringMatching(/not valid JSON/), statusCode: 400 });
  });
});

describe('sign-in throttling', () => {
  it(`refuses an account with 429 and Retry-After after ${SIGN_IN_MAX_FAILURES_PER_ACCOUNT} failures, even with the right password`, async () => {
    const c = await visitor('10.2.0.1');
    for (let i = 0; i < SIGN_IN_MAX_FAILURES_PER_ACCOUNT; i++) {
      const res = await c.post('/api/oauth/sessions.json', { email: 'restricted@acme.test', password: `guess-${i}` });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await c.post('/api/oauth/sessions.json', { email: 'restricted@acme.test', password: DEMO_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toMatchObject({ error: 'too_many_requests', message: expect.stringMatching(/Too many failed sign-ins/) });

    // The same account from another address is still refused: the count is per account.
    const elsewhere = await visitor('10.2.0.2');
    const res = await elsewhere.post('/api/oauth/sessions.json', { email: 'RESTRICTED@acme.test', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(429);
  });

  it(`refuses an address with 429 after ${SIGN_IN_MAX_FAILURES_PER_ADDRESS} failures across accounts`, async () => {
    const c = await visitor('10.3.0.1');
    for (let i = 0; i < SIGN_IN_MAX_FAILURES_PER_ADDRESS; i++) {
      const res = await c.post('/api/oauth/sessions.json', { email: `someone-${i}@acme.test`, password: 'guess' });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await c.post('/api/oauth/sessions.json', { email: 'owner@acme.test', password: DEMO_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    const other = await visitor('10.3.0.2');
    expect((await other.post('/api/oauth/sessions.json', { email: 'owner@acme.test', password: DEMO_PASSWORD })).statusCode).toBe(200);
  });
});

describe('GET /api/oauth/tokens.json (refresh)', () => {
  it('answers a fresh working token for the session cookie', async () => {
    const editor = await t.signIn('editor@acme.test');
    const first = editor.token;
    const res = await editor.get('/api/oauth/tokens.json');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { access_token: string; expires_in: number };
    expect(body.expires_in).toBe(ACCESS_TOKEN_TTL_SECONDS);
    const fresh = t.client({ token: body.access_token });
    expect((await fresh.get('/api/current_user.json')).statusCode).toBe(200);
    expect(first).toBeTruthy();
  });

  it('answers 204 and no token without a session cookie: nobody signed in is no error', async () => {
    const res = await t.client().get('/api/oauth/tokens.json');
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it('answers 401 with an unknown session cookie', async () => {
    const forged = t.client({ cookies: { [SESSION_COOKIE]: 'made-up-secret' } });
    const res = await forged.get('/api/oauth/tokens.json');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'unauthorized', statusCode: 401 });
  });
});

describe('sign-out (/api/oauth/logouts.json)', () => {
  it('ends the session on POST: the cookie is cleared, refresh fails and earlier tokens stop working', async () => {
    const viewer = await t.signIn('viewer@acme.test');
    const cookie = viewer.sessionCookie as string;
    const token = viewer.token as string;
    const xsrf = viewer.xsrfToken;
    const res = await viewer.post('/api/oauth/logouts.json');
    expect(res.statusCode).toBe(200);
    expect(setCookieHeader(res, SESSION_COOKIE)).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
    expect(viewer.sessionCookie).toBeUndefined();
    expect(viewer.xsrfToken).toBeTruthy();
    expect(viewer.xsrfToken).not.toBe(xsrf);

    const replay = t.client({ cookies: { [SESSION_COOKIE]: cookie } });
    expect((await replay.get('/api/oauth/tokens.json')).statusCode).toBe(401);
    expect((await t.client({ token }).get('/api/current_user.json')).statusCode).toBe(401);
  });

  it('removes long-finished sessions of a user at their next sign-in', async () => {
    const old = await t.signIn('editor@acme.test');
    const [row] = await t.db.select({ id: sessions.id }).from(sessions).orderBy(desc(sessions.id)).limit(1);
    await old.post('/api/oauth/logouts.json');
    await t.db.update(sessions).set({ ended_at: new Date(Date.now() - 31 * 24 * 3600 * 1000) }).where(eq(sessions.id, row.id));
    await t.signIn('editor@acme.test');
    expect(await t.db.select().from(sessions).where(eq(sessions.id, row.id))).toEqual([]);
  });

  it('leaves other sessions of the same user alone', async () => {
    const laptop = await t.signIn('owner@acme.test');
    const phone = await t.signIn('owner@acme.test');
    await laptop.post('/api/oauth/logouts.json');
    expect((await phone.get('/api/current_user.json')).statusCode).toBe(200);
    expect(await phone.refresh()).toBeTruthy();
  });
  it('signs out on GET (terms declined) only with the anti-forgery header', async () => {
    const viewer = await t.signIn('viewer@acme.test');
    viewer.xsrf = false;
    const forged = await viewer.get('/api/oauth/logouts.json');
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ error: 'invalid_csrf_token' });
    expect(viewer.sessionCookie).toBeTruthy();
    expect(await viewer.refresh()).toBeTruthy();

    viewer.xsrf = true;
    expect((await viewer.get('/api/oauth/logouts.json')).statusCode).toBe(200);
    expect(await viewer.refresh()).toBeNull();
  });

  it('refuses a POST without the anti-forgery header and keeps the session', async () => {
    const viewer = await t.signIn('viewer@acme.test');
    viewer.xsrf = false;
    expect((await viewer.post('/api/oauth/logouts.json')).statusCode).toBe(403);
    expect(await viewer.refresh()).toBeTruthy();
  });
});

describe('anti-forgery (XSRF)', () => {
  it('hands out a readable XSRF-TOKEN cookie on the first request, and keeps it after', async () => {
    const c = t.client();
    const first = await c.get('/api/system.json');
    const cookie = setCookieHeader(first, XSRF_COOKIE);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/HttpOnly/i);
    const second = await c.get('/api/system.json');
    expect(setCookieHeader(second, XSRF_COOKIE)).toBe('');
  });

  it('refuses a sign-in whose X-XSRF-TOKEN header is missing or does not match the cookie', async () => {
    const c = await visitor('10.4.0.1');
    c.xsrf = false;
    const missing = await c.post('/api/oauth/sessions.json', { email: 'editor@acme.test', password: DEMO_PASSWORD });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({ error: 'invalid_csrf_token', statusCode: 403 });
    const wrong = await c.post(
      '/api/oauth/sessions.json',
      { email: 'editor@acme.test', password: DEMO_PASSWORD },
      { headers: { [XSRF_HEADER]: 'not-the-cookie' } },
    );
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ error: 'invalid_csrf_token' });
  });

  it('refuses a signed-in PUT without the header, even with a valid bearer token', async () => {
    const editor = await t.signIn('editor@acme.test');
    const forged = t.client({ token: editor.token, xsrf: false, cookies: Object.fromEntries(editor.cookies) });
    const res = await forged.put('/api/current_user.json', { accepted_eula: true });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'invalid_csrf_token' });
  });

  it('binds the token to the session: a token of another session is refused, cookie and header alike', async () => {
    const editor = await t.signIn('editor@acme.test');
    const viewer = await t.signIn('viewer@acme.test');
    expect(editor.xsrfToken).not.toBe(viewer.xsrfToken);
    const cookies = { ...Object.fromEntries(editor.cookies), [XSRF_COOKIE]: viewer.xsrfToken as string };
    const planted = t.client({ token: editor.token, cookies });
    const res = await planted.put('/api/current_user.json', { accepted_eula: true });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'invalid_csrf_token' });
    const signOut = await t.client({ cookies }).post('/api/oauth/logouts.json');
    expect(signOut.statusCode).toBe(403);
    expect((await editor.put('/api/current_user.json', { accepted_eula: true })).statusCode).toBe(200);
  });

  it('lets a tab holding an earlier session of the browser write with the newer session\'s token', async () => {
    const earlier = await t.signIn('editor@acme.test');
    const earlierToken = earlier.token;
    await earlier.post('/api/oauth/sessions.json', { email: 'editor@acme.test', password: DEMO_PASSWORD });
    const stillOpenTab = t.client({ token: earlierToken, cookies: Object.fromEntries(earlier.cookies) });
    expect((await stillOpenTab.put('/api/current_user.json', { accepted_eula: true })).statusCode).toBe(200);
  });

  it('hands a fresh token to the session on sign-in and on token refresh', async () => {
    const c = await visitor('10.4.0.2');
    const before = c.xsrfToken;
    await c.post('/api/oauth/sessions.json', { email: 'editor@acme.test', password: DEMO_PASSWORD });
    const bound = c.xsrfToken;
    expect(bound).not.toBe(before);
    c.cookies.set(XSRF_COOKIE, 'stale');
    await c.refresh();
    expect(c.xsrfToken).toBe(bound);
  });

  it('refuses a header without a cookie', async () => {
    const c = t.client({ xsrf: false });
    const res = await c.post('/api/oauth/sessions.json', { email: 'editor@acme.test', password: DEMO_PASSWORD }, { headers: { [XSRF_HEADER]: 'abc' } });
    expect(res.statusCode).toBe(403);
  });
});

describe('bearer tokens on data calls', () => {
  it('answers 401 without a token', async () => {
    const res = await t.anonymous.get('/api/current_user.json');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'unauthorized', code: 'signedOut', message: expect.stringMatching(/Sign in again/), statusCode: 401 });
  });

  it('answers 401 before validating the body of a data call', async () => {
    const res = await t.anonymous.put('/api/current_user.json', { accepted_eula: 'not a boolean' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a malformed, a tampered and an expired token', async () => {
    const editor = await t.signIn('editor@acme.test');
    const token = editor.token as string;
    const [payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { uid: number };
    const otherPayload = Buffer.from(JSON.stringify({ ...claims, uid: t.seed.users.admin })).toString('base64url');

    const key = await loadOrCreateSecret(t.db, ACCESS_TOKEN_SECRET_NAME);
    const anHourAgo = () => Date.now() - 3600 * 1000;
    const expired = new AccessTokenSigner(key, ACCESS_TOKEN_TTL_SECONDS, anHourAgo).sign(1, claims.uid);
    const foreignKey = new AccessTokenSigner(Buffer.from('another-installation')).sign(1, claims.uid);

    for (const bad of ['garbage', `${otherPayload}.${signature}`, expired, foreignKey, `${token}.extra`]) {
      const res = await t.client({ token: bad }).get('/api/current_user.json');
      expect(res.statusCode, bad).toBe(401);
    }
    expect((await t.client({ token }).get('/api/current_user.json')).statusCode).toBe(200);
  });

  it('is accepted by another API process on the same database (the signing key is shared)', async () => {
    const editor = await t.signIn('editor@acme.test');
    const second = await buildApp({ db: t.db, config: t.config });
    try {
      const res = await second.inject({ method: 'GET', url: '/api/current_user.json', headers: { authorization: `Bearer ${editor.token}` } });
      expect(res.statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});
