/**
 * Release notes end to end: a system admin writes and publishes a note with a bold word; a company user
 * sees the unread badge, finds the note unread in What's New, opens it, and the badge drops; a note that
 * is not published never shows. Each run's notes have their own titles and are deleted afterwards.
 */
import type { Locator, Page } from '@playwright/test';
import { apiAsPageUser, signInWithTermsAccepted } from './app';
import { expect, test } from './fixtures';

const RUN = Date.now().toString(36);
const PUBLISHED = `Faster boards ${RUN}`;
const DRAFT = `Secret plans ${RUN}`;

const whatsNew = (page: Page): Locator => page.getByRole('button', { name: "What's New" });

/** The unread count on the badge (0 when the badge hides itself). */
async function unreadCount(page: Page): Promise<number> {
  const badge = page.getByTestId('whats-new-unread').locator('.MuiBadge-badge');
  if (await badge.evaluate((element) => element.classList.contains('MuiBadge-invisible'))) return 0;
  return Number(await badge.textContent());
}

async function writeNoteAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin/release-notes');
  await page.getByRole('button', { name: 'New release note' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill(PUBLISHED);
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('tab', { name: 'Details', selected: true })).toBeVisible();
  await page.getByLabel('Summary').fill('Boards open quicker.');
  const body = page.getByRole('textbox', { name: 'Release note text' });
  await body.click();
  await body.pressSequentially('Boards are ');
  await page.keyboard.press('ControlOrMeta+b');
  await body.pressSequentially('much');
  await page.keyboard.press('ControlOrMeta+b');
  await body.pressSequentially(' faster.');
  await page.getByRole('switch', { name: 'Published' }).or(page.getByLabel('Published')).check();
  const saved = page.waitForResponse((response) => /\/api\/admin\/release_notes\/\d+\.json$/.test(response.url()) && response.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save release note' }).click();
  expect((await saved).status()).toBe(200);
}

test.describe('release notes', () => {
  test.afterEach(async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInWithTermsAccepted(page, 'admin@acme.test');
    const api = await apiAsPageUser(page);
    const notes = (await (await api.get('/api/admin/release_notes.json')).json()) as Array<{ id: number; title: string }>;
    for (const note of notes.filter((each) => each.title.endsWith(RUN))) await api.delete(`/api/admin/release_notes/${note.id}.json`);
    await context.close();
  });

  test('a published note reaches a company user as unread, and opening it marks it read', async ({ page, browser }) => {
    await signInWithTermsAccepted(page, 'admin@acme.test');
    const admin = await apiAsPageUser(page);
    expect((await admin.post('/api/admin/release_notes.json', { title: DRAFT, release_note_date: '2026-11-26', published: false })).status()).toBe(201);
    await writeNoteAsAdmin(page);

    const context = await browser.newContext();
    const reader = await context.newPage();
    await signInWithTermsAccepted(reader, 'editor@acme.test');
    await reader.goto('/all-projects');
    await expect.poll(() => unreadCount(reader)).toBeGreaterThan(0);
    const before = await unreadCount(reader);

    await whatsNew(reader).click();
    const list = reader.getByRole('list', { name: "What's New" });
    const item = list.getByRole('button', { name: new RegExp(`${PUBLISHED} \\(unread\\)`) });
    await expect(item).toBeVisible();
    await expect(list.getByText(DRAFT)).toHaveCount(0);

    await item.click();
    await expect(reader).toHaveURL(/\/release-notes\/\d+$/);
    await expect(reader.getByRole('heading', { level: 2, name: PUBLISHED })).toBeVisible();
    await expect(reader.locator('article strong')).toHaveText('much');
    await expect.poll(() => unreadCount(reader)).toBe(before - 1);

    await whatsNew(reader).click();
    await expect(list.getByRole('button', { name: new RegExp(PUBLISHED) })).not.toHaveAccessibleName(/unread/);
    await context.close();
  });
});
