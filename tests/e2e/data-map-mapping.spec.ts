/**
 * The data map mapping pages end to end on the real server: owner@acme.test has a catalog of four details and two
 * maps made through the API, maps two details to a category by keyboard and two by mouse (the coverage follows),
 * unmaps one with its chip, maps the rest from an uploaded file (one row refused, with its line), finds it all
 * after a reload, and maps a category to the other map's category. The pages fit a phone.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { apiAsPageUser, signInWithTermsAccepted } from './app';
import { expect, test } from './fixtures';

const RUN = Date.now().toString(36);

/** A catalog with Customer (holding Email), Phone and Address in the group People; a map placing it; another map. */
async function catalogAndMaps(page: Page) {
  const api = await apiAsPageUser(page);
  const created = async (path: string, data: unknown): Promise<{ id: number }> => {
    const response = await api.post(path, data);
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { id: number };
  };
  const catalog = await created('/api/data_catalogs.json', { name: `Customer data ${RUN}` });
  const group = await created(`/api/data_catalogs/${catalog.id}/data_catalog_groups.json`, { name: 'People' });
  const detail = (name: string, parentId: number | null = null) => created(`/api/data_catalogs/${catalog.id}/data_catalog_details.json`, { group_id: group.id, parent_id: parentId, name });
  const customer = await detail('Customer');
  await detail('Email', customer.id);
  await detail('Phone');
  await detail('Address');
  const map = await created('/api/data_maps.json', { name: `Sales map ${RUN}` });
  const parties = await created(`/api/data_maps/${map.id}/data_map_categories.json`, { name: 'Parties' });
  await created(`/api/data_maps/${map.id}/data_map_categories.json`, { name: 'Contact', parent_id: parties.id });
  await created(`/api/data_maps/${map.id}/data_map_data_catalogs.json`, { data_catalog_id: catalog.id });
  const other = await created('/api/data_maps.json', { name: `Group map ${RUN}` });
  await created(`/api/data_maps/${other.id}/data_map_categories.json`, { name: 'Customers' });
  return { mapId: map.id, catalogName: `Customer data ${RUN}`, otherName: `Group map ${RUN}` };
}

const bulkAnswer = (page: Page, action: 'bulk_create' | 'bulk_destroy') =>
  page.waitForResponse((response) => response.url().endsWith(`/data_map_detail_mappings/${action}.json`) && response.request().method() === 'POST');

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test('details are mapped by keyboard, by mouse and from a file; a category is mapped to another map’s', async ({ page }) => {
  test.setTimeout(180_000);
  await signInWithTermsAccepted(page, 'owner@acme.test');
  const { mapId, catalogName, otherName } = await catalogAndMaps(page);
  await page.goto(`/data-maps/${mapId}/link-management`);
  const grid = page.getByRole('grid', { name: 'Details' });
  await expect(page.getByText('Coverage: 0 of 4 details mapped (0%)')).toBeVisible();
  await expect(grid.getByText(`${catalogName} · People / Customer / Email`)).toBeVisible();

  await test.step('by keyboard: choose Contact, pick Customer and Email with the arrows and Space, Enter maps them', async () => {
    await page.getByRole('radio', { name: 'Parties / Contact' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: 'Parties / Contact' })).toBeChecked();
    await grid.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect(grid.getByRole('row', { selected: true })).toHaveCount(2);
    const mapped = bulkAnswer(page, 'bulk_create');
    await page.keyboard.press('Enter');
    expect((await mapped).status()).toBe(201);
    await expect(page.getByText('Coverage: 2 of 4 details mapped (50%)')).toBeVisible();
    await expect(grid.getByRole('button', { name: 'Unmap Email from Contact' })).toBeVisible();
  });

  await test.step('by mouse: choose Parties, click Phone, Ctrl+click Address, Map to Parties', async () => {
    await page.getByRole('radio', { name: 'Parties', exact: true }).click();
    await grid.getByText('Phone', { exact: true }).click();
    await grid.getByText('Address', { exact: true }).click({ modifiers: ['ControlOrMeta'] });
    await expect(page.getByText('2 selected')).toBeVisible();
    const mapped = bulkAnswer(page, 'bulk_create');
    await page.getByRole('button', { name: 'Map to Parties' }).click();
    expect((await mapped).status()).toBe(201);
    await expect(page.getByText('Coverage: 4 of 4 details mapped (100%)')).toBeVisible();
  });

  await test.step('unmap Phone with its chip’s cross: the coverage drops, the unmapped filter shows it', async () => {
    const unmapped = bulkAnswer(page, 'bulk_destroy');
    await grid.getByRole('button', { name: 'Unmap Phone from Parties' }).locator('.MuiChip-deleteIcon').click();
    expect((await unmapped).status()).toBe(200);
    await expect(page.getByText('Coverage: 3 of 4 details mapped (75%)')).toBeVisible();
    await page.getByRole('switch', { name: 'Unmapped only' }).check();
    await expect(grid.getByRole('row')).toHaveCount(1);
    await expect(grid.getByText('Phone', { exact: true })).toBeVisible();
  });

  await test.step('upload: the row naming Phone is mapped, the row naming a missing detail comes back with its line', async () => {
    await page.getByRole('button', { name: 'Upload mappings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload element mappings' });
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose a file' }).click();
    const csv = `catalog,path,category\n${catalogName},People / Phone,Parties / Contact\n${catalogName},People / Fax,Parties\n`;
    await (await chooser).setFiles({ name: 'mappings.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(dialog.getByText('1 row can be mapped.')).toBeVisible();
    await expect(dialog.getByRole('table', { name: '1 row not mapped' }).getByRole('row', { name: /Row 3 .*has no detail "People \/ Fax"/ })).toBeVisible();
    await dialog.getByRole('button', { name: 'Map 1 row' }).click();
    await expect(dialog.getByText('1 row mapped.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('Coverage: 4 of 4 details mapped (100%)')).toBeVisible();
  });

  await test.step('after a reload the mappings are there', async () => {
    await page.reload();
    await expect(page.getByText('Coverage: 4 of 4 details mapped (100%)')).toBeVisible();
    await expect(grid.getByRole('button', { name: 'Unmap Phone from Contact' })).toBeVisible();
    await expect(grid.getByRole('button', { name: 'Unmap Phone from Parties' })).toBeHidden();
  });

  await test.step('category mapping: Contact is mapped to Customers of the other map, and stays after a reload', async () => {
    await page.goto(`/data-maps/${mapId}/category-link-management`);
    await page.getByRole('combobox', { name: 'Category of this map' }).click();
    await page.getByRole('option', { name: 'Parties / Contact' }).click();
    await page.getByRole('combobox', { name: 'Map it into' }).click();
    await page.getByRole('option', { name: otherName }).click();
    await page.getByRole('combobox', { name: 'Category there' }).click();
    await page.getByRole('option', { name: 'Customers' }).click();
    const created = page.waitForResponse((response) => response.url().endsWith('/data_map_category_mappings.json') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    expect((await created).status()).toBe(201);
    const contact = page.getByRole('listitem', { name: 'Parties / Contact' });
    await expect(contact.getByText(`${otherName}: Customers`)).toBeVisible();
    await page.reload();
    await expect(contact.getByText(`${otherName}: Customers`)).toBeVisible();
    // The test ends on the element mapping page, which the end-of-test check covers; this page is checked here.
    await expectAccessible(page);
  });

  await test.step('on a phone both pages fit the width', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('listitem', { name: 'Parties / Contact' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.goto(`/data-maps/${mapId}/link-management`);
    await expect(grid.getByText('Phone', { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
