/**
 * Assessments end to end on the real server: owner@acme.test builds a two-section assessment with a
 * conditional question and lets editor@acme.test answer it; the editor's answers survive a reload midway;
 * the owner sees the response with its radar chart and downloads the CSV export.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { signInWithTermsAccepted } from './app';
import { expect, test } from './fixtures';

const RUN = Date.now().toString(36);
const NAME = `Data maturity ${RUN}`;

async function addSection(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add section' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add section' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('region', { name })).toBeVisible();
}

async function addQuestion(page: Page, where: string, text: string, type: string, setUp?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.getByRole('button', { name: `Add question to ${where}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Add question' });
  await dialog.getByRole('textbox', { name: 'Question' }).fill(text);
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: type }).click();
  await setUp?.(dialog);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(text, { exact: true })).toBeVisible();
}

function answerSaved(page: Page) {
  return page.waitForResponse((response) => response.url().endsWith('/current_response.json') && response.request().method() === 'PUT', { timeout: 20_000 });
}

test('an assessment is built, answered across a reload, and its response shows in the results', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signInWithTermsAccepted(page, 'owner@acme.test');

  await test.step('owner creates the assessment and opens it for answers', async () => {
    await page.goto('/recently-viewed');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Assessments' }).click();
    await page.getByRole('button', { name: 'New assessment' }).click();
    const dialog = page.getByRole('dialog', { name: 'New assessment' });
    await dialog.getByLabel('Name').fill(NAME);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/assessments\/\d+\/details$/);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Open' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Details saved.')).toBeVisible();
  });

  await test.step('owner adds two sections and three questions, one shown only on Yes', async () => {
    await page.getByRole('tab', { name: 'Structure' }).click();
    await addSection(page, 'Data');
    await addSection(page, 'People');
    await page.getByRole('tab', { name: 'Questions' }).click();
    await addQuestion(page, 'Data', 'Do you keep a data catalogue?', 'Yes / no', async (dialog) => {
      await dialog.getByRole('switch', { name: 'Required' }).check();
    });
    await addQuestion(page, 'Data', 'Who keeps it?', 'Short text', async (dialog) => {
      await dialog.getByRole('switch', { name: /Show only if/ }).check();
      await dialog.getByRole('checkbox', { name: 'Yes' }).check();
    });
    await addQuestion(page, 'People', 'How many people are on your team?', 'Number');
    await expect(page.getByText('Shown if “Do you keep a data catalogue?” is Yes')).toBeVisible();
  });

  await test.step('owner lets the editor answer it', async () => {
    await page.getByRole('tab', { name: 'Permissions' }).click();
    const people = page.getByRole('region', { name: 'People' });
    await people.getByLabel('Person').click();
    await page.getByRole('option', { name: 'Eddie Editor (editor@acme.test)' }).click();
    await people.getByRole('button', { name: 'Add person' }).click();
    await expect(people.getByRole('combobox', { name: 'Access of Eddie Editor' })).toBeVisible();
  });

  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  await test.step('the editor answers the first section, reloads, and finds the answers kept', async () => {
    await signInWithTermsAccepted(editor, 'editor@acme.test');
    await editor.goto('/assessments');
    await editor.getByRole('link', { name: `Answer: ${NAME}` }).click();
    await expect(editor.getByRole('heading', { level: 2, name: 'Data' })).toBeVisible();
    await expect(editor.getByRole('textbox', { name: 'Who keeps it?' })).toBeHidden();
    await editor.getByRole('radio', { name: 'Yes' }).check();
    const saved = answerSaved(editor);
    await editor.getByRole('textbox', { name: 'Who keeps it?' }).fill('Ana from IT');
    expect((await saved).status()).toBe(200);
    await expect(editor.getByText('All changes saved')).toBeVisible();

    await editor.reload();
    await expect(editor.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(editor.getByRole('textbox', { name: 'Who keeps it?' })).toHaveValue('Ana from IT');
    await expect(editor.getByText('2 of 3 questions answered')).toBeVisible();
  });

  await test.step('the editor is taken to the missing required answer, gives it and submits', async () => {
    await editor.getByRole('button', { name: 'Submit answers' }).click();
    const teamSize = editor.getByRole('spinbutton', { name: 'How many people are on your team?' });
    await expect(teamSize).toBeFocused();
    await teamSize.fill('7');
    await editor.getByRole('button', { name: 'Submit answers' }).click();
    await expect(editor.getByText(/You submitted your answers on/)).toBeVisible();
    await editorContext.close();
  });

  await test.step('owner sees the response with its radar chart and downloads the CSV', async () => {
    await page.getByRole('tab', { name: 'Responses' }).click();
    const table = page.getByRole('table', { name: 'Responses' });
    await expect(table.getByRole('row', { name: /Eddie Editor/ })).toContainText('Submitted');
    await page.getByRole('radio', { name: 'One response' }).check();
    await expect(page.getByRole('img', { name: /Radar chart of the section scores/ }).locator('svg').first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Section scores in percent' })).toContainText('Data');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const csv = await readFile(file, 'utf8');
    expect(csv).toContain('Do you keep a data catalogue?');
    expect(csv).toContain('Ana from IT');
    expect(csv).toContain('Eddie Editor');
  });
});
