import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CurrentCompany, CurrentUser } from '../../core/domain/api-types';
import type { CompanyProvider, ProviderSignInAnswer } from '../../core/domain/company-providers';
import { SIGN_IN_FLOW_COOKIE, SIGN_IN_FLOW_TTL_SECONDS } from '../../server/auth/sign-in-flow-cookie';
import { auditEvents, companies, sessions, users } from '../../server/db/schema';
import { startOidcPeer, type OidcPeer } from '../support/oidc-peer';
import { startTestServer, type ApiClient, type ApiResponse, type TestServer } from './harness';
import { expectStatus } from './support/workspace';

const FRONTEND = 'http://tessera.test';
const STARTED_ON = 'http://127.0.0.1:5555';

describe("sign-in through a company's OpenID Connect provider", () => {
  let peer: OidcPeer;
  let t: TestServer;
  let admin: ApiClient;
  let provider: CompanyProvider;

  const addProvider = async (companyId: number, changes: object = {}) =>
    expectStatus<CompanyProvider>(
      await admin.post(`/api/admin/companies/${companyId}/providers.json`, {
        label: 'Acme SSO', issuer_url: peer.issuer, client_id: peer.clientId, client_secret: peer.clientSecret, create_unknown_users: true, ...changes,
      }),
      201,
    );

  beforeAll(async () => {
    peer = await startOidcPeer({ redirectUris: [`${FRONTEND}/oauth-redirect`, `${STARTED_ON}/oauth-redirect`] });
    t = await startTestServer({ config: { runtimeConfig: { frontendUrl: FRONTEND } } });
    admin = await t.signIn('admin@acme.test');
    provider = await addProvider(t.seed.companies.acme);
  });
  afterAll(async () => {
    await t?.close();
    await peer?.close();
  });

  /** A browser leaving for the provider: its own cookies, and the authorization URL it is sent to. */
  async function startFlow(providerId = provider.id, next = '/projects') {
    const browser = t.client();
    await browser.get('/api/system.json');
    const res = await browser.get(`/api/oauth/providers/${providerId}/start`, { query: { next } });
    expect(res.statusCode, res.body).toBe(302);
    return { browser, authorizationUrl: new URL(res.headers.location as string) };
  }

  const finish = (browser: ApiClient, callback: URL): Promise<ApiResponse> =>
    browser.post('/api/oauth/provider_sign_ins.json', { query: callback.search });

  async function signInAs(login: string, providerId = provider.id) {
    const { browser, authorizationUrl } = await startFlow(providerId);
    return { browser, res: await finish(browser, await peer.signIn(authorizationUrl.href, login)) };
  }

  const errorOf = (res: ApiResponse) => (res.json() as { error: string }).error;

  it('tells the sign-in page the button to show, and nothing secret', async () => {
    const res = await t.anonymous.get(`/api/oauth/providers/${provider.id}.json`);
    expect(expectStatus(res, 200)).toEqual({ id: provider.id, label: 'Acme SSO', company_name: 'Acme' });
    expectStatus(await t.anonymous.get('/api/oauth/providers/999999.json'), 404);
  });

  it('leaves for the provider with PKCE (S256), state and nonce, remembered in a sealed httpOnly cookie', async () => {
    const { browser, authorizationUrl } = await startFlow();
    expect(authorizationUrl.origin).toBe(peer.issuer);
    const query = authorizationUrl.searchParams;
    expect(query.get('redirect_uri')).toBe(`${FRONTEND}/oauth-redirect`);
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(query.get('state')).toBeTruthy();
    expect(query.get('nonce')).toBeTruthy();
    expect(query.get('scope')).toBe('openid email profile');
    const flowCookie = browser.cookies.get(SIGN_IN_FLOW_COOKIE)!;
    expect(flowCookie).toBeTruthy();
    expect(flowCookie).not.toContain(query.get('state')!);
  });

  it('creates an unknown person as a member of the company, with a licence, and lands them where they were going', async () => {
    const [before] = await t.db.select({ used: companies.licences_used }).from(companies).where(eq(companies.id, t.seed.companies.acme));
    const { browser, res } = await signInAs('grace');
    const answer = expectStatus<ProviderSignInAnswer>(res, 200);
    expect(answer.next).toBe('/projects');
    browser.token = answer.access_token;
    const me = expectStatus<CurrentUser>(await browser.get('/api/current_user.json'), 200);
    expect(me).toMatchObject({ email: 'grace.hopper@acme.test', name: 'Grace Hopper', company_id: t.seed.companies.acme });
    const [row] = await t.db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({ company_role: 'member', status: 'active', has_licence: true, password_hash: null });
    const [after] = await t.db.select({ used: companies.licences_used }).from(companies).where(eq(companies.id, t.seed.companies.acme));
    expect(after.used).toBe(before.used + 1);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.user_id, me.id));
    expect(session.provider_id).toBe(provider.id);
    const [audited] = await t.db.select().from(auditEvents).where(and(eq(auditEvents.target_type, 'user'), eq(auditEvents.target_id, me.id)));
    expect(audited.action).toBe('user.created_by_provider');

    // The second time, the same person is found, not created again.
    const again = expectStatus<ProviderSignInAnswer>((await signInAs('grace')).res, 200);
    expect(again.access_token).toBeTruthy();
    expect(await t.db.select().from(users).where(eq(users.email, 'grace.hopper@acme.test'))).toHaveLength(1);
  });

  it('signs in an existing user of the company, and their sign-out leads back to the provider page', async () => {
    const { browser, res } = await signInAs('owner');
    browser.token = expectStatus<ProviderSignInAnswer>(res, 200).access_token;
    expect(expectStatus<CurrentUser>(await browser.get('/api/current_user.json'), 200).email).toBe('owner@acme.test');
    expect(expectStatus<CurrentCompany>(await browser.get('/api/current_company.json'), 200).login_page_url).toBe(`/login/${provider.id}`);
    // The same person signed in with a password keeps the company's own login page.
    const withPassword = await t.signIn('owner@acme.test');
    expect(expectStatus<CurrentCompany>(await withPassword.get('/api/current_company.json'), 200).login_page_url).toBeNull();
  });

  it('refuses a user of another company, and unknown people when the provider does not create them', async () => {
    expect(errorOf(expectRefused((await signInAs('globex')).res, 403))).toBe('provider_user_other_company');
    const closed = await addProvider(t.seed.companies.acme, { create_unknown_users: false });
    expect(errorOf(expectRefused((await signInAs('alan', closed.id)).res, 403))).toBe('provider_user_unknown');
    expect(errorOf(expectRefused((await signInAs('unverified')).res, 403))).toBe('provider_email_unverified');
  });

  it('creates nobody when the company has no free licence, or is not active', async () => {
    const globex = t.seed.companies.globex;
    const globexProvider = await addProvider(globex);
    await t.db.update(companies).set({ licence_count: companies.licences_used }).where(eq(companies.id, globex));
    expect(errorOf(expectRefused((await signInAs('hedy', globexProvider.id)).res, 403))).toBe('no_free_licence');
    await t.db.update(companies).set({ licence_count: 100, active: false }).where(eq(companies.id, globex));
    expect(errorOf(expectRefused((await signInAs('hedy', globexProvider.id)).res, 403))).toBe('company_inactive');
    await t.db.update(companies).set({ active: true }).where(eq(companies.id, globex));
    expect(await t.db.select().from(users).where(eq(users.company_id, globex))).toHaveLength(1);
  });

  it('refuses an answer whose state is not the one this browser started with', async () => {
    const { browser, authorizationUrl } = await startFlow();
    const callback = await peer.signIn(authorizationUrl.href, 'owner');
    callback.searchParams.set('state', `${callback.searchParams.get('state')}x`);
    expect(errorOf(expectRefused(await finish(browser, callback), 400))).toBe('sign_in_state_mismatch');
    // The answer of another browser's flow carries that flow's state: just as wrong here.
    const other = await startFlow();
    const theirs = await peer.signIn(other.authorizationUrl.href, 'owner');
    const mine = await startFlow();
    expect(errorOf(expectRefused(await finish(mine.browser, theirs), 400))).toBe('sign_in_state_mismatch');
  });

  it('refuses an ID token whose nonce is not the one of this flow', async () => {
    const { browser, authorizationUrl } = await startFlow();
    authorizationUrl.searchParams.set('nonce', 'a-nonce-chosen-by-someone-else');
    const callback = await peer.signIn(authorizationUrl.href, 'owner');
    expect(errorOf(expectRefused(await finish(browser, callback), 400))).toBe('provider_sign_in_failed');
  });

  it('uses a flow once: a replayed answer is refused, even with the flow cookie put back', async () => {
    const { browser, authorizationUrl } = await startFlow();
    const flowCookie = browser.cookies.get(SIGN_IN_FLOW_COOKIE)!;
    const callback = await peer.signIn(authorizationUrl.href, 'owner');
    expectStatus(await finish(browser, callback), 200);
    expect(errorOf(expectRefused(await finish(browser, callback), 400))).toBe('sign_in_flow_missing');
    browser.cookies.set(SIGN_IN_FLOW_COOKIE, flowCookie);
    expect(errorOf(expectRefused(await finish(browser, callback), 400))).toBe('provider_sign_in_failed');
  });

  it('refuses a changed flow cookie, an expired flow, and says so when the person cancelled at the provider', async () => {
    const tampered = await startFlow();
    const sealed = tampered.browser.cookies.get(SIGN_IN_FLOW_COOKIE)!;
    const changedAt = sealed.length - 2;
    const changed = sealed[changedAt] === 'A' ? 'B' : 'A';
    tampered.browser.cookies.set(SIGN_IN_FLOW_COOKIE, `${sealed.slice(0, changedAt)}${changed}${sealed.slice(changedAt + 1)}`);
    const tamperedAnswer = await peer.signIn(tampered.authorizationUrl.href, 'owner');
    expect(errorOf(expectRefused(await finish(tampered.browser, tamperedAnswer), 400))).toBe('sign_in_flow_missing');

    const slow = await startFlow();
    const slowAnswer = await peer.signIn(slow.authorizationUrl.href, 'owner');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (SIGN_IN_FLOW_TTL_SECONDS + 1) * 1000 });
    try {
      expect(errorOf(expectRefused(await finish(slow.browser, slowAnswer), 400))).toBe('sign_in_flow_expired');
    } finally {
      vi.useRealTimers();
    }

    const cancelled = await startFlow();
    const cancelAnswer = await peer.signIn(cancelled.authorizationUrl.href, { cancel: true });
    expect(cancelAnswer.searchParams.get('error')).toBe('access_denied');
    expect(errorOf(expectRefused(await finish(cancelled.browser, cancelAnswer), 400))).toBe('provider_cancelled');
  });

  it('sends the browser back to the sign-in page when the provider cannot be used', async () => {
    const inactive = await addProvider(t.seed.companies.acme, { active: false });
    const res = await t.anonymous.get(`/api/oauth/providers/${inactive.id}/start`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/login/${inactive.id}?error=provider_unknown`);
    const unreachable = await addProvider(t.seed.companies.acme, { issuer_url: `${peer.issuer}/nowhere` });
    const down = await t.anonymous.get(`/api/oauth/providers/${unreachable.id}/start`);
    expect(down.headers.location).toBe(`/login/${unreachable.id}?error=provider_unreachable`);
  });

  it('keeps the return target inside the app', async () => {
    const { browser, authorizationUrl } = await startFlow(provider.id, '//evil.test/steal');
    const answer = expectStatus<ProviderSignInAnswer>(await finish(browser, await peer.signIn(authorizationUrl.href, 'owner')), 200);
    expect(answer.next).toBe('/home');
  });
});

describe('the redirect_uri without a configured frontend URL', () => {
  it('follows the origin the browser started the flow on', async () => {
    const peer = await startOidcPeer({ redirectUris: [`${STARTED_ON}/oauth-redirect`] });
    const t = await startTestServer();
    try {
      const admin = await t.signIn('admin@acme.test');
      const provider = expectStatus<CompanyProvider>(
        await admin.post(`/api/admin/companies/${t.seed.companies.acme}/providers.json`, { label: 'Acme SSO', issuer_url: peer.issuer, client_id: peer.clientId, client_secret: peer.clientSecret }),
        201,
      );
      const res = await t.anonymous.get(`/api/oauth/providers/${provider.id}/start`, { headers: { host: '127.0.0.1:5555' } });
      expect(new URL(res.headers.location as string).searchParams.get('redirect_uri')).toBe(`${STARTED_ON}/oauth-redirect`);
    } finally {
      await t.close();
      await peer.close();
    }
  });
});

function expectRefused(res: ApiResponse, status: number): ApiResponse {
  expect(res.statusCode, res.body).toBe(status);
  return res;
}
