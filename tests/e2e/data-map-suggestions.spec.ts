/**
 * AI-assisted mapping end to end on the real server, the way a fresh machine has it (no embeddings model, so the
 * suggestions go by words): owner@acme.test uploads a spreadsheet of data elements to a map's element mapping, sees
 * the best category of each (and a row naming no detail refused with its line), accepts one suggestion, rejects one,
 * accepts the rest in bulk, and finds the accepted ones mapped after a reload.
 */
import type { Page } from '@playwright/test';
import { apiAsPageUser, signInWithTermsAccepted } from './app';
import { expect, test } from './fixtures';

const RUN = Date.now().toString(36);
const CATALOG = `Shop tables ${RUN}`;

async function catalogAndMap(page: Page): Promise<number> {
  const api = await apiAsPageUser(page);
  const created = async (path: string, data: unknown): Promise<{ id: number }> => {
    const response = await api.post(path, data);
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { id: number };
  };
  const catalog = await created('/api/data_catalogs.json', { name: CATALOG });
  const group = await created(`/api/data_catalogs/${catalog.id}/data_catalog_groups.json`, { name: 'Customers' });
  for (const [name, description] of [
    ['Email address', 'The email address the customer is contacted at'],
    ['Phone number', 'The phone number of the customer'],
    ['Invoice total', 'The total of the invoice with tax'],
  ]) await created(`/api/data_catalogs/${catalog.id}/data_catalog_details.json`, { group_id: group.id, parent_id: null, name, description });
  const map = await created('/api/data_maps.json', { name: `Suggested map ${RUN}` });
  await created(`/api/data_maps/${map.id}/data_map_categories.json`, { name: 'Contact data', description: 'Email address, phone number and postal address of a person' });
  await created(`/api/data_maps/${map.id}/data_map_categories.json`, { name: 'Invoicing data', description: 'Invoices: invoice number, invoice total and tax' });
  await created(`/api/data_maps/${map.id}/data_map_data_catalogs.json`, { data_catalog_id: catalog.id });
  return map.id;
}

const ELEMENTS_CSV =
  'Catalog,Path,Description\r\n' +
  `${CATALOG},Customers / Email address,Where we send the order confirmation\r\n` +
  `${CATALOG},Customers / Phone number,\r\n` +
  `${CATALOG},Customers / Invoice total,\r\n` +
  `${CATALOG},Customers / Shoe size,\r\n`;

test('suggested mappings from a file of data elements are accepted one by one and in bulk, or rejected', async ({ page }) => {
  test.setTimeout(120_000);
  await signInWithTermsAccepted(page, 'owner@acme.test');
  const mapId = await catalogAndMap(page);
  await page.goto(`/data-maps/${mapId}/link-management`);
  await expect(page.getByText('Coverage: 0 of 3 details mapped (0%)')).toBeVisible();

  await page.getByRole('button', { name: 'Suggest mappings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suggested mappings' });
  await expect(dialog.getByText(/suggestions come from the words/)).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose a file' }).click();
  await (await chooser).setFiles({ name: 'elements.csv', mimeType: 'text/csv', buffer: Buffer.from(ELEMENTS_CSV) });

  await expect(dialog.getByText('3 elements with suggestions (by words).')).toBeVisible();
  const refused = dialog.getByRole('table', { name: '1 row names no detail of this map’s catalogs' });
  await expect(refused.getByRole('row', { name: /^Row 5 .*has no detail "Customers \/ Shoe size"/ })).toBeVisible();
  const suggestion = (detail: string) => dialog.getByRole('listitem', { name: `${CATALOG} / Customers / ${detail}` });
  const categoryOf = (detail: string) => suggestion(detail).getByRole('combobox', { name: `Category for ${CATALOG} / Customers / ${detail}` });
  await expect(categoryOf('Email address')).toContainText('Contact data');
  await expect(categoryOf('Phone number')).toContainText('Contact data');
  await expect(categoryOf('Invoice total')).toContainText('Invoicing data');

  await suggestion('Email address').getByRole('button', { name: /^Accept Contact data for/ }).click();
  await expect(suggestion('Email address').getByText('Accepted')).toBeVisible();
  await suggestion('Phone number').getByRole('button', { name: /^Reject the suggestion/ }).click();
  await expect(suggestion('Phone number').getByText('Rejected')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Select all open suggestions' }).check();
  await dialog.getByRole('button', { name: 'Accept 1 selected' }).click();
  await expect(suggestion('Invoice total').getByText('Accepted')).toBeVisible();
  await expect(dialog.getByText('0 open, 2 accepted, 1 rejected')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await expect(page.getByText('Coverage: 2 of 3 details mapped (67%)')).toBeVisible();
  await page.reload();
  const grid = page.getByRole('grid', { name: 'Details' });
  await expect(grid.getByRole('button', { name: 'Unmap Email address from Contact data' })).toBeVisible();
  await expect(grid.getByRole('button', { name: 'Unmap Invoice total from Invoicing data' })).toBeVisible();
  await expect(page.getByText('Coverage: 2 of 3 details mapped (67%)')).toBeVisible();
});
