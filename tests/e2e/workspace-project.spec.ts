/**
 * The project page: arranging modules between sections without a mouse, and giving
 * viewer@acme.test write access through the permissions dialog. owner@acme.test is a company admin,
 * so they administer the projects they create. Names carry a per-run suffix: spec files share the server.
 */
import type { Browser, Page } from '@playwright/test';
import { apiAsPageUser, signIn } from './app';
import { expect, test } from './fixtures';

const OWNER = 'owner@acme.test';
const VIEWER = 'viewer@acme.test';
const RUN = Date.now().toString(36);

/** Signs in and accepts the terms through the API, so no dialog comes up on the next page load. */
async function signInAs(page: Page, email: string): Promise<void> {
  await signIn(page, email);
  const api = await apiAsPageUser(page);
  const me = (await (await api.get('/api/current_user')).json()) as { id: number };
  expect((await api.put('/api/current_user', { id: me.id, accepted_eula: true })).status()).toBe(200);
}

interface Built {
  projectId: number;
  sections: number[];
}

/** A project with two sections and a text module in the first, made through the API. */
async function buildProject(page: Page, name: string): Promise<Built> {
  const api = await apiAsPageUser(page);
  const project = await api.post('/api/projects.json', { name });
  expect(project.status(), await project.text()).toBe(201);
  const projectId = ((await project.json()) as { id: number }).id;
  const sections: number[] = [];
  for (const section of ['Discovery', 'Delivery']) {
    const answer = await api.post(`/api/projects/${projectId}/sections.json`, { name: section });
    expect(answer.status(), await answer.text()).toBe(201);
    sections.push(((await answer.json()) as { id: number }).id);
  }
  const module = await api.post(`/api/projects/${projectId}/project_scenario_modules.json`, {
    name: 'Kick-off notes',
    type_key: 'FreeTexts',
    section_id: sections[0],
  });
  expect(module.status(), await module.text()).toBe(201);
  return { projectId, sections };
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('a module moves to another section with the keyboard, and stays there after a reload', async ({ page }) => {
  await signInAs(page, OWNER);
  const { projectId } = await buildProject(page, `Arranged ${RUN}`);
  await page.goto(`/projects/${projectId}`);
  await expect(section(page, 'Discovery').getByRole('link', { name: /Kick-off notes/ })).toBeVisible();

  await test.step('open the module menu and choose Move to section… by keyboard', async () => {
    await section(page, 'Discovery').getByRole('button', { name: 'Actions for Kick-off notes' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Move to section…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move “Kick-off notes” to section' });
    await dialog.getByRole('combobox', { name: 'Section' }).click();
    await page.getByRole('option', { name: 'Delivery' }).click();
    const saved = page.waitForResponse((r) => r.url().includes('/update_positions.json') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Move to section' }).click();
    expect((await saved).status()).toBe(200);
  });

  await expect(section(page, 'Delivery').getByRole('link', { name: /Kick-off notes/ })).toBeVisible();
  await page.reload();
  await expect(section(page, 'Delivery').getByRole('link', { name: /Kick-off notes/ })).toBeVisible();
  await expect(section(page, 'Discovery').getByText('No modules in this section yet.')).toBeVisible();
});

test('a module card dragged onto another section lands there', async ({ page }) => {
  await signInAs(page, OWNER);
  const { projectId } = await buildProject(page, `Dragged ${RUN}`);
  await page.goto(`/projects/${projectId}`);
  const handle = section(page, 'Discovery').getByRole('button', { name: 'Drag Kick-off notes' });
  await expect(handle).toBeVisible();
  const target = section(page, 'Delivery').getByText('No modules in this section yet.');
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('The handle or the target section is not on screen');
  const saved = page.waitForResponse((r) => r.url().includes('/update_positions.json') && r.request().method() === 'POST');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  await page.mouse.up();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(section(page, 'Delivery').getByRole('link', { name: /Kick-off notes/ })).toBeVisible();
});

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, email);
  return page;
}

test('a project admin grants viewer@acme.test write, and the viewer can then edit', async ({ page, browser }) => {
  await signInAs(page, OWNER);
  const name = `Shared work ${RUN}`;
  const { projectId } = await buildProject(page, name);

  await test.step('the viewer cannot open the project yet', async () => {
    const viewer = await signedInPage(browser, VIEWER);
    const api = await apiAsPageUser(viewer);
    expect([403, 404]).toContain((await api.get(`/api/projects/${projectId}.json`)).status());
    await viewer.context().close();
  });

  await test.step('the owner adds Vera Viewer with "Can edit" in Permissions', async () => {
    await page.goto(`/projects/${projectId}`);
    await page.getByRole('button', { name: 'Permissions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Permissions' });
    await dialog.getByRole('combobox', { name: 'Person' }).fill('Vera');
    await page.getByRole('option', { name: /Vera Viewer/ }).click();
    await dialog.getByRole('region', { name: 'People' }).getByRole('combobox', { name: 'Access', exact: true }).click();
    await page.getByRole('option', { name: 'Can edit' }).click();
    await dialog.getByRole('button', { name: 'Add person' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Access of Vera Viewer' })).toHaveText('Can edit');
    await expect(dialog.getByRole('region', { name: 'Who has access' }).getByText('Vera Viewer: Can edit')).toBeVisible();
  });

  await test.step('the viewer opens the project and can add a section', async () => {
    const viewer = await signedInPage(browser, VIEWER);
    await viewer.goto(`/projects/${projectId}`);
    await expect(viewer.getByRole('heading', { level: 1, name })).toBeVisible();
    await viewer.getByRole('button', { name: 'Add section' }).click();
    const dialog = viewer.getByRole('dialog', { name: 'Add section' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Viewer ideas');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(section(viewer, 'Viewer ideas')).toBeVisible();
    await viewer.context().close();
  });
});
