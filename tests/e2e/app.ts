/**
 * Steps a person takes in the app, by the accessible names the host and the SDK promise
 * (docs/architecture.md and the README). Each waits on what the page shows, never on a clock.
 */
import type { APIResponse, Page, Response } from '@playwright/test';
import { linkIn, type SmtpPeer } from '../support/smtp-peer';
import { expect } from './fixtures';

export const DEMO_PASSWORD = 'tessera-demo';
export const DEMO_PROJECT = 'Acme onboarding';
const RUN = Date.now().toString(36);

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** The terms dialog: Accept shows only once the agreement checkbox is ticked. */
export async function acceptTerms(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Decline' }) });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(dialog).toBeHidden();
}

/** A new person's intro tour (it starts after the terms): Escape stops it, and it does not come back. */
export async function stopTour(page: Page): Promise<void> {
  const tour = page.getByRole('alertdialog', { name: 'Welcome to Tessera' });
  await expect(tour).toBeVisible();
  await page.keyboard.press('Escape');
  await expectNoTour(page);
}

/** No tour runs: the tour's layer is gone from the page (between two steps the card alone may be missing). */
export async function expectNoTour(page: Page): Promise<void> {
  await expect(page.locator('#react-joyride-portal')).toHaveCount(0);
}

/** The app path (with its query) of the newest link to `path` mailed to `to` after `after` mails. */
export async function mailedLink(mail: SmtpPeer, to: string, path: string, after: number): Promise<string> {
  const message = await mail.waitForMail((received) => received.to.includes(to) && mail.mails.indexOf(received) >= after);
  const link = new URL(linkIn(message, path));
  return link.pathname + link.search;
}

/** Waits for the answer to the next bulk_update of entity values (a save of the save queue). */
export function nextSave(page: Page): Promise<Response> {
  return page.waitForResponse(
    (response) => response.url().includes('/entity_values/bulk_update.json') && response.request().method() === 'POST',
    { timeout: 20_000 },
  );
}

/** The save indicator says everything is stored. */
export async function expectAllSaved(page: Page): Promise<void> {
  await expect(page.getByText('All changes saved')).toBeVisible();
}

/** The XSRF-TOKEN cookie the page's context holds, which every write must echo in X-XSRF-TOKEN. */
async function xsrfToken(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
}

/**
 * Calls the API as the signed-in browser user would: the session cookie buys a bearer token, and the
 * XSRF-TOKEN cookie is echoed in X-XSRF-TOKEN.
 */
export async function apiAsPageUser(page: Page) {
  const tokenResponse = await page.request.get('/api/oauth/tokens.json');
  expect(tokenResponse.status(), await tokenResponse.text()).toBe(200);
  const { access_token: accessToken } = (await tokenResponse.json()) as { access_token: string };
  const xsrf = await xsrfToken(page);
  const headers = { authorization: `Bearer ${accessToken}`, 'x-xsrf-token': xsrf };
  return {
    get: (path: string): Promise<APIResponse> => page.request.get(path, { headers }),
    post: (path: string, data: unknown): Promise<APIResponse> => page.request.post(path, { headers, data }),
    postMultipart: (path: string, multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>): Promise<APIResponse> =>
      page.request.post(path, { headers, multipart }),
    putMultipart: (path: string, multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>): Promise<APIResponse> =>
      page.request.put(path, { headers, multipart }),
    put: (path: string, data: unknown): Promise<APIResponse> => page.request.put(path, { headers, data }),
    delete: (path: string): Promise<APIResponse> => page.request.delete(path, { headers }),
  };
}

/**
 * Signs in and accepts the terms through the API, as the sign-in page would, so the next page load starts signed in
 * with no dialog. The page is left where it was: the caller opens what it tests. (signIn() is the form.)
 */
