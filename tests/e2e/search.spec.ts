/**
 * Workspace search: Ctrl+K opens the search from the navigation, typing shows results grouped by kind with the
 * matching words marked, the arrow keys choose one and Enter opens it on the module page, scrolled to the item and
 * outlined; a phone gets the same search from the navigation's search button.
 */
import { apiAsPageUser, projectWithModules, signInWithTermsAccepted } from './app';
import { expect, test } from './fixtures';

const WORD = `Plovdiv${Date.now().toString(36)}`;

test('type, choose with the arrows, open with Enter: the module opens on the item', async ({ page }) => {
  await signInWithTermsAccepted(page, 'editor@acme.test');
  const { project, ids } = await projectWithModules(page, `Search ${WORD}`, { Risks: `Risks of ${WORD}` });
  const api = await apiAsPageUser(page);
  const attributes = (await (await api.get('/api/entity_attributes.json')).json()) as Array<{ id: number; key: string }>;
  const riskItem = attributes.find((attribute) => attribute.key === 'RiskItem')!.id;
  const values = Array.from({ length: 30 }, (_, index) => ({
    entity_attribute_id: riskItem,
    position: index,
    value: { title: index === 25 ? `Warehouse ${WORD} floods` : `Ordinary risk ${index}` },
  }));
  const created = await api.post(`/api/projects/${project.id}/project_scenario_modules/${ids.Risks}/entity_values/bulk_create.json`, { entity_values: values });
  expect(created.status(), await created.text()).toBeLessThan(300);

  await page.goto('/all-projects');
  // The shortcut works once the navigation is there.
  await expect(page.getByRole('button', { name: /^Search/ })).toBeVisible();
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search the workspace' });
  const field = dialog.getByRole('combobox', { name: 'Search projects, modules and their content' });
  await expect(field).toBeFocused();
  await field.pressSequentially(WORD.toLowerCase());

  const results = dialog.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByRole('group', { name: 'Projects' }).getByRole('option', { name: new RegExp(`Search ${WORD}`) })).toBeVisible();
  await expect(results.getByRole('group', { name: 'Modules' }).getByRole('option', { name: new RegExp(`Risks of ${WORD}`) })).toBeVisible();
  const item = results.getByRole('group', { name: 'Items' }).getByRole('option', { name: new RegExp(`Warehouse ${WORD} floods`) });
  await expect(item).toBeVisible();
  await expect(item.locator('mark').first()).toHaveText(WORD);
  // The project, the module, the item: the first is chosen, two steps down is the item.
  const options = results.getByRole('option');
  await expect(options).toHaveCount(3);
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await field.press('ArrowDown');
  await field.press('ArrowDown');
  await expect(item).toHaveAttribute('aria-selected', 'true');
  await field.press('Enter');

  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname === `/projects/${project.id}/risks/${ids.Risks}` && url.searchParams.has('item'));
  const row = page.locator('[data-landed="true"]');
  await expect(row).toContainText(`Warehouse ${WORD} floods`);
  await expect(row).toBeInViewport();
});

test('a search with no match says so, and a phone opens search from the navigation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 780 });
  await signInWithTermsAccepted(page, 'viewer@acme.test');
  await page.goto('/all-projects');
  await page.getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search the workspace' });
  await expect(dialog.getByRole('status')).toHaveText(/Type to search/);
  await dialog.getByRole('combobox').fill(`nothing${WORD}`);
  await expect(dialog.getByRole('status')).toHaveText(`Nothing matches “nothing${WORD}”.`);
  await dialog.getByRole('button', { name: 'Close search' }).click();
  await expect(dialog).toBeHidden();
});
