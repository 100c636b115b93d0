/**
 * New-feature notifications end to end: a system admin writes one for the All Projects list with a
 * picture; a company user opening that page sees it about a second later, closes it, reloads, and it does
 * not come back. Each run's notifications have their own titles and are deleted afterwards.
 */
import type { Page } from '@playwright/test';
import { apiAsPageUser, signInWithTermsAccepted } from './app';
import { expect, test } from './fixtures';

const RUN = Date.now().toString(36);
const TITLE = `Filter by label ${RUN}`;
const PAGE = '/all-projects';
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** The dialog waits NEW_FEATURE_DIALOG_DELAY_MS (1000) after the route change. */
const DELAY_MS = 1000;

async function writeNotificationAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin/feature-notifications');
  await page.getByRole('button', { name: 'New feature notification' }).click();
  const form = page.getByRole('dialog', { name: 'New feature notification' });
  await form.getByRole('combobox', { name: 'Page' }).fill(PAGE);
  await page.getByRole('option', { name: PAGE, exact: true }).click();
  await form.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  const text = form.getByRole('textbox', { name: 'Text' });
  await text.click();
  await text.pressSequentially('Pick a label to see only its projects.');
  await form.getByLabel('Choose image').setInputFiles({ name: 'labels.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(form.getByRole('img', { name: 'Preview of the image' })).toBeVisible();

  const validFrom = await form.getByLabel('Valid from').inputValue();
  await form.getByLabel('Valid to').fill(validFrom);
  await expect(form.getByText('Valid to must be a later day than valid from.')).toBeVisible();
  const nextDay = new Date(Date.parse(`${validFrom}T00:00:00Z`) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await form.getByLabel('Valid to').fill(nextDay);
  await expect(form.getByText('Valid to must be a later day than valid from.')).toHaveCount(0);

  const uploaded = page.waitForResponse((response) => /\/new_feature_notifications\/\d+\/upload_image\.json$/.test(response.url()));
  await form.getByRole('button', { name: 'Create' }).click();
  expect((await uploaded).status()).toBe(200);
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(TITLE) })).toContainText(PAGE);
}

test.describe('new-feature notifications', () => {
  test.afterEach(async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInWithTermsAccepted(page, 'admin@acme.test');
    const api = await apiAsPageUser(page);
    const notifications = (await (await api.get('/api/admin/new_feature_notifications.json')).json()) as Array<{ id: number; title: string }>;
    for (const notification of notifications.filter((each) => each.title.endsWith(RUN))) await api.delete(`/api/admin/new_feature_notifications/${notification.id}.json`);
    await context.close();
  });

  test('shows on its page a second after arriving, and never again once closed', async ({ page, browser }) => {
    await signInWithTermsAccepted(page, 'admin@acme.test');
    await writeNotificationAsAdmin(page);

    const context = await browser.newContext();
    const reader = await context.newPage();
    await signInWithTermsAccepted(reader, 'editor@acme.test');
    await reader.goto('/favorites');
    await expect(reader.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();

    const dialog = reader.getByRole('dialog', { name: TITLE });
    const arrived = Date.now();
    await reader.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'All Projects' }).click();
    await expect(reader.getByRole('heading', { level: 1, name: 'All Projects' })).toBeVisible();
    await expect(dialog).toBeVisible();
    expect(Date.now() - arrived).toBeGreaterThanOrEqual(DELAY_MS);
    await expect(dialog).toContainText('Pick a label to see only its projects.');
    await expect(dialog.getByRole('img', { name: `Picture of ${TITLE}` })).toBeVisible();

    const registered = reader.waitForResponse((response) => response.url().endsWith('/api/current_user/register_viewed_notification.json'));
    await dialog.getByRole('button', { name: 'Got it' }).click();
    expect((await registered).status()).toBe(200);
    await expect(dialog).toHaveCount(0);

    await reader.reload();
    await expect(reader.getByRole('heading', { level: 1, name: 'All Projects' })).toBeVisible();
    await reader.waitForTimeout(DELAY_MS * 2);
    await expect(dialog).toHaveCount(0);
    await context.close();
  });
});
