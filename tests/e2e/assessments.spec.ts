/**
 * Assessments end to end on the real server: owner@acme.test builds a two-section assessment with a
 * conditional question and answers it; the answers survive a reload midway, and Submit first takes the
 * owner to the required question still without an answer. editor@acme.test then answers it, losing
 * nothing to a reload while the server is out of reach, and the owner sees both responses with their
 * radar and exports them as CSV and one of them as PDF.
 */
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import Papa from 'papaparse';
import { assessmentChildPath, currentResponsePath, type CurrentResponse } from '../../core/domain/assessment-types';
import { pdfPageCount, pdfText } from '../support/pdf';
import { expectAccessible } from './accessibility';
import { apiAsPageUser, signInWithTermsAccepted } from './app';
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

/** How many answers the page keeps in the browser (IndexedDB, as JSON text) until the server has them. */
function unsentAnswerCount(page: Page, assessmentId: number): Promise<number> {
  return page.evaluate(
    (key) =>
      new Promise<number>((resolve, reject) => {
        const opened = indexedDB.open('tessera');
        opened.onerror = () => reject(opened.error);
        opened.onsuccess = () => {
          const all = opened.result.transaction('unsent-changes').objectStore('unsent-changes').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () =>
            resolve(
              (all.result as Array<{ key: string; changes: string }>)
                .filter((record) => record.key === key)
                .reduce((sum, record) => sum + (JSON.parse(record.changes) as unknown[]).length, 0),
            );
        };
      }),
    `assessment-answers/${assessmentId}`,
  );
}

async function downloaded(page: Page, button: string): Promise<{ download: Download; bytes: Buffer }> {
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const download = await started;
  return { download, bytes: await readFile(await download.path()) };
}

test('an assessment is built, answered by two people across reloads, and its responses are read and exported', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signInWithTermsAccepted(page, 'owner@acme.test');

  await test.step('owner creates the assessment and opens it for answers', async () => {
    await page.goto('/recently-viewed');
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(navigation.getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect((await navigation.boundingBox())!.height, 'the navigation is one row on a 1280 px screen').toBeLessThan(70);
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

  const assessmentId = Number(/\/assessments\/(\d+)/.exec(page.url())![1]);
  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  const editorApi = await test.step('owner lets editor@acme.test answer it', async () => {
    await signInWithTermsAccepted(editor, 'editor@acme.test');
    const api = await apiAsPageUser(editor);
    const me = (await (await api.get('/api/current_user')).json()) as { id: number };
    const granted = await (await apiAsPageUser(page)).post(assessmentChildPath(assessmentId, 'user_permissions'), { user_id: me.id, permission_key: 'read' });
    expect(granted.status(), await granted.text()).toBe(201);
    return api;
  });
  const serverAnswers = async () => ((await (await editorApi.get(currentResponsePath(assessmentId))).json()) as CurrentResponse).answers;

  await test.step('editor answers the first section, then the second while the server is out of reach', async () => {
    await editor.goto(`/assessments/${assessmentId}`);
    await expect(editor.getByRole('heading', { level: 2, name: 'Data' })).toBeVisible();
    const saved = answerSaved(editor);
    await editor.getByRole('radio', { name: 'No' }).check();
    expect((await saved).status()).toBe(200);
    await expect(editor.getByRole('textbox', { name: 'Who keeps it?' })).toBeHidden();

    await editor.route('**/current_response.json', (route) => (route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.continue()));
    await editor.getByRole('link', { name: 'Next section' }).click();
    await expect(editor.getByRole('heading', { level: 2, name: 'People' })).toBeVisible();
    await editor.getByRole('spinbutton', { name: 'How many people are on your team?' }).fill('12');
    await expect(editor.getByText(/Your changes could not be saved/)).toBeVisible();
    await expect.poll(() => unsentAnswerCount(editor, assessmentId)).toBe(1);
  });

  await test.step('editor reloads and finds the unsent answer kept, then sent once the server is back', async () => {
    await editor.reload();
    await expect(editor.getByRole('spinbutton', { name: 'How many people are on your team?' })).toHaveValue('12');
    await expect(editor.getByText('2 of 2 questions answered')).toBeVisible();
    expect((await serverAnswers()).map((answer) => answer.number_value), 'the shown answer came from the browser').toEqual([null]);
    const resent = editor.waitForResponse((response) => response.url().endsWith('/current_response.json') && response.request().method() === 'PUT' && response.ok(), { timeout: 20_000 });
    await editor.unroute('**/current_response.json');
    await resent;
    await expect(editor.getByText('All changes saved')).toBeVisible();
    expect((await serverAnswers()).map((answer) => answer.number_value).sort()).toEqual([12, null]);
    await editor.getByRole('button', { name: 'Submit answers' }).click();
    await expect(editor.getByText('Your answers are submitted. Thank you!')).toBeVisible();
    await editorContext.close();
  });

  await test.step('owner sees both responses and the radar of their section scores', async () => {
    await page.getByRole('tab', { name: 'Responses' }).click();
    const responses = page.getByRole('table', { name: 'Responses' });
    await expect(responses.getByRole('row', { name: /Eddie Editor/ })).toContainText('Submitted');
    await expect(responses.getByRole('row', { name: /Otto Owner/ })).toContainText('Submitted');
    const radar = page.getByRole('img', { name: /Radar chart of the section scores/ }).locator('svg');
    await expect(radar.getByText('Data', { exact: true })).toBeVisible();
    await expect(radar.getByText('People', { exact: true })).toBeVisible();
  });

  await test.step('owner exports the responses as CSV: a row per response with its answers', async () => {
    const { download, bytes } = await downloaded(page, 'Export CSV');
    expect(download.suggestedFilename()).toBe(`${NAME}.csv`);
    expect([...bytes.subarray(0, 3)], 'a UTF-8 byte order mark').toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = Papa.parse<string[]>(bytes.subarray(3).toString('utf8'), { skipEmptyLines: true }).data;
    expect(header).toEqual(['Response', 'Name', 'Email', 'Status', 'Submitted at', 'Do you keep a data catalogue?', 'Who keeps it?', 'How many people are on your team?']);
    const answersOf = (name: string) => rows.find((row) => row[1] === name)?.slice(5);
    expect(rows).toHaveLength(2);
    expect(answersOf('Otto Owner')).toEqual(['Yes', 'Ana from IT', '7']);
    expect(answersOf('Eddie Editor')).toEqual(['No', '', '12']);
  });

  await test.step('owner opens the editor’s response, readable and accessible, and exports it as PDF', async () => {
    await page.getByRole('link', { name: 'Eddie Editor' }).click();
    await expect(page.getByRole('group', { name: /Do you keep a data catalogue\?/ })).toBeVisible();
    await expectAccessible(page);
    const { bytes } = await downloaded(page, 'Export PDF');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfPageCount(bytes)).toBeGreaterThan(0);
    expect(pdfText(bytes)).toContain('How many people are on your team?');
  });
});
