/**
 * The assessment template import end to end on the real server: owner@acme.test imports a spreadsheet
 * template through the dashboard's dialog, reads the preview, imports it and lands on the new assessment's
 * structure, its sections, groups, questions and condition all there.
 */
import ExcelJS from 'exceljs';
import { signInWithTermsAccepted } from './app';
import { expect, test } from './fixtures';

const RUN = Date.now().toString(36);
const NAME = `Backup habits ${RUN}`;

/** The template as a spreadsheet program saves it: bold header, booleans and numbers as such, formatted empty rows after the data. */
async function template(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Questions');
  sheet.addRow(['Section', 'Group', 'Question', 'Type', 'Required', 'Options', 'Help', 'Condition question', 'Condition answer']).font = { bold: true };
  sheet.addRows([
    ['Habits', null, 'How often do you back up?', 'Single choice', true, 'Never=0; Sometimes=1; Always=2', 'Think of last month.', null, null],
    [null, 'Details', 'Where do backups go?', 'Short text', false, null, null, 1, 'Sometimes; Always'],
    [null, 'Details', 'Tested a restore?', 'Yes / no', 1, null, null, null, null],
    ['Confidence', null, 'How sure are you?', 'scale', 0, null, null, null, null],
  ]);
  for (let blank = 0; blank < 3; blank++) sheet.addRow([null, '']).getCell(1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFFF00' } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('the owner imports a spreadsheet template and lands on its structure', async ({ page }) => {
  test.setTimeout(120_000);
  await signInWithTermsAccepted(page, 'owner@acme.test');
  await page.goto('/assessments');

  await page.getByRole('button', { name: 'Import template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import an assessment template' });
  await dialog.getByRole('textbox', { name: 'Name of the new assessment' }).fill(NAME);
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose a .json or .xlsx file' }).press('Enter');
  await (await chooser).setFiles({
    name: 'backup-habits.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await template(),
  });

  await expect(dialog.getByText(`“${NAME}”: 2 sections and 4 questions, ready to import.`)).toBeVisible();
  const sections = dialog.getByRole('table', { name: 'Sections in the file' });
  await expect(sections.getByRole('row', { name: 'Habits 1 3' })).toBeVisible();
  await expect(sections.getByRole('row', { name: 'Confidence 0 1' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Import' }).click();

  await expect(page).toHaveURL(/\/assessments\/\d+\/structure$/);
  await expect(dialog).toBeHidden();
  const habits = page.getByRole('region', { name: 'Habits' });
  await expect(habits.getByText('3 questions')).toBeVisible();
  await expect(habits.getByRole('heading', { name: 'Details' })).toBeVisible();
  await expect(habits.getByText('2 questions')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Confidence' }).getByText('1 question', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Questions' }).click();
  await expect(page.getByText('How often do you back up?', { exact: true })).toBeVisible();
  await expect(page.getByText('Shown if “How often do you back up?” is Sometimes or Always')).toBeVisible();
});
