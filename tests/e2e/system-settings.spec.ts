/**
 * The system admin's settings as admin@acme.test: the browser tab text and the favicon follow a save at
 * once, /terms shows the terms to anyone, and a module kind hidden on /admin/modules is gone from
 * "Add module". What a test changes it puts back, so later specs on this worker's server see the seed.
 */
import type { Page } from '@playwright/test';
import { apiAsPageUser, DEMO_PROJECT, signInWithTermsAccepted } from './app';
import { expect, test } from './fixtures';

const RUN = Date.now().toString(36);
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const HIDDEN_KIND = 'Problem statements';

type Listed = { id: number; name: string };
const itemsOf = <T>(body: T[] | { items: T[] }): T[] => (Array.isArray(body) ? body : body.items);

async function openSystemSettings(page: Page): Promise<void> {
  await signInWithTermsAccepted(page, 'admin@acme.test');
  await page.goto('/admin/system');
  await expect(page.getByLabel('Browser tab text')).toBeVisible();
}

async function saveSettings(page: Page): Promise<void> {
  const saved = page.waitForResponse((response) => response.url().includes('/api/admin/systems.json') && response.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save settings' }).click();
  expect((await saved).status()).toBe(200);
}

test.describe('system settings', () => {
  test.afterEach(async ({ page }) => {
    const api = await apiAsPageUser(page);
    await api.put('/api/admin/systems.json', { browser_tab_text: 'Tessera', terms_text: '' });
    await api.post('/api/admin/systems/remove_image.json', {});
  });

  test('the browser tab follows the tab text and the favicon, also after a reload', async ({ page }) => {
    await openSystemSettings(page);
    const tabText = `Acme strategy ${RUN}`;
    await page.getByLabel('Browser tab text').fill(tabText);
    await saveSettings(page);
    await expect(page).toHaveTitle(tabText);

    const builtIn = await page.locator('link[rel="icon"]').getAttribute('href');
    await page.locator('input[type="file"]').setInputFiles({ name: 'favicon.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(page.getByRole('img', { name: 'Current favicon' })).toBeVisible();
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /\/api\/system_images\/system\/favicon\/[0-9a-f]+\.png$/);
    const uploaded = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(uploaded).not.toBe(builtIn);

    await page.reload();
    await expect(page).toHaveTitle(tabText);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', uploaded!);
    const icon = await page.request.get(uploaded!);
    expect(icon.status()).toBe(200);

    await page.getByRole('button', { name: 'Remove favicon' }).click();
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', builtIn!);
  });

  test('/terms shows the terms the system admin wrote, to anyone', async ({ page, browser }) => {
    await openSystemSettings(page);
    await page.getByLabel('Terms and conditions').fill(`Be kind ${RUN}.\n\nShare what you learn.`);
    await saveSettings(page);

    const visitor = await browser.newContext();
    const terms = await visitor.newPage();
    await terms.goto('/terms');
    await expect(terms.getByRole('heading', { name: 'Terms and conditions of Tessera' })).toBeVisible();
    await expect(terms.getByText(`Be kind ${RUN}.`)).toBeVisible();
    await expect(terms.getByText('Share what you learn.')).toBeVisible();
    await visitor.close();
  });
});

test.describe('module catalogue', () => {
  test.afterEach(async ({ page }) => {
    const api = await apiAsPageUser(page);
    const catalogue = (await (await api.get('/api/admin/scenario_modules.json?per_page=100')).json()) as { items: Array<{ id: number; type_key: string }> };
    const kind = catalogue.items.find((item) => item.type_key === 'ProblemStatements')!;
    const restored = await api.putMultipart(`/api/admin/scenario_modules/${kind.id}.json`, { available: 'true' });
    expect(restored.status(), await restored.text()).toBe(200);
  });

  test('a kind hidden on /admin/modules is gone from "Add module"', async ({ page }) => {
    await signInWithTermsAccepted(page, 'admin@acme.test');
    await page.goto('/admin/modules');
    await page.getByLabel('Search module kinds').fill(HIDDEN_KIND);
    await page.getByRole('button', { name: `Edit ${HIDDEN_KIND}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit module kind' });
    await dialog.getByLabel('Offer in "Add module"').uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(HIDDEN_KIND) }).getByText('Hidden')).toBeVisible();

    const api = await apiAsPageUser(page);
    const projects = itemsOf((await (await api.get(`/api/projects.json?search=${encodeURIComponent(DEMO_PROJECT)}`)).json()) as Listed[] | { items: Listed[] });
    await page.goto(`/projects/${projects.find((project) => project.name === DEMO_PROJECT)!.id}`);
    await page.getByRole('button', { name: 'Add module' }).click();
    const add = page.getByRole('dialog', { name: 'Add module' });
    await expect(add.getByRole('option', { name: 'Risks', exact: true })).toBeVisible();
    await expect(add.getByRole('option', { name: HIDDEN_KIND, exact: true })).toHaveCount(0);
  });
});
