/**
 * Assignments and company renames on the real server: a tag and a stakeholder assigned to a risk in its
 * item dialog show as chips and make the risk a use of both (the tags' "where used" index and the
 * stakeholders module's "Used in"); a company admin renames Stakeholder to "Key Partner" on the company
 * details page, and a user of that company sees the new words while another company's user does not.
 */
import type { Browser, Page } from '@playwright/test';
import { DEFAULT_ENTITY_MAP } from '../../core/domain/entity-map';
import { andSaved, apiAsPageUser, projectWithModules, signInWithTermsAccepted } from './app';
import { expect, test } from './fixtures';



async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInWithTermsAccepted(page, email);
  return page;
}

test('a tag and a stakeholder assigned to a risk show on it and list the risk where they are used', async ({ page }) => {
  await signInWithTermsAccepted(page, 'editor@acme.test');
  const { api, project, ids, created } = await projectWithModules(page, 'Assignments', { Risks: 'Risks', KeyParticipants: 'People' });
  const tag = await created<{ id: number }>(`/api/projects/${project.id}/tags.json`, { name: 'Supply chain' });
  await created<{ id: number }>(`/api/projects/${project.id}/stakeholders.json`, { name: 'Logistics partner' });

  await page.goto(`/projects/${project.id}/risks/${ids.Risks}`);
  await page.getByRole('button', { name: 'Add risk' }).click();
  const dialog = page.getByRole('dialog', { name: 'New risk' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Port strike');
  await dialog.getByRole('combobox', { name: 'Tags' }).fill('supp');
  await page.getByRole('option', { name: 'Supply chain' }).click();
  await dialog.getByRole('combobox', { name: 'Stakeholders' }).click();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await andSaved(page, () => dialog.getByRole('button', { name: 'Save' }).click());
  await expect(page.getByRole('list', { name: 'Assigned to Supply chain, Logistics partner' })).toBeVisible();

  // The tags have no module kind of their own yet: their "where used" index is read from the API.
  const tagUses = (await (await api.get(`/api/projects/${project.id}/tags/assigned_items_index.json`)).json()) as Array<{
    id: number;
    assigned_items: Array<{ module_id: number; title: string }>;
  }>;
  expect(tagUses).toEqual([{ id: tag.id, assigned_items: [expect.objectContaining({ module_id: ids.Risks, title: 'Port strike' })] }]);

  await page.goto(`/projects/${project.id}/stakeholders/${ids.KeyParticipants}`);
  await expect(page.getByRole('row', { name: /Logistics partner/ }).getByRole('link', { name: 'Risks' })).toBeVisible();

  // After a reload the risk still carries both, and the filter by assignment finds it.
  await page.goto(`/projects/${project.id}/risks/${ids.Risks}`);
  await expect(page.getByRole('list', { name: 'Assigned to Supply chain, Logistics partner' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Assigned to' }).fill('Logistics');
  await page.getByRole('option', { name: 'Logistics partner' }).click();
  await expect(page.getByRole('rowheader', { name: 'Port strike' })).toBeVisible();
});

test('a company admin renames Stakeholder to Key Partner for the company’s users only', async ({ page, browser }) => {
  await signInWithTermsAccepted(page, 'owner@acme.test');
  const ownerApi = await apiAsPageUser(page);
  try {
    await page.goto('/recently-viewed');
    await page.getByRole('button', { name: 'Admin' }).click();
    await page.getByRole('menuitem', { name: 'Company details' }).click();
    await expect(page.getByRole('heading', { name: 'Company details' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Stakeholder, singular' }).fill('Key Partner');
    await page.getByRole('textbox', { name: 'Stakeholder, plural' }).fill('Key Partners');
    await page.getByRole('form', { name: 'Names of things' }).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Names saved. Buttons now read “Add Key Partner”.')).toBeVisible();

    const editor = await signedInPage(browser, 'editor@acme.test');
    const acme = await projectWithModules(editor, 'Renamed', { KeyParticipants: 'Partners' });
    await editor.goto(`/projects/${acme.project.id}/stakeholders/${acme.ids.KeyParticipants}`);
    await expect(editor.getByRole('button', { name: 'Add Key Partner' })).toBeVisible();
    await editor.goto(`/projects/${acme.project.id}`);
    await editor.getByRole('button', { name: 'Add module' }).first().click();
    await expect(editor.getByRole('dialog', { name: 'Add module' }).getByRole('option', { name: 'Key Partners', exact: true })).toBeVisible();

    const globex = await signedInPage(browser, 'user@globex.test');
    const other = await projectWithModules(globex, 'Not renamed', { KeyParticipants: 'People' });
    await globex.goto(`/projects/${other.project.id}/stakeholders/${other.ids.KeyParticipants}`);
    await expect(globex.getByRole('button', { name: 'Add Stakeholder' })).toBeVisible();
    await expect(globex.getByRole('button', { name: 'Add Key Partner' })).toHaveCount(0);
  } finally {
    // Other specs share this server and expect the default names.
    expect((await ownerApi.put('/api/company_admin/company.json', { entity_map: DEFAULT_ENTITY_MAP })).status()).toBe(200);
  }
});
