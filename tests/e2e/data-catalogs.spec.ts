/**
 * The data catalog pages end to end on the real server: owner@acme.test creates a catalog from the Data menu and
 * builds it in the management tree (a group, nested details, a delete that says what goes along),
 * uploads one from a spreadsheet export (preview first), drags a detail into another group and finds it there
 * after a reload, reads a detail's lineage, and follows a legacy admin link; the pages fit a phone.
 */
import type { Page } from '@playwright/test';
import type { DataCatalogDetail } from '../../core/domain/data-governance-types';
import { apiAsPageUser, signInWithTermsAccepted } from './app';
import { expect, test } from './fixtures';

const RUN = Date.now().toString(36);

/** What Excel saves as "CSV UTF-8": a byte order mark, semicolons, CRLF, a quoted cell holding the separator. */
const SPREADSHEET_CSV =
  '\uFEFFGroup;Path;Description;Type;Owner;Classification\r\n' +
  'People;Customer;"Who buys; and pays";entity;Sales;internal\r\n' +
  'People;Customer / Email;;field;CRM;confidential\r\n' +
  'Money;Invoice;;document;Finance;\r\n';

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test('the owner creates a catalog from the Data menu and builds it in the management tree', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `Customer data ${RUN}`;
  await signInWithTermsAccepted(page, 'owner@acme.test');
  await page.goto('/recently-viewed');
  await page.getByRole('button', { name: 'Data', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Data catalogs' }).click();
  await expect(page).toHaveURL(/\/data-catalogs$/);

  await page.getByRole('button', { name: 'New catalog' }).click();
  const dialog = page.getByRole('dialog', { name: 'New catalog' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/data-catalogs\/\d+$/);
  await expect(page.getByText('This catalog is empty')).toBeVisible();
  const catalogPath = new URL(page.url()).pathname;

  await test.step('the management tree builds a group with nested details, and deleting a detail takes its own along', async () => {
    await page.goto(`${catalogPath}/data-catalog-management`);
    const addNamed = async (opener: () => Promise<void>, title: string, itemName: string) => {
      await opener();
      const form = page.getByRole('dialog', { name: title });
      await form.getByRole('textbox', { name: 'Name' }).fill(itemName);
      await form.getByRole('button', { name: 'Create' }).click();
      await expect(form).toBeHidden();
    };
    const detailMenu = (detail: string) => page.getByRole('button', { name: `Actions for ${detail}` });
    const addInside = (parent: string) => async () => {
      await detailMenu(parent).click();
      await page.getByRole('menuitem', { name: 'Add a detail inside' }).click();
    };
    await addNamed(() => page.getByRole('button', { name: 'Add group' }).click(), 'Add group', 'People');
    await addNamed(() => page.getByRole('button', { name: 'Add a detail to People' }).click(), 'Add detail', 'Customer');
    await addNamed(addInside('Customer'), 'Add detail', 'Email');
    await addNamed(addInside('Customer'), 'Add detail', 'Phone');
    await addNamed(() => page.getByRole('button', { name: 'Add a detail to People' }).click(), 'Add detail', 'Supplier');
    const people = page.getByRole('list', { name: 'Details of People' });
    for (const detail of ['Customer', 'Email', 'Phone', 'Supplier']) await expect(people.getByRole('button', { name: `Move ${detail}` })).toBeVisible();

    await detailMenu('Customer').click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Customer?' });
    await expect(confirm).toContainText('The 2 details inside it go too.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(people.getByRole('button', { name: 'Move Supplier' })).toBeVisible();
    await page.reload();
    await expect(people.getByRole('button', { name: 'Move Supplier' })).toBeVisible();
    for (const gone of ['Customer', 'Email', 'Phone']) await expect(people.getByRole('button', { name: `Move ${gone}` })).toHaveCount(0);
  });

  await page.goto(`/data-catalogs?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('article', { name })).toBeVisible();
});

test('an uploaded spreadsheet becomes a catalog whose details move between groups and show their lineage', async ({ page }) => {
  test.setTimeout(180_000);
  const name = `Uploaded ${RUN}`;
  await signInWithTermsAccepted(page, 'owner@acme.test');
  await page.goto('/data-catalogs');

  const catalogId = await test.step('upload: the preview lists the rows, then the catalog holds them', async () => {
    await page.getByRole('button', { name: 'Upload' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload a data catalog' });
    await dialog.getByRole('textbox', { name: 'Catalog name' }).fill(name);
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose a file' }).press('Enter');
    await (await chooser).setFiles({ name: 'catalog.csv', mimeType: 'text/csv', buffer: Buffer.from(SPREADSHEET_CSV) });
    await expect(dialog.getByText('Ready: 2 groups and 3 details.')).toBeVisible();
    const rows = dialog.getByRole('region', { name: 'Rows of the file' });
    await expect(rows.getByRole('row', { name: /Customer \/ Email field CRM confidential/ })).toBeVisible();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/data-catalogs\/\d+$/);
    const outline = page.getByRole('navigation', { name: 'Groups and details' });
    await outline.getByRole('link', { name: 'Email' }).click();
    await expect(page.getByRole('heading', { name: 'Email' })).toBeVisible();
    await expect(page.getByText('confidential')).toBeVisible();
    return Number(/\/data-catalogs\/(\d+)/.exec(page.url())![1]);
  });

  await test.step('management: Email dragged onto the Money group stays there after a reload', async () => {
    await page.goto(`/data-catalogs/${catalogId}/data-catalog-management`);
    const handle = page.getByRole('button', { name: 'Move Email' });
    const from = (await handle.boundingBox())!;
    const to = (await page.getByRole('heading', { name: 'Money' }).boundingBox())!;
    const moved = page.waitForResponse((response) => response.request().method() === 'PUT' && /data_catalog_details\/\d+\.json/.test(response.url()));
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await page.mouse.up();
    expect((await moved).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('list', { name: 'Details of Money' }).getByRole('button', { name: 'Move Email' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Details of People' }).getByRole('button', { name: 'Move Email' })).toBeHidden();
  });

  await test.step('lineage: a link from Customer to Invoice shows downstream of Customer and upstream of Invoice', async () => {
    const api = await apiAsPageUser(page);
    const details = (await (await api.get(`/api/data_catalogs/${catalogId}/data_catalog_details.json`)).json()) as DataCatalogDetail[];
    const customer = details.find((detail) => detail.name === 'Customer')!;
    const invoice = details.find((detail) => detail.name === 'Invoice')!;
    const linked = await api.post(`/api/data_catalogs/${catalogId}/data_catalog_details/${customer.id}/data_catalog_detail_links.json`, { linked_detail_id: invoice.id });
    expect(linked.status(), await linked.text()).toBe(201);
    await page.goto(`/data-catalogs/${catalogId}?detail=${customer.id}`);
    await expect(page.getByRole('region', { name: 'Downstream (data goes to)' }).getByRole('link', { name: 'Invoice' })).toBeVisible();
    await page.getByRole('region', { name: 'Downstream (data goes to)' }).getByRole('link', { name: 'Invoice' }).click();
    await expect(page.getByRole('region', { name: 'Upstream (data comes from)' }).getByRole('link', { name: 'Customer' })).toBeVisible();
  });

  await test.step('a legacy admin link opens the catalog', async () => {
    await page.goto(`/data-catalog-admin/${catalogId}/link-management`);
    await expect(page).toHaveURL(new RegExp(`/data-catalogs/${catalogId}$`));
    await expect(page.getByRole('navigation', { name: 'Groups and details' })).toBeVisible();
  });

  await test.step('on a phone the catalog, its management and the list fit the width', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/data-catalogs/${catalogId}/data-catalog-management`);
    await expect(page.getByRole('heading', { name: 'Money' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.goto(`/data-catalogs/${catalogId}?detail=1`);
    await expect(page.getByRole('navigation', { name: 'Groups and details' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.goto('/data-catalogs');
    await expect(page.getByRole('article', { name })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
