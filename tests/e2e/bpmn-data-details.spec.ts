/**
 * A BPMN data object tied to catalog details on the real server: owner@acme.test attaches the demo's global catalog
 * "Customer and order domain" to a new project (through the API), drops a data object, selects it with the mouse and
 * adds a detail by typing in the properties panel's Catalog details (the data object is marked); after a reload the
 * detail is still there and the saved cell names the tie; a data map module of the project lists the detail as used
 * by the diagram and leads back to it; removing it empties both.
 */
import type { Page } from '@playwright/test';
import type { DataCatalog, DataCatalogDetailsEntityValue } from '../../core/domain/data-governance-types';
import { DIAGRAM_CELL_KEY } from '../../sdk/diagram/diagram-attributes';
import { apiAsPageUser, expectAllSaved } from './app';
import { expect, test } from './fixtures';
import { diagramModule, drop, paper, shapes, signInAsOwner } from './support/diagram';

const RUN = Date.now().toString(36);
const DETAIL = 'Order / Order / Order number';

const detailsSection = (page: Page) => page.getByRole('region', { name: 'Catalog details' });
const detailsMark = (page: Page) => shapes(page, 'bpmn.DataObject').locator('[joint-selector="catalogDetails"]');

async function openAndSelectDataObject(page: Page): Promise<void> {
  await expect(shapes(page, 'bpmn.DataObject')).toHaveCount(1);
  await shapes(page, 'bpmn.DataObject').click();
  await expect(detailsSection(page)).toBeVisible();
}

test('ties a data object to a catalog detail typed in the properties panel, kept after a reload, and removes it', async ({ page }) => {
  await signInAsOwner(page);
  const { projectId, moduleId } = await diagramModule(page, `Data details ${RUN}`, 'Bpmns');
  const api = await apiAsPageUser(page);
  const catalogs = (await (await api.get('/api/data_catalogs.json')).json()) as DataCatalog[];
  const domain = catalogs.find((catalog) => catalog.name === 'Customer and order domain');
  expect(domain, 'the demo has the global catalog').toBeDefined();
  const attached = await api.post(`/api/projects/${projectId}/data_catalogs.json`, { data_catalog_id: domain!.id });
  expect(attached.status(), await attached.text()).toBe(201);

  const modulePath = `/api/projects/${projectId}/project_scenario_modules/${moduleId}`;
  const savedCell = async () => {
    const values = (await (await api.get(`${modulePath}/entity_values.json?key=${DIAGRAM_CELL_KEY}`)).json()) as Array<{ value: { type: string; data_catalog_detail_entity_value_ids?: number[] } }>;
    return values.find((row) => row.value.type === 'bpmn.DataObject')?.value;
  };
  const ties = async () => (await (await api.get(`${modulePath}/data_catalog_details_entity_values.json`)).json()) as DataCatalogDetailsEntityValue[];

  await page.goto(`/projects/${projectId}/bpmn/${moduleId}`);
  await expect(paper(page).locator('svg').first()).toBeVisible();
  await drop(page, 'Data object', 240, 160);
  await expectAllSaved(page);
  await openAndSelectDataObject(page);

  await test.step('a detail typed in the picker is added', async () => {
    await expect(detailsSection(page).getByText('No catalog detail yet.')).toBeVisible();
    await detailsSection(page).getByRole('combobox', { name: 'Add a catalog detail' }).pressSequentially('order number');
    await page.getByRole('option', { name: DETAIL, exact: true }).click();
    await expect(detailsSection(page).getByRole('listitem').filter({ hasText: DETAIL })).toBeVisible();
    await expect(detailsSection(page).getByRole('listitem')).toContainText('Customer and order domain');
    await expect(detailsMark(page)).toBeVisible();
    await expectAllSaved(page);
  });

  await test.step('after a reload it is still there, and the saved cell names its tie', async () => {
    await page.reload();
    await openAndSelectDataObject(page);
    await expect(detailsSection(page).getByRole('listitem').filter({ hasText: DETAIL })).toBeVisible();
    await expect(detailsMark(page)).toBeVisible();
    const [tie] = await ties();
    expect(tie).toBeDefined();
    await expect.poll(async () => (await savedCell())?.data_catalog_detail_entity_value_ids).toEqual([tie.id]);
  });

  await test.step('the project’s data map module finds the detail in use by the diagram', async () => {
    const created = await api.post(`/api/projects/${projectId}/project_scenario_modules.json`, { name: 'Order data', type_key: 'DataInterfaces' });
    expect(created.status(), await created.text()).toBe(201);
    const dataMap = (await created.json()) as { id: number };
    await page.goto(`/projects/${projectId}/data-map/${dataMap.id}`);
    const used = page.getByRole('listitem', { name: DETAIL, exact: true });
    await expect(used).toBeVisible();
    await used.getByRole('link', { name: 'Order process' }).click();
    await expect(page).toHaveURL(new RegExp(`/bpmn/${moduleId}$`));
    await openAndSelectDataObject(page);
  });

  await test.step('the remove button takes it away', async () => {
    await detailsSection(page).getByRole('button', { name: `Remove “${DETAIL}”` }).click();
    await expect(detailsSection(page).getByText('No catalog detail yet.')).toBeVisible();
    await expect(detailsMark(page)).toBeHidden();
    await expectAllSaved(page);
    await page.reload();
    await openAndSelectDataObject(page);
    await expect(detailsSection(page).getByText('No catalog detail yet.')).toBeVisible();
    expect(await ties()).toEqual([]);
    await expect.poll(async () => (await savedCell())?.data_catalog_detail_entity_value_ids).toEqual([]);
  });
});
