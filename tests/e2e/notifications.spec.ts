/**
 * Notifications: a writer mentions a reader in a module's comments with the mention picker; the reader's bell
 * counts it, its menu opens the module page with the comment thread, and the notification is read.
 */
import type { Locator, Page } from '@playwright/test';
import { apiAsPageUser, DEMO_PROJECT, signInWithTermsAccepted } from './app';
import { expect, test } from './fixtures';

/** The module cards of a project page: links holding the module's name as a heading. */
function moduleCards(page: Page): Locator {
  return page.getByRole('main').getByRole('link').filter({ has: page.getByRole('heading', { level: 3 }) });
}

test('a mention chosen in the picker reaches the bell, and its notification opens the comment', async ({ page, browser }) => {
  const reader = await (await browser.newContext()).newPage();
  const body = `Please check @Vera Viewer before Friday ${Date.now().toString(36)}`;

  await test.step('the reader starts with nothing unread', async () => {
    await signInWithTermsAccepted(reader, 'viewer@acme.test');
    const api = await apiAsPageUser(reader);
    expect((await api.post('/api/notifications/bulk_update', { all: true })).status()).toBe(200);
  });

  await test.step('the writer mentions the reader in a module’s comments, choosing her in the picker', async () => {
    await signInWithTermsAccepted(page, 'editor@acme.test');
    await page.goto('/all-projects');
    await page.getByRole('link', { name: new RegExp(DEMO_PROJECT) }).click();
    await moduleCards(page).first().click();
    await expect(page).toHaveURL(/\/projects\/[^/]+\/[^/]+\/\d+$/);
    await page.getByRole('button', { name: 'Comments', exact: true }).click();
    const field = page.getByRole('textbox', { name: 'Write a comment' });
    await field.pressSequentially('Please check @ver');
    const picker = page.getByRole('listbox', { name: 'Project members to mention' });
    await expect(picker.getByRole('option', { name: /Vera Viewer/ })).toBeVisible();
    await field.press('Enter');
    await expect(picker).toBeHidden();
    await expect(field).toHaveValue('Please check @Vera Viewer ');
    await field.fill(body);
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(page.getByRole('article', { name: `Eddie Editor: ${body}` })).toBeVisible();
  });

  const moduleUrl = page.url();

  await test.step('the reader’s bell counts it; its menu opens the module with the comment', async () => {
    await reader.goto('/home');
    const bell = reader.getByRole('button', { name: 'Notifications, 1 unread' });
    await expect(bell).toBeVisible();
    await bell.click();
    const menu = reader.getByRole('menu', { name: 'Latest notifications' });
    await menu.getByRole('menuitem', { name: /Eddie Editor mentioned you/ }).click();
    await expect(reader).toHaveURL((url) => moduleUrl.endsWith(url.pathname) && url.searchParams.has('item'));
    await expect(reader.getByRole('article', { name: `Eddie Editor: ${body}` })).toBeVisible();
    await expect(reader.getByRole('button', { name: 'Notifications, 0 unread' })).toBeVisible();
  });

  await test.step('the notifications page lists it as read', async () => {
    await reader.goto('/notifications');
    const grid = reader.getByRole('grid', { name: 'Notifications' });
    await expect(grid.getByRole('button', { name: 'Eddie Editor mentioned you' }).first()).toBeVisible();
    await expect(grid.getByText(body)).toBeVisible();
  });
  await reader.context().close();
});
