/**
 * The shell's navigation: one row at a phone's width and a desktop's, a drawer with the same places on the
 * phone, a breadcrumb trail back from a module to its project, and no console error on an ordinary load.
 */
import type { Page } from '@playwright/test';
import { projectWithModules, signIn, signInWithTermsAccepted } from './app';
import { expect, test } from './fixtures';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** A toolbar row is 56 to 64 px high; buttons wrapped onto a second row make it 76 px or more. */
const ONE_ROW_MAX_HEIGHT = 70;

async function navigationBarHeight(page: Page): Promise<number> {
  const bar = page.locator('.MuiAppBar-root');
  await expect(bar).toBeVisible();
  return (await bar.boundingBox())?.height ?? Number.NaN;
}

for (const email of ['owner@acme.test', 'admin@acme.test']) {
  test(`the navigation bar is one row at 390 px and at 1280 px for ${email}`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signInWithTermsAccepted(page, email);
    await page.goto('/all-projects');
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'All Projects' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Admin' })).toBeVisible();
    expect(await navigationBarHeight(page)).toBeLessThan(ONE_ROW_MAX_HEIGHT);

    await page.setViewportSize(PHONE);
    await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
    expect(await navigationBarHeight(page)).toBeLessThan(ONE_ROW_MAX_HEIGHT);
  });
}

test('on a phone the menu button opens the places from the keyboard, and a choice goes there', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInWithTermsAccepted(page, 'owner@acme.test');
  await page.goto('/favorites');
  const menuButton = page.getByRole('button', { name: 'Open navigation' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(drawer.getByRole('link', { name: 'Favorites' })).toHaveAttribute('aria-current', 'page');
  await expect(drawer.getByRole('link', { name: 'Company details' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await menuButton.click();
  await drawer.getByRole('link', { name: 'All Projects' }).click();
  await expect(page).toHaveURL(/\/all-projects$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'All Projects' })).toBeVisible();
});

test('the breadcrumb leads from a module back to its project and its list', async ({ page }) => {
  await signInWithTermsAccepted(page, 'owner@acme.test');
  const { project } = await projectWithModules(page, 'Breadcrumb trail', { FreeTexts: 'Kick-off notes' });
  await page.goto('/my-projects');
  await page.getByRole('link', { name: new RegExp(project.name) }).click();
  await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible();
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('link', { name: 'My Projects' })).toBeVisible();

  await page.getByRole('main').getByRole('link').filter({ hasText: 'Kick-off notes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kick-off notes' })).toBeVisible();
  await expect(trail).toContainText(`My Projects/${project.name}/Kick-off notes`);

  await trail.getByRole('link', { name: project.name }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible();
  await trail.getByRole('link', { name: 'My Projects' }).click();
  await expect(page).toHaveURL(/\/my-projects$/);
});

/** Loads each path and waits for the page to settle; answers the console errors logged meanwhile. */
async function consoleErrorsWhileLoading(page: Page, paths: readonly string[], settled: () => Promise<void>): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  for (const path of paths) {
    await page.goto(path);
    await settled();
    await page.waitForLoadState('networkidle');
  }
  return errors;
}

test('loading /login and /home logs no console error, signed out or signed in', async ({ page }) => {
  const signedOut = await consoleErrorsWhileLoading(page, ['/login', '/home'], () =>
    expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible(),
  );
  expect(signedOut).toEqual([]);

  await signIn(page, 'owner@acme.test');
  const signedIn = await consoleErrorsWhileLoading(page, ['/home', '/login'], () =>
    expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible(),
  );
  expect(signedIn).toEqual([]);
});
