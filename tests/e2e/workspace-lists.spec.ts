/**
 * The home and list pages: templates, favourites, search and label filter, grid and list,
 * export and import. owner@acme.test is a company admin, so they may publish templates. Names carry a
 * per-run suffix because every spec file shares the worker's server.
 */
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { apiAsPageUser, signIn } from './app';
import { expect, test } from './fixtures';

const OWNER = 'owner@acme.test';
const RUN = Date.now().toString(36);

/** Signs in and accepts the terms when they are asked (an earlier spec may have accepted them already). */
async function signInAs(page: Page, email: string): Promise<void> {
  await signIn(page, email);
  // The page is drawn under the terms dialog, which hides it from the accessibility tree while open.
  await expect(page.locator('h1', { hasText: 'Most Recently Viewed' })).toBeVisible();
  const terms = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Decline' }) });
  if (await terms.isVisible()) {
    await terms.getByRole('checkbox').check();
    await terms.getByRole('button', { name: 'Accept' }).click();
    await expect(terms).toBeHidden();
  }
}

async function createProject(page: Page, name: string): Promise<number> {
  const api = await apiAsPageUser(page);
  const response = await api.post('/api/projects.json', { name });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

async function search(page: Page, text: string): Promise<void> {
  const answered = page.waitForResponse((r) => r.url().includes('/api/projects.json') && r.url().includes('search='));
  await page.getByRole('searchbox', { name: 'Search projects' }).fill(text);
  expect((await answered).status()).toBe(200);
}

test('a project made from a published template opens as a new project', async ({ page }) => {
  const template = `Launch template ${RUN}`;
  const project = `Spring launch ${RUN}`;
  await signInAs(page, OWNER);

  await test.step('make an unpublished template from a project', async () => {
    const sourceId = await createProject(page, `Template source ${RUN}`);
    const api = await apiAsPageUser(page);
    const response = await api.post(`/api/projects/${sourceId}/create_template_from.json`, { name: template });
    expect(response.status(), await response.text()).toBeLessThan(300);
  });

  await test.step('publish it from the unpublished templates', async () => {
    await page.goto('/unpublished-templates');
    await expect(page.getByRole('heading', { level: 1, name: 'Unpublished templates' })).toBeVisible();
    await card(page, template).getByRole('button', { name: `More actions for ${template}` }).click();
    await page.getByRole('menuitem', { name: 'Publish' }).click();
    await expect(card(page, template)).toBeHidden();
  });

  await test.step('use it from Project Templates', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Project Templates' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Project Templates' })).toBeVisible();
    await card(page, template).getByRole('button', { name: `Use template: ${template}` }).click();
    const dialog = page.getByRole('dialog', { name: 'New project from a template' });
    await dialog.getByLabel('Name').fill(project);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/projects\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: project })).toBeVisible();
  });
});

