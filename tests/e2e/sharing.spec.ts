/**
 * Share links and embeds: a module link opened in a fresh browser, not signed in, shows the
 * module read-only with no terms dialog; revoked, it is refused; its embed URL renders inside an iframe
 * of a page served from another local port.
 */
import { createServer, type Server } from 'node:http';
import type { Page } from '@playwright/test';
import { apiAsPageUser, signIn } from './app';
import { expect, test } from './fixtures';
import { freePort } from './server';

const OWNER = 'owner@acme.test';
const RUN = Date.now().toString(36);

/** Signs in and accepts the terms through the API, so no dialog comes up on the next page load. */
async function signInAsOwner(page: Page): Promise<void> {
  await signIn(page, OWNER);
  const api = await apiAsPageUser(page);
  const me = (await (await api.get('/api/current_user')).json()) as { id: number };
  expect((await api.put('/api/current_user', { id: me.id, accepted_eula: true })).status()).toBe(200);
}

/** A project with one risks module, made through the API. */
async function projectWithModule(page: Page, name: string) {
  const api = await apiAsPageUser(page);
  const project = await api.post('/api/projects.json', { name });
  expect(project.status(), await project.text()).toBe(201);
  const projectId = ((await project.json()) as { id: number }).id;
  const module = await api.post(`/api/projects/${projectId}/project_scenario_modules.json`, {
    name: 'Launch risks',
    type_key: 'Risks',
  });
  expect(module.status(), await module.text()).toBe(201);
  return { projectId, moduleId: ((await module.json()) as { id: number }).id };
}

/** Creates a module link in the Share dialog and answers the link's path and its embed path. */
async function createModuleLink(page: Page, projectId: number): Promise<{ url: string; embedUrl: string }> {
  await page.goto(`/projects/${projectId}`);
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share links' });
  const created = page.waitForResponse((r) => r.url().includes('/module_access_urls.json') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Create link to a module' }).click();
  const answer = await created;
  expect(answer.status(), await answer.text()).toBe(201);
  const link = (await answer.json()) as { url: string; embed_url: string };
  await expect(dialog.getByRole('textbox', { name: 'Embed code' })).toHaveValue(/<iframe src=".*\/embed\/projects\//);
  return { url: link.url, embedUrl: link.embed_url };
}

test('a module link opens read-only without signing in and is refused once revoked', async ({ page, browser }) => {
  await signInAsOwner(page);
  const { projectId } = await projectWithModule(page, `Shared risks ${RUN}`);
  const link = await createModuleLink(page, projectId);

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await test.step('the visitor sees the module, read-only, with no terms dialog', async () => {
    await visitor.goto(link.url);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Launch risks' })).toBeVisible();
    await expect(visitor.getByText('You can view this module but not change it.')).toBeVisible();
    await expect(visitor.getByRole('button', { name: /Add/ })).toHaveCount(0);
    await expect(visitor.getByRole('dialog')).toHaveCount(0);
    expect(visitor.url()).not.toContain('/login');
  });

  await test.step('the owner revokes the link', async () => {
    const dialog = page.getByRole('dialog', { name: 'Share links' });
    const revoked = page.waitForResponse((r) => r.url().includes('/module_access_urls/') && r.request().method() === 'DELETE');
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    expect((await revoked).status()).toBeLessThan(300);
    await expect(dialog.getByText('No active links.').last()).toBeVisible();
  });

  await test.step('the same link is refused at once', async () => {
    await visitor.goto(link.url);
    await expect(visitor.getByRole('heading', { name: 'This link is no longer valid' })).toBeVisible();
  });
  await visitorContext.close();
});

test('a project link shows the whole project read-only to someone not signed in', async ({ page, browser }) => {
  await signInAsOwner(page);
  const name = `Shared project ${RUN}`;
  const { projectId } = await projectWithModule(page, name);
  const api = await apiAsPageUser(page);
  const created = await api.post(`/api/projects/${projectId}/project_access_urls.json`, {});
  expect(created.status(), await created.text()).toBe(201);
  const link = (await created.json()) as { url: string };

  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(link.url);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(visitor.getByText('Read only')).toBeVisible();
  await expect(visitor.getByRole('link', { name: /Launch risks/ })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Add module' })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Drag Launch risks' })).toHaveCount(0);
  const navigation = visitor.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByText('Viewing a shared project')).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Sign in' })).toBeVisible();
  for (const place of ['My Projects', 'Profile', 'Sign out']) await expect(visitor.getByRole('link', { name: place }).or(visitor.getByRole('button', { name: place }))).toHaveCount(0);
  await context.close();
});

test('the embed URL renders inside an iframe of a page from another origin', async ({ page, browser, server }) => {
  await signInAsOwner(page);
  const { projectId } = await projectWithModule(page, `Embedded risks ${RUN}`);
  const link = await createModuleLink(page, projectId);
  const embedSrc = new URL(link.embedUrl, server.url).toString();

  const port = await freePort();
  const host: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>Partner site</title><h1>Partner site</h1>
<iframe title="Tessera module" src="${embedSrc}" width="900" height="600"></iframe>`);
  });
  await new Promise<void>((resolve) => host.listen(port, '127.0.0.1', resolve));
  try {
    const context = await browser.newContext();
    const partner = await context.newPage();
    await partner.goto(`http://127.0.0.1:${port}/`);
    const frame = partner.frameLocator('iframe[title="Tessera module"]');
    await expect(frame.getByRole('heading', { level: 1, name: 'Launch risks' })).toBeVisible();
    await context.close();
  } finally {
    await new Promise<void>((resolve) => host.close(() => resolve()));
  }
});

test('leaving a framed embed’s not-found page navigates the top window, never the frame', async ({ page, browser, server }) => {
  await signInAsOwner(page);
  const { projectId } = await projectWithModule(page, `Wrong embed ${RUN}`);
  const link = await createModuleLink(page, projectId);
  // The module is a risks module, so the text embed of it is not found.
  const embedSrc = new URL(link.embedUrl.replace('/risks/', '/text/'), server.url).toString();

  const port = await freePort();
  const host: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>Partner site</title><iframe title="Tessera module" src="${embedSrc}" width="900" height="600"></iframe>`);
  });
  await new Promise<void>((resolve) => host.listen(port, '127.0.0.1', resolve));
  try {
    const context = await browser.newContext();
    const partner = await context.newPage();
    await partner.goto(`http://127.0.0.1:${port}/`);
    const frame = partner.frameLocator('iframe[title="Tessera module"]');
    await expect(frame.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await frame.getByRole('link', { name: 'Go to your projects' }).click();
    await expect(partner).toHaveURL(new RegExp(`^${server.url}`));
    await expect(partner.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await context.close();
  } finally {
    await new Promise<void>((resolve) => host.close(() => resolve()));
  }
});

test('every page but the embeds refuses to be framed', async ({ request }) => {
  const page = await request.get('/projects/1');
  expect(page.headers()['x-frame-options']).toBe('DENY');
  const embed = await request.get('/embed/projects/abc/risks/def');
  expect(embed.headers()['x-frame-options']).toBeUndefined();
});
