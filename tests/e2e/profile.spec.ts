/**
 * The profile page, as the restricted demo user (confined to this page, and used by no other browser test):
 * a new profile image cropped and shown in the navigation, the name, the password (another browser signed
 * out by the change), the sessions list, and the email confirmed from the mail. Everything is changed back.
 */
import type { Browser, Page } from '@playwright/test';
import { linkIn, type SmtpPeer } from '../support/smtp-peer';
import { apiAsPageUser, DEMO_PASSWORD, signIn, signInWithTermsAccepted } from './app';
import { expect, test } from './fixtures';

const EMAIL = 'restricted@acme.test';
const NAME = 'Rita Restricted';
const NEW_PASSWORD = 'violet lantern over the harbour';

const section = (page: Page, name: string) => page.getByRole('region', { name });

/** A 240×160 PNG drawn by the browser itself. */
async function pngFrom(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 160;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#2e7d32';
    context.fillRect(0, 0, 240, 160);
    context.fillStyle = '#fbc02d';
    context.fillRect(80, 40, 80, 80);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

/** Another browser, signed in as the same person. */
async function otherBrowser(browser: Browser, baseURL: string, password = DEMO_PASSWORD) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, EMAIL, password);
  return { context, page, sessionAlive: async () => (await page.request.get('/api/oauth/tokens.json')).status() === 200 };
}

async function changePassword(page: Page, from: string, to: string): Promise<void> {
  const password = section(page, 'Password');
  await password.getByLabel('Current password').fill(from);
  await password.getByLabel('New password').fill(to);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. You were signed out on your other devices.')).toBeVisible();
}

/** Asks for the new address on the page and confirms it from the mail's link. */
async function changeEmail(page: Page, mail: SmtpPeer, from: string, to: string): Promise<void> {
  const received = mail.mails.length;
  const email = section(page, 'Email address');
  await email.getByLabel('New email address').fill(to);
  await email.getByLabel('Current password').fill(DEMO_PASSWORD);
  await email.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(email.getByText(`Waiting for confirmation of ${to}. Until you confirm it, you sign in with ${from}.`)).toBeVisible();
  const message = await mail.waitForMail((m) => mail.mails.indexOf(m) >= received && m.to.includes(to));
  const link = new URL(linkIn(message, '/confirm-email'));
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Confirm my new email address' }).click();
  await expect(page.getByText(`Your email address is now ${to}.`)).toBeVisible();
  await page.goto('/profilepage');
  await expect(section(page, 'Email address').getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(to);
}

test.describe('profile page', () => {
  test.beforeEach(async ({ page }) => {
    await signInWithTermsAccepted(page, EMAIL);
    await page.goto('/profilepage');
    await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  });

  test('a cropped profile image shows in the navigation at once', async ({ page }) => {
    const avatar = page.getByTestId('nav-profile-avatar').locator('img');
    await expect(avatar).toHaveCount(0);
    await page.getByLabel('Choose image', { exact: true }).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await pngFrom(page) });
    const dialog = page.getByRole('dialog', { name: 'Crop your profile image' });
    const zoom = dialog.getByRole('slider', { name: 'Zoom' });
    await zoom.focus();
    await zoom.press('ArrowRight');
    await expect(zoom).toHaveValue('1.1');
    const uploaded = page.waitForResponse((r) => r.url().includes('/upload_profile_image') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await uploaded).status()).toBe(200);
    await expect(dialog).toBeHidden();
    await expect(avatar).toHaveAttribute('src', /^blob:/);
    await expect(section(page, 'Profile image').getByRole('img', { name: 'Your profile image' })).toBeVisible();

    await section(page, 'Profile image').getByRole('button', { name: 'Remove image' }).click();
    await expect(avatar).toHaveCount(0);
  });

  test('the name changes and changes back', async ({ page }) => {
    const name = page.getByRole('textbox', { name: 'Name' });
    await name.fill('Rita R.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();
    await page.reload();
    await expect(name).toHaveValue('Rita R.');
    await name.fill(NAME);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();
  });

  test('a new password signs out the other browser; it is changed back', async ({ page, browser, baseURL }) => {
    const other = await otherBrowser(browser, baseURL!);
    try {
      expect(await other.sessionAlive()).toBe(true);
      await changePassword(page, DEMO_PASSWORD, NEW_PASSWORD);
      expect(await other.sessionAlive()).toBe(false);
      await other.page.goto('/profilepage');
      await expect(other.page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await changePassword(page, NEW_PASSWORD, DEMO_PASSWORD);
    } finally {
      await other.context.close();
    }
  });

  test('the sessions list shows both browsers, and signs the other one out', async ({ page, browser, baseURL }) => {
    // Earlier tests left their browsers' sessions alive.
    expect((await (await apiAsPageUser(page)).delete('/api/current_user/sessions.json')).status()).toBe(200);
    const other = await otherBrowser(browser, baseURL!);
    try {
      await page.reload();
      const sessions = section(page, 'Where you are signed in');
      await expect(sessions.getByRole('listitem')).toHaveCount(2);
      await expect(sessions.getByText('This device')).toBeVisible();
      await sessions.getByRole('button', { name: /^Sign out Computer/ }).click();
      await expect(page.getByText('Signed out on that device')).toBeVisible();
      await expect(sessions.getByRole('listitem')).toHaveCount(1);
      expect(await other.sessionAlive()).toBe(false);
    } finally {
      await other.context.close();
    }
  });

  test('a new email is confirmed from the mail, then changed back', async ({ page, mail }) => {
    await changeEmail(page, mail, EMAIL, 'rita.new@acme.test');
    await changeEmail(page, mail, 'rita.new@acme.test', EMAIL);
  });
});
