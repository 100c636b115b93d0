/**
 * "Add module" on a phone-sized window: the kinds scroll inside the full-screen dialog while Create stays on
 * screen, and a kind is found and picked by keyboard alone, with its title suggested as the name.
 */
import { apiAsPageUser, signInWithTermsAccepted } from './app';
import { expect, test } from './fixtures';

const RUN = Date.now().toString(36);

test('on a phone, the kinds scroll under a search while Create stays in view, and the keyboard picks a kind', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 740 });
  await signInWithTermsAccepted(page, 'owner@acme.test');
  const api = await apiAsPageUser(page);
  const response = await api.post('/api/projects.json', { name: `Add module on a phone ${RUN}` });
  expect(response.status(), await response.text()).toBe(201);
  await page.goto(`/projects/${((await response.json()) as { id: number }).id}`);

  await page.getByRole('button', { name: 'Add module' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add module' });
  const kinds = dialog.getByRole('listbox', { name: 'Kind of module' });
  await expect(kinds.getByRole('option', { name: 'Risks', exact: true })).toBeVisible();
  const create = dialog.getByRole('button', { name: 'Create' });
  await expect(create).toBeInViewport();
  expect(await kinds.evaluate((list) => list.scrollHeight > list.clientHeight), 'the kinds scroll inside the dialog').toBe(true);
  await kinds.getByRole('option').last().scrollIntoViewIfNeeded();
  await expect(create).toBeInViewport();

  const search = dialog.getByRole('combobox', { name: 'Search kinds of module' });
  await expect(search).toBeFocused();
  await search.fill('risks');
  await expect(kinds.getByRole('option').first()).toHaveAccessibleName('Risks');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Risks');
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/projects\/[^/]+\/risks\/\d+$/);
});