test('a favourite is found under Favorites', async ({ page }) => {
  const name = `Favourite project ${RUN}`;
  await signInAs(page, OWNER);
  await createProject(page, name);
  await page.goto('/all-projects');
  await search(page, name);
  const saved = page.waitForResponse((r) => r.url().includes('/favorite.json') && r.request().method() === 'POST');
  await card(page, name).getByRole('button', { name: 'Add to favorites' }).click();
  await expect(card(page, name).getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
  expect((await saved).status()).toBe(200);

  await page.getByRole('navigation').getByRole('link', { name: 'Favorites' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
  await expect(card(page, name).getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
});

test('search, label filter, and grid or list remembered after a reload', async ({ page }) => {
  const alpha = `Alpha ${RUN}`;
  const beta = `Beta ${RUN}`;
  const label = `Pilot ${RUN}`;
  await signInAs(page, OWNER);
  await createProject(page, alpha);
  await createProject(page, beta);
  await page.goto('/all-projects');
  await search(page, RUN);
  await expect(card(page, alpha)).toBeVisible();
  await expect(card(page, beta)).toBeVisible();

  await test.step('create a label and put it on Alpha', async () => {
    await page.getByRole('button', { name: 'Labels', exact: true }).click();
    const manager = page.getByRole('dialog', { name: 'Manage labels' });
    await manager.getByLabel('New label', { exact: true }).fill(label);
    await manager.getByRole('button', { name: 'Add label' }).click();
    await expect(manager.getByLabel(`Name of ${label}`)).toBeVisible();
    await manager.getByRole('button', { name: 'Close' }).click();

    await card(page, alpha).getByRole('button', { name: `More actions for ${alpha}` }).click();
    await page.getByRole('menuitem', { name: 'Labels…' }).click();
    const assign = page.getByRole('dialog', { name: `Labels of ${alpha}` });
    await assign.getByRole('checkbox', { name: label }).check();
    await assign.getByRole('button', { name: 'Save' }).click();
    await expect(assign).toBeHidden();
    await expect(card(page, alpha).getByText(label)).toBeVisible();
  });

  await test.step('filter by the label', async () => {
    await page.getByRole('combobox', { name: 'Filter by label' }).click();
    const filtered = page.waitForResponse((r) => r.url().includes('/api/projects.json') && r.url().includes('label_ids='));
    await page.getByRole('option', { name: label }).click();
    await page.keyboard.press('Escape');
    expect((await filtered).status()).toBe(200);
    await expect(card(page, alpha)).toBeVisible();
    await expect(card(page, beta)).toBeHidden();
    await expect(page.getByText('1 project', { exact: true })).toBeVisible();
  });

  await test.step('search for the other one: no match with the filter, found without it', async () => {
    await search(page, beta);
    await expect(page.getByText('No projects match your search or filter')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await search(page, beta);
    await expect(card(page, beta)).toBeVisible();
    await expect(card(page, alpha)).toBeHidden();
  });

  await test.step('list view, remembered after a reload, then grid again', async () => {
    const remembered = page.waitForResponse((r) => r.url().includes('/preferences/home-list') && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'List view' }).click();
    expect((await remembered).status()).toBe(200);
    await expect(page.getByRole('table', { name: 'Projects' }).getByRole('link', { name: new RegExp(beta) })).toBeVisible();
    await expect(page).toHaveURL(/view=list/);
    await page.reload();
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    // Opened afresh, without the URL's choices, the list is as the user left it.
    await page.goto('/all-projects');
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('table', { name: 'Projects' }).getByRole('row').nth(1)).toBeVisible();
    const back = page.waitForResponse((r) => r.url().includes('/preferences/home-list') && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Grid view' }).click();
    expect((await back).status()).toBe(200);
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  await test.step('deleting the label asks first, and Undo puts it back on Alpha', async () => {
    await search(page, alpha);
    await page.getByRole('button', { name: 'Labels', exact: true }).click();
    const manager = page.getByRole('dialog', { name: 'Manage labels' });
    await manager.getByRole('button', { name: `Delete label ${label}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete the label ${label}?` });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(manager.getByLabel(`Name of ${label}`)).toBeVisible();

    await manager.getByRole('button', { name: `Delete label ${label}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(manager.getByLabel(`Name of ${label}`)).toBeHidden();
    await expect(card(page, alpha).getByText(label)).toBeHidden();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(manager.getByLabel(`Name of ${label}`)).toBeVisible();
    await manager.getByRole('button', { name: 'Close' }).click();
    await expect(card(page, alpha).getByText(label)).toBeVisible();
  });
});

test('a project exported as JSON is imported back as a new project', async ({ page }) => {
  const name = `Round trip ${RUN}`;
  const section = `Discovery ${RUN}`;
  await signInAs(page, OWNER);
  const id = await createProject(page, name);
  const api = await apiAsPageUser(page);
  const created = await api.post(`/api/projects/${id}/sections.json`, { name: section });
  expect(created.status(), await created.text()).toBeLessThan(300);

  await page.goto('/all-projects');
  await search(page, name);
  await card(page, name).getByRole('button', { name: `More actions for ${name}` }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export as JSON' }).click();
  const download = await downloading;
  const file = await download.path();
  const archive = JSON.parse(await readFile(file, 'utf8')) as { format: string; project: { name: string } };
  expect(archive.format).toBe('tessera-project');
  expect(archive.project.name).toBe(name);

  await page.getByRole('button', { name: 'Import project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import project' });
  const imported = page.waitForResponse((r) => r.url().includes('/api/projects/import.json'));
  await dialog.getByLabel('Project archive').setInputFiles(file);
  expect((await imported).status()).toBeLessThan(300);
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  expect(page.url()).not.toMatch(new RegExp(`/projects/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
  await expect(page.getByText(section).first()).toBeVisible();
});
