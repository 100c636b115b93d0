/**
 * The interface languages: a German browser's sign-in page speaks German; on the profile page a person
 * switches to German, then to Arabic (the layout mirrors, a diagram stays left to right), then back to
 * English. The expected words are read from the translation files, so the test follows their wording.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { apiAsPageUser, projectWithModules, signInWithTermsAccepted } from './app';
import { expect, test } from './fixtures';

type HostMessages = {
  signIn: { submit: string; subtitle: string };
  nav: { label: string };
  lists: { allProjects: string };
  profile: { title: string; language: string };
  common: { save: string };
};

const hostMessages = (language: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'host', 'i18n', 'locales', `${language}.json`), 'utf8')) as HostMessages;

const EMAIL = 'owner@acme.test';

type ProfileMessages = Pick<HostMessages, 'profile' | 'common'>;

/** The profile page's form of name and language, and its Save button. */
function detailsForm(page: Page, messages: ProfileMessages) {
  const form = page.locator('form').filter({ has: page.getByRole('combobox', { name: messages.profile.language }) });
  return { form, save: form.getByRole('button', { name: messages.common.save, exact: true }) };
}

async function chooseLanguage(page: Page, messages: ProfileMessages, language: string) {
  const { form, save } = detailsForm(page, messages);
  await form.getByRole('combobox', { name: messages.profile.language }).click();
  await page.getByRole('option', { name: language }).click();
  await save.click();
}

/** Where a box starts and ends across the window, as fractions of its width. */
async function horizontalSpan(page: Page, locator: Locator): Promise<[number, number]> {
  const box = (await locator.boundingBox())!;
  const width = page.viewportSize()!.width;
  return [box.x / width, (box.x + box.width) / width];
}

test('before sign-in a German browser sees the sign-in page in German', async ({ browser, baseURL }) => {
  const de = hostMessages('de');
  const context = await browser.newContext({ baseURL, locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: de.signIn.submit })).toBeVisible();
  await expect(page.getByText(de.signIn.subtitle)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await context.close();
});

test('switching to German and to Arabic on the profile page, and back to English', async ({ page }) => {
  const [en, de, ar] = [
    { profile: { title: 'Profile', language: 'Language' }, common: { save: 'Save' } },
    hostMessages('de'),
    hostMessages('ar'),
  ];
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInWithTermsAccepted(page, EMAIL);
  const { project, ids } = await projectWithModules(page, 'Languages', { Bpmns: 'Flow' });
  const api = await apiAsPageUser(page);
  try {
    await page.goto('/profilepage');
    await expect(page.getByRole('heading', { level: 1, name: en.profile.title })).toBeVisible();
    const saveSpan = await horizontalSpan(page, detailsForm(page, en).save);

    await chooseLanguage(page, en, 'Deutsch');
    await expect(page.getByRole('heading', { level: 1, name: de.profile.title })).toBeVisible();
    await expect(page.getByRole('navigation', { name: de.nav.label }).getByRole('link', { name: de.lists.allProjects })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

    await chooseLanguage(page, de, 'العربية');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: ar.profile.title })).toBeVisible();
    await expect(page.getByRole('navigation', { name: ar.nav.label }).getByRole('link', { name: ar.lists.allProjects })).toBeVisible();
    // The save button sits at the start of its form: on the left in English, on the right in Arabic.
    const [start, end] = await horizontalSpan(page, detailsForm(page, ar).save);
    expect(start).toBeGreaterThan(saveSpan[1]);
    expect(end).toBeGreaterThan(0.5);

    await page.goto(`/projects/${project.id}/bpmn/${ids.Bpmns}`);
    const paper = page.getByTestId('diagram-paper');
    await expect(paper).toBeVisible({ timeout: 60_000 });
    expect(await paper.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    await page.goto('/profilepage');
    await chooseLanguage(page, ar, 'English');
    await expect(page.getByRole('heading', { level: 1, name: en.profile.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // Back on the left; its width may differ by a pixel or two once the web font has loaded.
    const [startAgain, endAgain] = await horizontalSpan(page, detailsForm(page, en).save);
    expect(startAgain).toBeCloseTo(saveSpan[0], 2);
    expect(endAgain).toBeCloseTo(saveSpan[1], 2);
  } finally {
    const me = (await (await api.get('/api/current_user')).json()) as { id: number };
    await api.put('/api/current_user', { id: me.id, language: 'en' });
  }
});
