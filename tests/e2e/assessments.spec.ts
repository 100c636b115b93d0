/**
 * Assessments end to end on the real server: owner@acme.test builds a two-section assessment with a
 * conditional question and answers it; the answers survive a reload midway, and Submit first takes the
 * owner to the required question still without an answer.
 */
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

test('an assessment is built with a conditional question and answered across a reload', async ({ page }) => {
  test.setTimeout(180_000);
  await signInWithTermsAccepted(page, 'owner@acme.test');

  await test.step('owner creates the assessment and opens it for answers', async () => {
    await page.goto('/recently-viewed');
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(navigation.getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect((await navigation.boundingBox())!.height, 'the navigation is one row on a 1280 px screen').toBeLessThan(80);
    await navigation.getByRole('link', { name: 'Assessments' }).click();
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
    await addQuestion(page, 'People', 'How many people are on your team?', 'Number', async (dialog) => {
      await dialog.getByRole('switch', { name: 'Required' }).check();
    });
    await expect(page.getByText('Shown if “Do you keep a data catalogue?” is Yes')).toBeVisible();
  });

  await test.step('owner answers the first section, reloads, and finds the answers kept', async () => {
    await page.getByRole('tab', { name: 'Answer' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Data' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Who keeps it?' })).toBeHidden();
    await page.getByRole('radio', { name: 'Yes' }).check();
    const saved = answerSaved(page);
    await page.getByRole('textbox', { name: 'Who keeps it?' }).fill('Ana from IT');
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('All changes saved')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Who keeps it?' })).toHaveValue('Ana from IT');
    await expect(page.getByText('2 of 3 questions answered')).toBeVisible();
  });

  await test.step('Submit takes the owner to the missing required answer; given, the answers are submitted', async () => {
    await page.getByRole('button', { name: 'Submit answers' }).click();
    const teamSize = page.getByRole('spinbutton', { name: 'How many people are on your team?' });
    await expect(teamSize).toBeFocused();
    await teamSize.fill('7');
    await page.getByRole('button', { name: 'Submit answers' }).click();
    await expect(page.getByText(/You submitted your answers on/)).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: 'How many people are on your team?' })).toBeDisabled();
  });
});
