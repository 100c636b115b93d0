/**
 * A list's search, order and filter live in its URL: the system admin narrows the people list, reloads and
 * sees the same list, and Back returns to the list as it was before each change.
 */
import { signInWithTermsAccepted } from './app';
import { expect, test } from './fixtures';

test('the admin people list keeps its order, company and search through a reload, and Back undoes them one by one', async ({ page }) => {
  await signInWithTermsAccepted(page, 'admin@acme.test');
  await page.goto('/admin/users');
  const search = page.getByRole('searchbox', { name: 'Search by name or email' });
  const row = (name: string) => page.getByRole('row', { name: new RegExp(name) });
  await expect(row('Vera Viewer')).toBeVisible();

  await page.getByRole('columnheader', { name: 'Name' }).click();
  await expect(page).toHaveURL(/\/admin\/users\?order=name$/);

  await page.getByRole('combobox', { name: 'Company' }).fill('Acme');
  await page.getByRole('option', { name: 'Acme', exact: true }).click();
  await expect(page).toHaveURL(/[?&]company=\d+/);
  await expect(row('Gus Globex')).toHaveCount(0);

  await search.fill('vera');
  await expect(page).toHaveURL(/[?&]q=vera/);
  await expect(row('Otto Owner')).toHaveCount(0);
  await expect(row('Vera Viewer')).toBeVisible();

  await page.reload();
  await expect(search).toHaveValue('vera');
  await expect(page.getByRole('combobox', { name: 'Company' })).toHaveValue('Acme');
  await expect(row('Vera Viewer')).toBeVisible();
  await expect(row('Otto Owner')).toHaveCount(0);

  await page.goBack();
  await expect(page).not.toHaveURL(/[?&]q=/);
  await expect(search).toHaveValue('');
  await expect(page.getByRole('row', { name: /@acme\.test/ }).nth(1)).toBeVisible();
  await expect(row('Gus Globex')).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/users\?order=name$/);
  await expect(page.getByRole('combobox', { name: 'Company' })).toHaveValue('');
  await expect(page.getByRole('columnheader', { name: 'Company' })).toBeVisible();
});
