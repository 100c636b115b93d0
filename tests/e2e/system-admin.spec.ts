/**
 * The system admin's companies and people on the real server: admin@acme.test creates a company, gives it
 * a logo, imports its people from a spreadsheet's CSV with one bad row (the preview names the error, the
 * import skips it and mails the invitation), then edits the imported person, who as the company's only admin
 * cannot be removed from it.
 */
import { signInWithTermsAccepted } from './app';
import { expect, test } from './fixtures';

const RUN = Date.now().toString(36);
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('a system admin creates a company, uploads its logo, imports its people from a CSV and edits one', async ({ page, mail }) => {
  const company = `Initech ${RUN}`;
  const email = `ada.${RUN}@initech.test`;
  await signInWithTermsAccepted(page, 'admin@acme.test');
  await page.goto('/recently-viewed');
  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('menuitem', { name: 'Companies' }).click();
  await page.getByRole('button', { name: 'New company' }).click();
  const dialog = page.getByRole('dialog', { name: 'New company' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(company);
  await dialog.getByRole('spinbutton', { name: 'Licence count' }).fill('2');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/admin\/company\/\d+$/);
  await expect(page.getByRole('heading', { name: company })).toBeVisible();

  await page.locator('input[type=file][accept^="image/"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByRole('button', { name: 'Remove image' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Logo' })).toBeVisible();

  await page.getByRole('tab', { name: 'People' }).click();
  await page.locator('input[type=file][accept=".csv,text/csv"]').setInputFiles({
    name: 'people.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFFName,Email,Role,Licence\r\n"Lovelace, Ada",${email},member,yes\r\nBad Row,not-an-address,member,no\r\n`),
  });
  const preview = page.getByRole('region', { name: 'Preview of people.csv' });
  await expect(preview).toContainText('1 row can be imported. 1 row has errors and will be skipped.');
  await expect(preview.getByRole('row', { name: /Bad Row/ })).toContainText('"not-an-address" is not an email address.');
  await preview.getByRole('button', { name: 'Import 1 row' }).click();
  const imported = page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
  await expect(imported).toContainText('Invited');
  await mail.waitForMail((received) => received.to.includes(email));

  await imported.getByRole('gridcell', { name: 'Lovelace, Ada' }).click();
  await expect(page).toHaveURL(/\/admin\/user\/\d+$/);
  await page.getByRole('textbox', { name: 'Name' }).fill('Ada King');
  await page.getByRole('combobox', { name: 'Company role' }).click();
  await page.getByRole('option', { name: 'Admin' }).click();
  const saved = page.waitForResponse((response) => /\/api\/admin\/users\/\d+\.json$/.test(response.url()) && response.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('row', { name: /Changed Ada King: name "Lovelace, Ada" → "Ada King", company role member → admin/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada King');

  // The company's only admin cannot be removed: nobody would take over their projects.
  await page.getByRole('button', { name: /^Remove from / }).click();
  const removal = page.getByRole('dialog', { name: /^Remove Ada King from / });
  await expect(removal).toContainText('They can no longer sign in.');
  await removal.getByRole('button', { name: /^Remove from / }).click();
  await expect(removal.getByRole('alert')).toContainText('no other active admin');
  await removal.getByRole('button', { name: 'Cancel' }).click();
  await expect(removal).toBeHidden();
});
