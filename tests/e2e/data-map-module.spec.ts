/**
 * The data-map module end to end on the real server, as the demo seeds it in "Acme order process": the owner reads
 * which catalog details the order process uses (the BPMN diagram's data object points at them) with their categories
 * and notes, follows a detail to the diagram, writes a note on a detail not yet in use and, by emptying it, takes
 * the detail out of use again; the page fits a phone.
 */
import type { Page } from '@playwright/test';
import { apiAsPageUser, expectAllSaved, signInWithTermsAccepted } from './app';
import { expect, test } from './fixtures';

const EMAIL = 'Customer / Customer / Contact details / Email address';
const PHONE = 'Customer / Customer / Contact details / Phone number';

async function openDataMapModule(page: Page): Promise<string> {
  const api = await apiAsPageUser(page);
  const found = (await (await api.get('/api/projects.json?scope=all_projects&search=Acme%20order%20process')).json()) as { items: Array<{ id: number; name: string }> };
  const project = found.items.find((candidate) => candidate.name === 'Acme order process')!;
  const modules = (await (await api.get(`/api/projects/${project.id}/project_scenario_modules.json`)).json()) as Array<{ id: number; type_key: string }>;
  const module = modules.find((candidate) => candidate.type_key === 'DataInterfaces')!;
  const path = `/projects/${project.id}/data-map/${module.id}`;
  await page.goto(path);
  return path;
}

const row = (page: Page, path: string) => page.getByRole('listitem', { name: path, exact: true });

test('a project’s data map shows the data its process uses and keeps a note only while it says something', async ({ page }) => {
  await signInWithTermsAccepted(page, 'owner@acme.test');
  const path = await openDataMapModule(page);

  const email = row(page, EMAIL);
  await expect(email).toBeVisible();
  await expect(email.getByText('Contact data')).toBeVisible();
  await expect(email.getByRole('textbox', { name: 'How the project uses Email address' })).toHaveValue(/order confirmation/);
  await expect(row(page, 'Product / Product / Inventory / Stock on hand')).toBeVisible();
  await expect(row(page, PHONE)).toHaveCount(0);

  // The detail leads to the diagram whose data object points at it.
  await email.getByRole('link', { name: 'Order handling' }).first().click();
  await expect(page).toHaveURL(/\/bpmn\/\d+$/);
  await page.goto(path);

  await page.getByRole('switch', { name: 'Only data in use' }).click();
  const note = row(page, PHONE).getByRole('textbox', { name: 'How the project uses Phone number' });
  await note.fill('Called when a delivery is late.');
  await note.press('Tab');
  await expectAllSaved(page);
  await page.reload();
  await expect(row(page, PHONE).getByRole('textbox', { name: 'How the project uses Phone number' })).toHaveValue('Called when a delivery is late.');

  const saved = row(page, PHONE).getByRole('textbox', { name: 'How the project uses Phone number' });
  await saved.fill('');
  await saved.press('Tab');
  await expectAllSaved(page);
  await page.reload();
  await expect(row(page, EMAIL)).toBeVisible();
  await expect(row(page, PHONE)).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 800 });
  await expect(row(page, EMAIL)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('a writer attaches and removes the project’s data sources', async ({ page }) => {
  await signInWithTermsAccepted(page, 'owner@acme.test');
  await openDataMapModule(page);
  await page.getByRole('button', { name: 'Data sources' }).click();
  const dialog = page.getByRole('dialog', { name: 'Data sources of the project' });
  await dialog.getByRole('button', { name: 'Remove Acme order system from the project' }).click();
  await expect(dialog.getByRole('button', { name: 'Remove Acme order system from the project' })).toHaveCount(0);
  await dialog.getByRole('combobox', { name: 'Add a data catalog' }).click();
  await page.getByRole('option', { name: 'Acme order system' }).click();
  await expect(dialog.getByRole('button', { name: 'Remove Acme order system from the project' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(row(page, EMAIL)).toBeVisible();
});
