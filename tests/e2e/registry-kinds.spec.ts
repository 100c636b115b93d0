/**
 * The registry kinds and framework mappings on the real server: roles and stakeholders added in their
 * modules, stakeholders dragged onto the power/interest grid and found there after a reload; a framework
 * imported into a mapping module, a RACI cell set, and both found again after a reload.
 */
import { andSaved, projectWithModules, signInWithTermsAccepted } from './app';
import { expect, test } from './fixtures';

const EDITOR = 'editor@acme.test';


test('stakeholders with their roles are placed on the power/interest grid by dragging, and stay there', async ({ page }) => {
  await signInWithTermsAccepted(page, EDITOR);
  const { project, ids } = await projectWithModules(page, 'Stakeholder map', { StakeholderRoles: 'Roles', KeyParticipants: 'Who matters' });

  await page.goto(`/projects/${project.id}/stakeholder-roles/${ids.StakeholderRoles}`);
  await page.getByRole('button', { name: 'Add Stakeholder Role' }).click();
  const roleDialog = page.getByRole('dialog', { name: 'Edit Stakeholder Role' });
  await roleDialog.getByRole('textbox', { name: 'Name' }).fill('Sponsor');
  await roleDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('rowheader', { name: 'Sponsor' })).toBeVisible();

  await page.goto(`/projects/${project.id}/stakeholders/${ids.KeyParticipants}`);
  for (const name of ['Board', 'Customers']) {
    await page.getByRole('button', { name: 'Add Stakeholder' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Stakeholder' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    if (name === 'Board') {
      await dialog.getByRole('combobox', { name: 'Stakeholder Roles' }).click();
      await page.getByRole('option', { name: 'Sponsor' }).click();
      await page.keyboard.press('Escape');
    }
    const saved = page.waitForResponse((response) => response.url().includes('/stakeholders/') && response.request().method() === 'PUT');
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
  }
  await expect(page.getByRole('row', { name: /Board/ })).toContainText('Sponsor');

  await page.getByRole('button', { name: 'Power/interest grid' }).click();
  const map = page.getByRole('group', { name: 'Power/interest grid of Stakeholders' });
  const unplaced = page.getByRole('region', { name: 'Not on the map' });
  const placedOn = (name: string) => map.locator(`[data-map-item="${name}"]`);
  const dropOn = async (name: string, position: { x: number; y: number }) => {
    const placed = page.waitForResponse((response) => response.url().includes('/stakeholder_map_items.json') && response.request().method() === 'POST');
    await unplaced.locator(`[data-registry-item="${name}"]`).dragTo(map, { targetPosition: position });
    expect((await placed).status()).toBe(201);
  };
  // The map is 720 by 540: high power is at the top, high interest to the right.
  await dropOn('Board', { x: 620, y: 80 });
  await dropOn('Customers', { x: 100, y: 380 });
  await expect(placedOn('Board')).toHaveAttribute('data-quadrant', 'manageClosely');
  await expect(placedOn('Customers')).toHaveAttribute('data-quadrant', 'monitor');

  // The arrow keys move a placed item: far enough right, Customers need keeping informed.
  // Moves are saved one after another; the last one (past the middle, x > 500 of 1000) is the one to wait for.
  const movedPastMiddle = page.waitForResponse(
    (response) =>
      /\/stakeholder_map_items\/\d+\.json/.test(response.url()) &&
      response.request().method() === 'PUT' &&
      ((JSON.parse(response.request().postData() ?? '{}') as { x?: number }).x ?? 0) > 500,
  );
  await placedOn('Customers').focus();
  for (let press = 0; press < 4; press += 1) await page.keyboard.press('Shift+ArrowRight');
  await expect(placedOn('Customers')).toHaveAttribute('data-quadrant', 'keepInformed');
  expect((await movedPastMiddle).status()).toBe(200);

  await page.reload();
  await expect(map).toBeVisible();
  await expect(placedOn('Board')).toHaveAttribute('data-quadrant', 'manageClosely');
  await expect(placedOn('Customers')).toHaveAttribute('data-quadrant', 'keepInformed');
  await expect(placedOn('Board')).toHaveAccessibleName(/Board: in Manage closely/);

  // On a phone the map keeps its size and scrolls; the list stays usable.
  await page.setViewportSize({ width: 390, height: 800 });
  const scroller = map.locator('..');
  expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Add Stakeholder' })).toBeInViewport();
  await page.getByRole('button', { name: 'Edit Customers' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Stakeholder' }).getByRole('textbox', { name: 'Name' })).toHaveValue('Customers');
});

test('a framework mapping imports a framework, maps stakeholders onto it with RACI letters, and keeps both', async ({ page }) => {
  await signInWithTermsAccepted(page, EDITOR);
  const { project, ids, created } = await projectWithModules(page, 'Frameworx', { Mappings: 'Process ownership' });
  await created(`/api/projects/${project.id}/stakeholders.json`, { name: 'Operations team' });

  await page.goto(`/projects/${project.id}/frameworx/${ids.Mappings}`);
  await page.getByRole('combobox', { name: 'Columns' }).click();
  await andSaved(page, () => page.getByRole('option', { name: 'Imported framework' }).click());
  await page.getByRole('combobox', { name: 'Cells hold' }).click();
  await andSaved(page, () => page.getByRole('option', { name: 'RACI letters' }).click());
  await andSaved(page, () =>
    page.getByLabel('Import framework (CSV)', { exact: true }).setInputFiles({
      name: 'etom-level-1.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('code,name,parent\n1,"Strategy, Infrastructure & Product",\n1.1,Market Strategy & Policy,1\n2,Operations,\n'),
    }),
  );
  const matrix = page.getByRole('table', { name: 'Stakeholders against Imported framework: etom-level-1' });
  await expect(matrix.getByRole('columnheader', { name: '1.1 Market Strategy & Policy' })).toBeVisible();
  const cell = matrix.getByRole('button', { name: /^Operations team × 2 Operations/ });
  await andSaved(page, () => cell.click());
  await expect(cell).toHaveAccessibleName('Operations team × 2 Operations: R');
  await andSaved(page, () => cell.press('a'));
  await expect(cell).toHaveAccessibleName('Operations team × 2 Operations: A');

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Cells hold' })).toHaveText('RACI letters');
  await expect(matrix.getByRole('button', { name: 'Operations team × 2 Operations: A' })).toBeVisible();
  await expect(matrix.getByRole('button', { name: 'Operations team × 1 Strategy, Infrastructure & Product: –' })).toBeVisible();
});
