/**
 * Registry lists on the real server: stakeholders imported from a CSV file through the list's Import dialog
 * (its preview first) and exported as a CSV download; the project's Tags page, reached from the project
 * menu, where a tag category and a tag are made, and which counts the tag's use once a risk carries it.
 */
import { andSaved, projectWithModules, signInWithTermsAccepted } from './app';
import { expect, test } from './fixtures';



test('stakeholders imported from a CSV file after a preview, and exported as CSV', async ({ page }) => {
  await signInWithTermsAccepted(page, 'editor@acme.test');
  const { project, ids } = await projectWithModules(page, 'Import stakeholders', { KeyParticipants: 'People' });
  await page.goto(`/projects/${project.id}/stakeholders/${ids.KeyParticipants}`);

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Stakeholders' });
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'people.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Name,Description,Stakeholder Roles\nAlice Lee,Runs the plant,Owner\nBo Chen,,Owner; Sponsor\n'),
  });
  const creates = dialog.getByRole('table', { name: 'To add (2)' });
  await expect(creates.getByRole('rowheader', { name: /Alice Lee/ })).toBeVisible();
  await expect(creates.getByRole('rowheader', { name: /Bo Chen/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog).toBeHidden();

  const table = page.getByRole('table', { name: 'People' });
  await expect(table.getByRole('row', { name: /Alice Lee/ })).toContainText('Owner');
  await expect(table.getByRole('row', { name: /Bo Chen/ })).toContainText('Owner, Sponsor');

  await page.getByRole('button', { name: 'Export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV (.csv)' }).click();
  expect((await download).suggestedFilename()).toBe('Stakeholders.csv');
});

test('a tag category and a tag made on the Tags page, the tag used by a risk', async ({ page }) => {
  await signInWithTermsAccepted(page, 'editor@acme.test');
  const { project, ids } = await projectWithModules(page, 'Tags page', { Risks: 'Risks' });
  await page.goto(`/projects/${project.id}`);
  await page.getByRole('button', { name: 'Project actions' }).click();
  await page.getByRole('menuitem', { name: 'Tags' }).click();
  await expect(page.getByRole('heading', { name: 'Tags', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Manage Tag Categories' }).click();
  const categories = page.getByRole('dialog', { name: 'Manage Tag Categories' });
  await categories.getByRole('textbox', { name: 'New name' }).fill('Theme');
  await categories.getByRole('button', { name: 'Add' }).click();
  await expect(categories.getByRole('textbox', { name: 'Name of Theme' })).toBeVisible();
  await categories.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Add Tag' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Tag' });
  await editor.getByRole('textbox', { name: 'Name' }).fill('Supply chain');
  await editor.getByRole('combobox', { name: 'Tag Categories' }).click();
  await page.getByRole('option', { name: 'Theme' }).click();
  await page.keyboard.press('Escape');
  await editor.getByRole('button', { name: 'Save' }).click();
  const tagRow = page.getByRole('row', { name: /Supply chain/ });
  await expect(tagRow).toContainText('Theme');
  await expect(tagRow).toContainText('Not used');

  await page.goto(`/projects/${project.id}/risks/${ids.Risks}`);
  await page.getByRole('button', { name: 'Add risk' }).click();
  const risk = page.getByRole('dialog', { name: 'New risk' });
  await risk.getByRole('textbox', { name: 'Title' }).fill('Port strike');
  await risk.getByRole('combobox', { name: 'Tags' }).fill('supp');
  await page.getByRole('option', { name: 'Supply chain' }).click();
  await andSaved(page, () => risk.getByRole('button', { name: 'Save' }).click());

  await page.goto(`/projects/${project.id}/tags`);
  await expect(page.getByRole('row', { name: /Supply chain/ })).toContainText('used in 1 place');
  await expect(page.getByRole('row', { name: /Supply chain/ }).getByRole('link', { name: 'Risks' })).toBeVisible();
});
