/**
 * The data map pages end to end on the real server: owner@acme.test creates a map from the Data menu, places two
 * catalogs on its canvas, drags one (its place is kept after a reload), builds a small category tree, reads the
 * coverage once a detail is mapped, and follows a legacy admin link; the pages fit a phone.
 */
import type { Locator, Page } from '@playwright/test';
import type { DataCatalog, DataCatalogDetail, DataCatalogGroup, DataMapCategory, DataMapDataCatalog } from '../../core/domain/data-governance-types';
import { apiAsPageUser, signInWithTermsAccepted } from './app';
import { expect, test } from './fixtures';

const RUN = Date.now().toString(36);

type Api = Awaited<ReturnType<typeof apiAsPageUser>>;

async function created<T>(api: Api, path: string, body: unknown): Promise<T> {
  const response = await api.post(path, body);
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

/** A catalog with one group holding the named details. */
async function catalogWith(api: Api, name: string, details: readonly string[]): Promise<{ catalog: DataCatalog; details: DataCatalogDetail[] }> {
  const catalog = await created<DataCatalog>(api, '/api/data_catalogs.json', { name });
  const group = await created<DataCatalogGroup>(api, `/api/data_catalogs/${catalog.id}/data_catalog_groups.json`, { name: 'People' });
  const made: DataCatalogDetail[] = [];
  for (const detail of details) made.push(await created<DataCatalogDetail>(api, `/api/data_catalogs/${catalog.id}/data_catalog_details.json`, { group_id: group.id, name: detail }));
  return { catalog, details: made };
}

async function placeCatalog(page: Page, name: string) {
  await page.getByRole('button', { name: 'Place a catalog' }).click();
  const dialog = page.getByRole('dialog', { name: 'Place a catalog' });
  await dialog.getByRole('combobox', { name: 'Catalog' }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await dialog.getByRole('button', { name: 'Place' }).click();
  await expect(page.getByRole('group', { name })).toBeVisible();
}

async function addCategory(page: Page, name: string, inside?: string) {
  if (inside) {
    await page.getByRole('button', { name: `Actions for category ${inside}` }).click();
    await page.getByRole('menuitem', { name: 'Add a category inside' }).click();
  } else {
    await page.getByRole('button', { name: 'Add category' }).click();
  }
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test('the owner maps two catalogs: placed, moved, categorised and covered', async ({ page }) => {
  test.setTimeout(180_000);
  const mapName = `Customer journey ${RUN}`;
  const people = `People ${RUN}`;
  const orders = `Orders ${RUN}`;
  await signInWithTermsAccepted(page, 'owner@acme.test');
  await page.goto('/recently-viewed');
  const api = await apiAsPageUser(page);
  const { details } = await catalogWith(api, people, ['Customer', 'Email']);
  await catalogWith(api, orders, ['Invoice']);

  const mapId = await test.step('a new map from the Data menu starts on its overview', async () => {
    await page.getByRole('button', { name: 'Data', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Data maps' }).click();
    await expect(page).toHaveURL(/\/data-maps$/);
    await page.getByRole('button', { name: 'New map' }).click();
    const dialog = page.getByRole('dialog', { name: 'New map' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(mapName);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/data-maps\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: mapName })).toBeVisible();
    await expect(page.getByText('No catalogs yet. Place the catalogs whose data this map sorts.')).toBeVisible();
    return Number(/\/data-maps\/(\d+)/.exec(page.url())![1]);
  });

  await test.step('two catalogs placed on the canvas', async () => {
    await placeCatalog(page, people);
    await placeCatalog(page, orders);
    await expect(page.getByRole('group', { name: people })).toContainText('2 details');
    await expect(page.getByText('0 of 3 details mapped to a category (0%)')).toBeVisible();
  });

  await test.step('a card dragged to a new place is there after a reload', async () => {
    const card = page.getByRole('group', { name: orders });
    const from = await boxOf(card);
    const grip = { x: from.x + 12, y: from.y + from.height - 12 };
    const moved = page.waitForResponse((response) => response.request().method() === 'PUT' && /data_map_data_catalogs\/\d+\.json/.test(response.url()));
    await page.mouse.move(grip.x, grip.y);
    await page.mouse.down();
    await page.mouse.move(grip.x + 40, grip.y + 60, { steps: 4 });
    await page.mouse.move(grip.x + 80, grip.y + 120, { steps: 8 });
    await page.mouse.up();
    expect((await moved).status()).toBe(200);
    await page.reload();
    const after = await boxOf(page.getByRole('group', { name: orders }));
    expect(Math.round(after.x - from.x)).toBe(80);
    expect(Math.round(after.y - from.y)).toBe(120);
    const placements = (await (await api.get(`/api/data_maps/${mapId}/data_map_data_catalogs.json`)).json()) as DataMapDataCatalog[];
    expect(placements).toHaveLength(2);
  });

  await test.step('a small category tree', async () => {
    await addCategory(page, 'Sales');
    await addCategory(page, 'Marketing');
    await addCategory(page, 'Leads', 'Sales');
    const tree = page.getByRole('list', { name: 'Categories' });
    await expect(tree.getByRole('listitem').filter({ hasText: 'Sales' }).getByRole('listitem').filter({ hasText: 'Leads' })).toBeVisible();
    await page.getByRole('button', { name: 'Actions for category Marketing' }).click();
    await page.getByRole('menuitem', { name: 'Move up' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Marketing moved up' })).toBeAttached();
    await expect(tree.locator(':scope > li').first()).toContainText('Marketing');
  });

  await test.step('coverage counts a mapped detail', async () => {
    const categories = (await (await api.get(`/api/data_maps/${mapId}/data_map_categories.json`)).json()) as DataMapCategory[];
    const leads = categories.find((category) => category.name === 'Leads')!;
    await created(api, `/api/data_maps/${mapId}/data_map_detail_mappings.json`, { data_catalog_detail_id: details[0].id, data_map_category_id: leads.id });
    await page.reload();
    await expect(page.getByText('1 of 3 details mapped to a category (33%)')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Share of details mapped' })).toHaveAttribute('aria-valuenow', '33');
  });

  await test.step('a legacy admin link opens the map', async () => {
    await page.goto(`/data-map-admin/${mapId}`);
    await expect(page).toHaveURL(new RegExp(`/data-maps/${mapId}$`));
    await expect(page.getByRole('heading', { name: 'Coverage' })).toBeVisible();
  });

  await test.step('on a phone the overview and the list fit the width', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/data-maps/${mapId}`);
    await expect(page.getByRole('group', { name: people })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.goto(`/data-maps?q=${encodeURIComponent(mapName)}`);
    await expect(page.getByRole('article', { name: mapName })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
