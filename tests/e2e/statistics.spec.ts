/**
 * The statistics pages on the demo's 90 days of user events: every page of the system admin shows its chart and
 * its table, the period is in the URL and changes the figures, CSV export holds the rows shown, a company admin
 * has the five company pages only and sees the language model budgets on the AI usage page, a member none, and a
 * page fits a phone.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { apiAsPageUser, signInWithTermsAccepted } from './app';
import { expect, test } from './fixtures';

/** Each page, and whether it draws a chart beside its table. */
const SYSTEM_PAGES = [
  { path: 'trials-ending-soon', chart: false },
  { path: 'ai-usage', chart: true },
  { path: 'recent-project-activity', chart: false },
  { path: 'most-viewed-projects', chart: false },
  { path: 'most-recent-user-events', chart: false },
  { path: 'daily-active-users', chart: true },
  { path: 'monthly-active-users', chart: true },
  { path: 'user-retention', chart: true },
  { path: 'user-stickiness', chart: true },
  { path: 'busiest-hours', chart: true },
  { path: 'recent-invite-users', chart: false },
];
const COMPANY_PAGES = ['most-recent-user-events', 'daily-active-users', 'monthly-active-users', 'recent-project-activity', 'ai-usage'];
const DAY_MS = 86_400_000;

/** Expects the page's figures: the table with rows, and the chart (then the table on "Table") when it has one. */
async function expectFigures(page: Page, chart: boolean): Promise<void> {
  const main = page.getByRole('main');
  const table = main.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeAttached();
  if (!chart) {
    await expect(table).toBeVisible();
    return;
  }
  await expect(main.getByRole('img').first()).toBeVisible();
  await main.getByRole('button', { name: 'Table', exact: true }).click();
  await expect(table).toBeVisible();
  await expect(main.getByRole('img')).toHaveCount(0);
}

const dataRows = (page: Page) => page.getByRole('main').getByRole('table').getByRole('row');

test('the system admin sees every statistics page with its chart and its table', async ({ page }) => {
  await signInWithTermsAccepted(page, 'admin@acme.test');
  const api = await apiAsPageUser(page);
  const trialEnd = new Date(Date.now() + 10 * DAY_MS).toISOString();
  expect((await api.post('/api/admin/companies.json', { name: 'Trialling Ltd', licence_count: 5, trial_ends_at: trialEnd, active: true })).status()).toBe(201);
  // The demo's invitations are older than the default period.
  const invite = { name: 'Stella Statistics', email: `stella-${Date.now()}@acme.test`, company_role: 'member', has_licence: false };
  expect((await api.post('/api/company_admin/users.json', invite)).status()).toBe(201);

  await page.goto('/all-projects');
  await page.getByRole('button', { name: 'Admin' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Statistics', { exact: true })).toBeVisible();
  // The demo's system admin is Acme's admin too: the system's pages cover Acme, so each title shows once.
  await expect(menu.getByRole('menuitem', { name: 'Daily active users' })).toHaveAttribute('href', '/admin/daily-active-users');
  await expect(menu.getByRole('menuitem', { name: 'Busiest hours' })).toHaveAttribute('href', '/admin/busiest-hours');
  await page.keyboard.press('Escape');

  for (const { path, chart } of SYSTEM_PAGES) {
    await test.step(path, async () => {
      await page.goto(`/admin/${path}`);
      await expectFigures(page, chart);
    });
  }
  await page.goto('/admin/trials-ending-soon');
  await expect(page.getByRole('main').getByRole('row', { name: /Trialling Ltd/ })).toContainText('10');
});

test('the period is in the URL, changes the figures, and the CSV holds the rows shown', async ({ page }) => {
  await signInWithTermsAccepted(page, 'admin@acme.test');
  await page.goto('/admin/daily-active-users');
  await page.getByRole('button', { name: 'Table', exact: true }).click();
  await expect(dataRows(page)).toHaveCount(31);

  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/[?&]range=7\b/);
  await expect(dataRows(page)).toHaveCount(8);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Table', exact: true }).click();
  await expect(dataRows(page)).toHaveCount(8);

  const shown = await dataRows(page).nth(1).locator('td').allInnerTexts();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^daily-active-users-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  expect(lines).toHaveLength(8);
  expect(lines[0]).toBe('Date,Active users');
  expect(lines[1]).toBe(shown.join(','));

  await page.getByRole('button', { name: 'Custom' }).click();
  await expect(page).toHaveURL(/[?&]from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  const to = await page.getByLabel('To').inputValue();
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - 2 * DAY_MS).toISOString().slice(0, 10);
  await page.getByLabel('From').fill(from);
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
  await expect(dataRows(page)).toHaveCount(4);
});

test('a company admin has the five company statistics pages and none of the system ones', async ({ page }) => {
  await signInWithTermsAccepted(page, 'owner@acme.test');
  await page.goto('/all-projects');
  await page.getByRole('button', { name: 'Admin' }).click();
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Daily active users' })).toHaveAttribute('href', '/company/daily-active-users');
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Busiest hours' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  for (const path of COMPANY_PAGES) {
    await test.step(path, async () => {
      await page.goto(`/company/${path}`);
      await expectFigures(page, path !== 'most-recent-user-events' && path !== 'recent-project-activity');
      await expect(page.getByRole('combobox', { name: 'Company' })).toHaveCount(0);
    });
  }
  await page.goto('/admin/daily-active-users');
  await expect(page).toHaveURL(/\/forbidden$/);
});

test('a company admin sees each language model’s monthly budget under the company’s AI usage', async ({ page, browser }) => {
  const modelName = `Budgeted chat ${Date.now().toString(36)}`;
  // The system admin gives Acme a chat model with a budget; the model is never called, so its address leads nowhere.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInWithTermsAccepted(admin, 'admin@acme.test');
  const adminApi = await apiAsPageUser(admin);
  const company = (await (await adminApi.get('/api/current_company')).json()) as { id: number };
  const created = await adminApi.post('/api/admin/llm_models', {
    name: modelName,
    base_url: 'http://127.0.0.1:9/v1',
    model: 'budgeted-chat',
    purpose: 'chat',
    is_default: false,
    companies: [{ company_id: company.id, monthly_token_budget: 50_000 }],
  });
  expect(created.status(), await created.text()).toBe(201);
  const modelId = ((await created.json()) as { id: number }).id;
  try {
    await signInWithTermsAccepted(page, 'owner@acme.test');
    await page.goto('/company/ai-usage');
    const budgets = page.getByRole('region', { name: 'Language model budgets' });
    const row = budgets.getByRole('listitem').filter({ hasText: modelName });
    await expect(row).toContainText('Chat');
    await expect(row).toContainText('of 50,000 tokens');
    await expect(row.getByRole('progressbar', { name: `Budget used on ${modelName}` })).toBeVisible();
  } finally {
    expect((await adminApi.delete(`/api/admin/llm_models/${modelId}`)).status()).toBeLessThan(300);
    await adminContext.close();
  }
});

test('a member is refused the statistics pages', async ({ page }) => {
  await signInWithTermsAccepted(page, 'editor@acme.test');
  await page.goto('/company/daily-active-users');
  await expect(page).toHaveURL(/\/forbidden$/);
  await expect(page.getByRole('button', { name: 'Admin' })).toHaveCount(0);
});

test('the busiest hours fit a phone: the grid scrolls inside the page, not the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithTermsAccepted(page, 'admin@acme.test');
  await page.goto('/admin/busiest-hours');
  await expect(page.getByRole('main').getByRole('img')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
