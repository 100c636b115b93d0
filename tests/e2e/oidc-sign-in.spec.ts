/**
 * Sign-in through a company's OpenID Connect provider, in the browser, against a real provider (oidc-provider
 * on loopback): a system admin sets up Acme's provider; a person unknown to Tessera opens /login/{id}, signs in
 * at the provider's own form, comes back as a new member of Acme, and is sent back to /login/{id} on signing
 * out. An answer whose state was changed on the way is refused.
 *
 * The e2e server has no TESSERA_FRONTEND_URL, so the redirect_uri is the origin the browser started on.
 */
import { request as playwrightRequest, type Page } from '@playwright/test';
import { acceptTerms, apiAsPageUser, DEMO_PASSWORD, stopTour } from './app';
import { expect, test } from './fixtures';
import { startOidcPeer, type OidcPeer } from '../support/oidc-peer';

const RUN = Date.now().toString(36);
const NEWCOMER = { login: `nora-${RUN}`, email: `nora.${RUN}@acme.test`, name: 'Nora Newcomer' };
const LABEL = 'Sign in with Acme SSO';

let peer: OidcPeer;
let providerId: number;

test.beforeAll(async ({ server }) => {
  peer = await startOidcPeer({ redirectUris: [`${server.url}/oauth-redirect`], accounts: [NEWCOMER] });
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  try {
    await api.get('/api/system');
    const xsrf = (await api.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    const signedIn = await api.post('/api/oauth/sessions.json', { data: { email: 'admin@acme.test', password: DEMO_PASSWORD }, headers: { 'x-xsrf-token': xsrf } });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    const { access_token: token } = (await signedIn.json()) as { access_token: string };
    const sessionXsrf = (await api.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    const companies = (await (await api.get('/api/current_company', { headers: { authorization: `Bearer ${token}` } })).json()) as { id: number };
    const created = await api.post(`/api/admin/companies/${companies.id}/providers.json`, {
      headers: { authorization: `Bearer ${token}`, 'x-xsrf-token': sessionXsrf },
      data: { label: LABEL, issuer_url: peer.issuer, client_id: peer.clientId, client_secret: peer.clientSecret, create_unknown_users: true },
    });
    expect(created.status(), await created.text()).toBe(201);
    providerId = ((await created.json()) as { id: number }).id;
  } finally {
    await api.dispose();
  }
});

test.afterAll(async () => {
  await peer?.close();
});

/** The provider's own login form (oidc-provider's development form: any password). */
async function signInAtProvider(page: Page): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${peer.issuer}/interaction/`));
  await page.getByPlaceholder('Enter any login').fill(NEWCOMER.login);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

test('a new person of Acme signs in through the provider, and signing out leads back to its page', async ({ page }) => {
  await page.goto(`/login/${providerId}`);
  await expect(page.getByText('For people of Acme')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.getByRole('button', { name: LABEL }).click();
  await signInAtProvider(page);

  await acceptTerms(page);
  await expect(page).toHaveURL(/\/recently-viewed$/);
  await stopTour(page);
  const api = await apiAsPageUser(page);
  const me = (await (await api.get('/api/current_user')).json()) as { email: string; name: string; company_role: string };
  expect(me).toMatchObject({ email: NEWCOMER.email, name: NEWCOMER.name, company_role: 'member' });

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(new RegExp(`/login/${providerId}$`));
  await expect(page.getByRole('button', { name: LABEL })).toBeVisible();
});

test('an answer whose state was changed on the way back is refused', async ({ page }) => {
  // The provider's answer is held back before it reaches the server (a redirect cannot be intercepted, the
  // page's call can), so the test can change it as someone in the middle would.
  let answer = '';
  await page.route('**/api/oauth/provider_sign_ins.json', async (route) => {
    answer = (route.request().postDataJSON() as { query: string }).query;
    await route.abort();
  });
  await page.goto(`/login/${providerId}`);
  await page.getByRole('button', { name: LABEL }).click();
  await signInAtProvider(page);
  await expect.poll(() => answer).toContain('state=');
  await page.unrouteAll();

  const tampered = new URLSearchParams(answer);
  tampered.set('state', `${tampered.get('state')}-changed`);
  await page.goto(`/oauth-redirect?${tampered}`);
  await expect(page.getByRole('alert')).toContainText('does not belong to the sign-in started in this browser');
  await page.getByRole('link', { name: 'Back to sign-in' }).click();
  await expect(page).toHaveURL(new RegExp(`/login/${providerId}$`));
});
