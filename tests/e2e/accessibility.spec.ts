/**
 * axe-core over the places each persona goes and the panels, menus and dialogs they open there: no serious
 * or critical violation anywhere, on a desktop window and on a phone.
 */
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { DEMO_PROJECT, signInWithTermsAccepted } from './app';
import { expect, test } from './fixtures';

async function visit(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectAccessible(page);
}

/** Opens what `opener` opens, checks the page with it open, and closes it with Escape. */
async function withOpen(page: Page, opener: Locator, opened: Locator): Promise<void> {
  await opener.click();
  await expect(opened).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(opened).toBeHidden();
}

async function openDemoProject(page: Page): Promise<void> {
  await visit(page, '/all-projects', 'All Projects');
  await page.getByRole('link', { name: DEMO_PROJECT }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: DEMO_PROJECT })).toBeVisible();
  await expectAccessible(page);
}

test('the sign-in page, signed out', async ({ page }) => {
  await visit(page, '/login', 'Tessera');
});

test('an admin’s lists, project, panels and dialogs', async ({ page }) => {
  test.slow();
  await signInWithTermsAccepted(page, 'admin@acme.test');
  for (const [path, heading] of [
    ['/my-projects', 'My Projects'],
    ['/favorites', 'Favorites'],
    ['/notifications', 'Notifications'],
    ['/data-catalogs', 'Data catalogs'],
    ['/data-maps', 'Data maps'],
    ['/profilepage', /Profile/],
  ] as const) {
    await visit(page, path, heading);
  }
  await openDemoProject(page);
  await withOpen(page, page.getByRole('button', { name: 'Add module' }), page.getByRole('dialog', { name: 'Add module' }));
  await withOpen(page, page.getByRole('button', { name: 'Share' }), page.getByRole('dialog', { name: /Share/ }));
  await withOpen(page, page.getByRole('button', { name: 'Permissions' }), page.getByRole('dialog', { name: /Permissions/ }));
  await page.getByRole('button', { name: 'Comments' }).click();
  await expect(page.getByRole('region', { name: 'Comments' })).toBeVisible();
  await expectAccessible(page);
  await withOpen(page, page.getByRole('button', { name: /^Notifications/ }), page.getByRole('menu', { name: 'Latest notifications' }));
  await withOpen(page, page.getByRole('button', { name: 'Help' }), page.getByRole('menu'));
  await page.getByRole('button', { name: "What's New" }).click();
  await expect(page.getByRole('dialog', { name: "What's New" })).toBeVisible();
  await expectAccessible(page);
});

test('every module of the demo project, as its editor opens it', async ({ page }) => {
  test.slow();
  await signInWithTermsAccepted(page, 'admin@acme.test');
  await openDemoProject(page);
  const modules = page.getByRole('main').getByRole('link').filter({ has: page.getByRole('heading') });
  const paths = await modules.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(paths.length).toBeGreaterThan(0);
  for (const path of new Set(paths.filter((each) => each.includes('/modules/')))) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expectAccessible(page);
  }
});

/** Opens each administration page as the admin and checks it: a page at a time, each named in the failure. */
async function expectAdministrationPagesAccessible(page: Page, paths: readonly string[]): Promise<void> {
  await signInWithTermsAccepted(page, 'admin@acme.test');
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expectAccessible(page);
  }
}

test('the system administration pages', async ({ page }) => {
  test.slow();
  await expectAdministrationPagesAccessible(page, [
    '/admin/companies',
    '/admin/users',
    '/admin/modules',
    '/admin/release-notes',
    '/admin/feature-notifications',
    '/admin/email-templates',
    '/admin/llm-models',
  ]);
});

test('the statistics and company administration pages', async ({ page }) => {
  test.slow();
  await expectAdministrationPagesAccessible(page, [
    '/admin/daily-active-users',
    '/admin/busiest-hours',
    '/admin/user-retention',
    '/company/users',
    '/company/teams',
    '/company/api-keys',
  ]);
});

test('a viewer on a phone: lists, the navigation menu and a project', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithTermsAccepted(page, 'viewer@acme.test');
  await visit(page, '/all-projects', 'All Projects');
  await withOpen(page, page.getByRole('button', { name: 'Open navigation' }), page.getByRole('navigation', { name: 'Main navigation' }));
  await page.getByRole('link', { name: DEMO_PROJECT }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: DEMO_PROJECT })).toBeVisible();
  await expectAccessible(page);
});