export async function signInWithTermsAccepted(page: Page, email: string): Promise<void> {
  // Any answer hands out the XSRF cookie, which the sign-in call must echo.
  await page.request.get('/api/system.json');
  const session = await page.request.post('/api/oauth/sessions.json', {
    headers: { 'x-xsrf-token': await xsrfToken(page) },
    data: { email, password: DEMO_PASSWORD },
  });
  expect(session.status(), await session.text()).toBe(200);
  const api = await apiAsPageUser(page);
  const me = (await (await api.get('/api/current_user')).json()) as { id: number };
  expect((await api.put('/api/current_user', { id: me.id, accepted_eula: true })).status()).toBe(200);
}

/** Does `action`, then waits until the save it causes is answered and the page says all is saved. */
export async function andSaved(page: Page, action: () => Promise<void>): Promise<void> {
  const saved = nextSave(page);
  await action();
  const response = await saved;
  expect(response.status(), await response.text()).toBe(200);
  await expectAllSaved(page);
}

/** On a project page: "Add module", pick the kind by its title, name it, create it (the module opens). */
export async function addModule(page: Page, kind: string, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Add module' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add module' });
  await dialog.getByRole('option', { name: kind, exact: true }).click();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
}

interface Row {
  id: number;
  name: string;
}

/**
 * A new project of the signed-in user with one module per type key (type key → module name), made through
 * the API; its name ends in a per-run suffix so reruns on one server do not collide.
 */
export async function projectWithModules(page: Page, name: string, modules: Record<string, string>) {
  const api = await apiAsPageUser(page);
  const created = async <T>(path: string, data: unknown): Promise<T> => {
    const response = await api.post(path, data);
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as T;
  };
  const project = await created<Row>('/api/projects.json', { name: `${name} ${RUN}` });
  const ids: Record<string, number> = {};
  for (const [typeKey, moduleName] of Object.entries(modules)) {
    ids[typeKey] = (await created<Row>(`/api/projects/${project.id}/project_scenario_modules.json`, { name: moduleName, type_key: typeKey })).id;
  }
  return { api, project, ids, created };
}

type PageApi = Awaited<ReturnType<typeof apiAsPageUser>>;
const listed = <T>(body: T[] | { items: T[] }): T[] => (Array.isArray(body) ? body : body.items);

/** A new module of `typeKey` named `name` in the demo project, made through the API: its ids and its API path. */
export async function demoProjectModule(api: PageApi, typeKey: string, name: string) {
  const projects = listed((await (await api.get(`/api/projects.json?search=${encodeURIComponent(DEMO_PROJECT)}`)).json()) as Array<{ id: number; name: string }>);
  const projectId = projects.find((project) => project.name === DEMO_PROJECT)!.id;
  const modulesPath = `/api/projects/${projectId}/project_scenario_modules`;
  const created = await api.post(`${modulesPath}.json`, { name, type_key: typeKey });
  expect(created.status(), await created.text()).toBe(201);
  const moduleId = ((await created.json()) as { id: number }).id;
  return { projectId, moduleId, moduleApiPath: `${modulesPath}/${moduleId}` };
}

/**
 * A new risks module named `name` in the demo project, made through the API, with a row per title: the ids a test
 * needs and the path of its values.
 */
export async function demoRisksModule(api: PageApi, name: string, titles: readonly string[] = []) {
  const { projectId, moduleId, moduleApiPath } = await demoProjectModule(api, 'Risks', name);
  const attributes = listed((await (await api.get('/api/entity_attributes.json')).json()) as Array<{ id: number; key: string }>);
  const riskItem = attributes.find((attribute) => attribute.key === 'RiskItem')!.id;
  const valuesPath = `${moduleApiPath}/entity_values`;
  if (titles.length > 0) {
    const entity_values = titles.map((title, position) => ({ entity_attribute_id: riskItem, value: { title }, position }));
    expect((await api.post(`${valuesPath}/bulk_create.json`, { entity_values })).status()).toBe(201);
  }
  return { projectId, moduleId, riskItem, valuesPath, modulePath: `/projects/${projectId}/risks/${moduleId}` };
}
