/**
 * The list family as a register, in a new risks module of the demo project: sort by a column, filter,
 * search, export what is shown as CSV, delete two rows at once, and cancel an add without leaving an
 * "Untitled" item behind; the sort is remembered for the user after a reload. On a phone the table scrolls.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { apiAsPageUser, demoRisksModule, expectAllSaved, nextSave, signIn } from './app';
import { expect, test } from './fixtures';

const MODULE = `Register risks ${Date.now().toString(36)}`;
/** Impact and probability by the names of the seeded lookup items. */
const RISKS = [
  { title: 'Cloud outage', impact: 'High', probability: 'Unlikely' },
  { title: 'Budget cut', impact: 'Medium' },
  { title: 'Audit finding', impact: 'High', description: 'Needs review by legal' },
  { title: 'Vendor lock-in', impact: 'Low' },
];

type Listed = { id: number; name: string };

/** Signs in as the owner, accepts the terms, and makes the risks module through the API: its page. */
async function risksModulePage(page: Page): Promise<string> {
  await signIn(page, 'owner@acme.test');
  const api = await apiAsPageUser(page);
  const me = (await (await api.get('/api/current_user')).json()) as { id: number };
  expect((await api.put('/api/current_user', { id: me.id, accepted_eula: true })).status()).toBe(200);
  const { riskItem, valuesPath, modulePath } = await demoRisksModule(api, MODULE);
  const idsByName = async (lookup: string) =>
    new Map(((await (await api.get(`/api/${lookup}.json`)).json()) as Listed[]).map((item) => [item.name, item.id]));
  const impacts = await idsByName('risk_item_impacts');
  const probabilities = await idsByName('risk_item_probabilities');
  const entity_values = RISKS.map(({ impact, probability, ...value }, position) => ({
    entity_attribute_id: riskItem,
    value: { ...value, impact: impacts.get(impact), ...(probability ? { probability: probabilities.get(probability) } : {}) },
    position,
    client_id: `seed-${position}`,
  }));
  const saved = await api.post(`${valuesPath}/bulk_update.json`, { entity_values });
  expect(saved.status(), await saved.text()).toBe(200);
  return modulePath;
}

test('a list module works as a register: sort, filter, search, export, bulk delete, cancel an add', async ({ page }) => {
  const url = await risksModulePage(page);
  await page.goto(url);
  const table = page.getByRole('table', { name: MODULE });
  const names = table.getByRole('rowheader');
  await expect(names).toHaveText(RISKS.map((risk) => risk.title));

  await test.step('sort by the title column', async () => {
    const title = table.getByRole('columnheader', { name: 'Title' });
    await title.getByRole('button').click();
    await expect(title).toHaveAttribute('aria-sort', 'ascending');
    await expect(names).toHaveText(['Audit finding', 'Budget cut', 'Cloud outage', 'Vendor lock-in']);
  });

  await test.step('filter by impact, then search', async () => {
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('group', { name: 'Impact' }).getByRole('checkbox', { name: 'High', exact: true }).check();
    await page.keyboard.press('Escape');
    await expect(names).toHaveText(['Audit finding', 'Cloud outage']);
    await page.getByRole('searchbox', { name: 'Search' }).fill('review');
    await expect(names).toHaveText(['Audit finding']);
  });

  await test.step('export what is shown as CSV', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await readFile((await (await download).path())!, 'utf8');
    expect(csv).toBe('\uFEFFTitle,Description,Impact,Probability\r\nAudit finding,Needs review by legal,High,\r\n');
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await page.getByRole('button', { name: 'Filters (1)' }).click();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.keyboard.press('Escape');
    await expect(names).toHaveCount(4);
  });

  await test.step('delete two risks at once', async () => {
    await page.getByRole('checkbox', { name: 'Select Budget cut' }).check();
    await page.getByRole('checkbox', { name: 'Select Vendor lock-in' }).check();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    const saved = nextSave(page);
    await page.getByRole('dialog', { name: 'Delete 2 items?' }).getByRole('button', { name: 'Delete 2' }).click();
    expect((await saved).status()).toBe(200);
    await expectAllSaved(page);
    await expect(names).toHaveText(['Audit finding', 'Cloud outage']);
  });

  await test.step('cancel an add, reload, and find no Untitled item and the sort remembered', async () => {
    await page.getByRole('button', { name: 'Add risk' }).click();
    const dialog = page.getByRole('dialog', { name: 'New risk' });
    await dialog.getByLabel('Description').fill('Typed, then given up');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(names).toHaveText(['Audit finding', 'Cloud outage']);
    await page.reload();
    await expect(names).toHaveText(['Audit finding', 'Cloud outage']);
    await expect(table.getByRole('columnheader', { name: 'Title' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(page.getByText('Untitled')).toHaveCount(0);
  });

  await test.step('on a phone the table scrolls sideways inside the page', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(page.getByRole('button', { name: 'Add risk' })).toBeInViewport();
    const pageOverflows = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(pageOverflows).toBe(false);
    const tableScrolls = await table.evaluate((element) => element.parentElement!.scrollWidth > element.parentElement!.clientWidth);
    expect(tableScrolls).toBe(true);
  });
});
