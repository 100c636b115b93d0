/**
 * The data map pages end to end on the real server: owner@acme.test creates a map from the Data menu, places two
 * catalogs on its canvas, drags one (its place is kept after a reload), builds a small category tree, reads the
 * coverage once a detail is mapped, and follows a legacy admin link; the pages fit a phone. A data governance lead
 * links a detail of one placed catalog to a detail of another on the catalog page, reads it in the lineage and sees
 * the arrow between the two catalogs on the map, then gives the map a picture and removes it.
 */
import type { Locator, Page } from '@playwright/test';
import type { DataCatalog, DataCatalogDetail, DataCatalogGroup, DataMap, DataMapCategory, DataMapDataCatalog } from '../../core/domain/data-governance-types';
import { apiAsPageUser, signInWithTermsAccepted } from './app';
import { expect, test } from './fixtures';

const RUN = Date.now().toString(36);
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

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

test('a detail linked to another catalog’s shows in its lineage and as an arrow on the map that follows a dragged card; the map’s picture comes and goes', async ({ page }) => {
  test.setTimeout(180_000);
  const people = `Linked people ${RUN}`;
  const orders = `Linked orders ${RUN}`;
  await signInWithTermsAccepted(page, 'owner@acme.test');
  await page.goto('/recently-viewed');
  const api = await apiAsPageUser(page);
  const from = await catalogWith(api, people, ['Customer', 'Email']);
  const to = await catalogWith(api, orders, ['Invoice', 'Refund']);
  const map = await created<DataMap>(api, '/api/data_maps.json', { name: `Flows ${RUN}` });
  await created(api, `/api/data_maps/${map.id}/data_map_data_catalogs.json`, { data_catalog_id: from.catalog.id, position_x: 24, position_y: 24 });
  await created(api, `/api/data_maps/${map.id}/data_map_data_catalogs.json`, { data_catalog_id: to.catalog.id, position_x: 424, position_y: 24 });

  await test.step('on the catalog page, Customer is linked to Invoice of the other catalog through the dialog', async () => {
    await page.goto(`/data-catalogs/${from.catalog.id}?detail=${from.details[0].id}`);
    const links = page.getByRole('region', { name: 'Links' });
    await expect(links.getByText('This detail’s data is not linked to any other detail.', { exact: false })).toBeVisible();
    await links.getByRole('button', { name: 'Add link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Link Customer to another detail' });
    await dialog.getByRole('combobox', { name: 'Catalog' }).click();
    await page.getByRole('option', { name: orders, exact: true }).click();
    const detail = dialog.getByRole('combobox', { name: 'Detail' });
    await expect(detail).toBeEnabled();
    await detail.fill('inv');
    await expect(page.getByRole('option')).toHaveCount(1);
    await page.getByRole('option', { name: 'People / Invoice' }).click();
    const posted = page.waitForResponse((response) => response.request().method() === 'POST' && /data_catalog_detail_links\.json/.test(response.url()));
    await dialog.getByRole('button', { name: 'Add link' }).click();
    expect((await posted).status()).toBe(201);
    await expect(dialog).toBeHidden();
    await expect(links.getByRole('link', { name: 'Invoice' })).toBeVisible();
    await expect(links.getByRole('link', { name: `In ${orders}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Downstream (data goes to)' }).getByRole('link', { name: 'Invoice' })).toBeVisible();
  });

  await test.step('the map overview draws an arrow from the one catalog to the other', async () => {
    await page.goto(`/data-maps/${map.id}`);
    const arrow = page.getByRole('img', { name: `1 link from ${people} to ${orders}` });
    await expect(arrow).toBeVisible();
    await expect(arrow).toContainText('1 link');
    const end = async () => Number(await arrow.locator('line').getAttribute('y2'));
    const before = await end();
    const card = await boxOf(page.getByRole('group', { name: orders }));
    const grip = { x: card.x + 12, y: card.y + card.height - 12 };
    await page.mouse.move(grip.x, grip.y);
    await page.mouse.down();
    await page.mouse.move(grip.x + 20, grip.y + 80, { steps: 4 });
    await page.mouse.move(grip.x + 40, grip.y + 160, { steps: 6 });
    await expect.poll(end).toBeGreaterThan(before + 100);
    const moved = page.waitForResponse((response) => response.request().method() === 'PUT' && /data_map_data_catalogs\/\d+\.json/.test(response.url()));
    await page.mouse.up();
    expect((await moved).status()).toBe(200);
  });

  await test.step('a picture uploaded to the map is removed after confirming', async () => {
    const picture = page.getByRole('region', { name: 'Picture' });
    const chooser = page.waitForEvent('filechooser');
    await picture.getByRole('button', { name: 'Upload a picture' }).click();
    await (await chooser).setFiles({ name: 'map.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(picture.getByRole('img', { name: `Picture of ${map.name}` })).toBeVisible();
    await picture.getByRole('button', { name: 'Remove the picture' }).click();
    const dialog = page.getByRole('dialog', { name: `Remove the picture of ${map.name}?` });
    await dialog.getByRole('button', { name: 'Remove the picture' }).click();
    await expect(dialog).toBeHidden();
    await expect(picture.getByText('No picture yet.')).toBeVisible();
    await expect(picture.getByRole('img')).toHaveCount(0);
    const after = (await (await api.get(`/api/data_maps/${map.id}.json`)).json()) as DataMap;
    expect(after.image_url).toBeNull();
  });

  await test.step('the link is removed from the catalog page and its arrow goes', async () => {
    await page.goto(`/data-catalogs/${from.catalog.id}?detail=${from.details[0].id}`);
    const links = page.getByRole('region', { name: 'Links' });
    await links.getByRole('button', { name: 'Remove the link to Invoice' }).click();
    await page.getByRole('dialog', { name: 'Remove the link to Invoice?' }).getByRole('button', { name: 'Remove link' }).click();
    await expect(links.getByRole('link', { name: 'Invoice' })).toBeHidden();
    await expect(page.getByRole('region', { name: 'Downstream (data goes to)' }).getByText('None')).toBeVisible();
    await page.goto(`/data-maps/${map.id}`);
    await expect(page.getByRole('group', { name: orders })).toBeVisible();
    await expect(page.getByRole('img', { name: /link from/ })).toHaveCount(0);
  });
});
