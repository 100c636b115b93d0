/**
 * A module's version history in the browser: a risks list is edited (two rows deleted), the history panel
 * tells what happened, an earlier revision is restored after confirming, and the list shows the rows as
 * they were. Opening the module wrote nothing.
 */
import { apiAsPageUser, demoRisksModule, expectAllSaved, nextSave, signIn } from './app';
import { expect, test } from './fixtures';

const MODULE = `History risks ${Date.now().toString(36)}`;
const TITLES = ['Budget cut', 'Cloud outage', 'Vendor lock-in'];

test('edit a list, open its history, restore an earlier revision and see the list as it was', async ({ page }) => {
  await signIn(page, 'owner@acme.test');
  const api = await apiAsPageUser(page);
  const me = (await (await api.get('/api/current_user')).json()) as { id: number };
  expect((await api.put('/api/current_user', { id: me.id, accepted_eula: true })).status()).toBe(200);
  const { moduleId, modulePath } = await demoRisksModule(api, MODULE, TITLES);
  const revisionCount = async () => ((await (await api.get(`/api/modules/${moduleId}/revisions.json`)).json()) as { total: number }).total;

  await page.goto(modulePath);
  const names = page.getByRole('table', { name: MODULE }).getByRole('rowheader');
  await expect(names).toHaveText(TITLES);

  await test.step('opening the module wrote nothing', async () => {
    expect(await revisionCount()).toBe(1);
  });

  await test.step('edit the list: delete two risks', async () => {
    await page.getByRole('checkbox', { name: 'Select Budget cut' }).check();
    await page.getByRole('checkbox', { name: 'Select Vendor lock-in' }).check();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    const saved = nextSave(page);
    await page.getByRole('dialog', { name: 'Delete 2 items?' }).getByRole('button', { name: 'Delete 2' }).click();
    expect((await saved).status()).toBe(200);
    await expectAllSaved(page);
    await expect(names).toHaveText(['Cloud outage']);
  });

  const panel = page.getByRole('region', { name: 'Version history' });
  await test.step('the history tells what changed', async () => {
    await page.getByRole('button', { name: 'History' }).click();
    await expect(panel.getByRole('button', { name: 'Restore' })).toHaveCount(2);
    await panel.getByRole('button', { name: 'Show changes' }).first().click();
    await expect(panel.getByText('Removed “Budget cut”')).toBeVisible();
    await expect(panel.getByText('Removed “Vendor lock-in”')).toBeVisible();
  });

  await test.step('restore the revision before the deletion', async () => {
    await panel.getByRole('button', { name: 'Restore' }).nth(1).click();
    await page.getByRole('dialog', { name: 'Restore this version?' }).getByRole('button', { name: 'Restore' }).click();
    await expect(names).toHaveText(TITLES);
    await expect(panel.getByText('Restored an earlier version.')).toBeVisible();
    expect(await revisionCount()).toBe(3);
  });
});
