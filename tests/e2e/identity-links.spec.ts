/**
 * The mailed identity links, end to end through the worker's SMTP server: a forgotten password reset from
 * the sign-in page (which signs out the sessions started before), and an invitation accepted from its mail.
 */
import type { Page } from '@playwright/test';
import { acceptTerms, apiAsPageUser, DEMO_PASSWORD, mailedLink, signIn, stopTour } from './app';
import { expect, test } from './fixtures';

/** No other spec signs in as this demo user, so changing its password for a while disturbs nobody. */
const RESET_USER = 'restricted@acme.test';
const NEW_PASSWORD = 'harbour lantern seventeen';

/** A public POST as the browser makes it: the XSRF-TOKEN cookie echoed in its header. */
async function publicPost(page: Page, path: string, data: unknown): Promise<number> {
  await page.request.get('/api/system.json');
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return (await page.request.post(path, { data, headers: { 'x-xsrf-token': xsrf } })).status();
}

test('a forgotten password is set again from the mail, and sessions started before are ended', async ({ page, browser, baseURL, mail }) => {
  const earlier = await (await browser.newContext({ baseURL })).newPage();

  await test.step('another browser was signed in before', async () => {
    await signIn(earlier, RESET_USER);
  });

  await test.step('"Forgot password?" on the sign-in page mails a link', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/set-new-password$/);
    const sent = mail.mails.length;
    await page.getByLabel('Email').fill(RESET_USER);
    await page.getByRole('button', { name: 'Mail me a link' }).click();
    await expect(page.getByText(`If an account uses ${RESET_USER}, a mail with a link is on its way.`)).toBeVisible();
    await page.goto(await mailedLink(mail, RESET_USER, '/set-new-password', sent));
  });

  await test.step('the link sets the new password, shown on demand, and says to sign in', async () => {
    await expect(page.getByText(`Choose a new password for ${RESET_USER}.`)).toBeVisible();
    const field = page.getByLabel('New password');
    await field.fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(field).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Your password was changed')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  await test.step('the browser signed in before is sent to sign-in on its next call', async () => {
    await earlier.reload();
    await expect(earlier.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await earlier.context().close();
  });

  await test.step('the old password no longer signs in; the new one does', async () => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(RESET_USER);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');
    await signIn(page, RESET_USER, NEW_PASSWORD);
    expect((await page.request.get('/api/oauth/tokens.json')).status()).toBe(200);
  });

  await test.step('the demo password is set back for later runs on this server', async () => {
    const sent = mail.mails.length;
    expect(await publicPost(page, '/api/password_resets.json', { email: RESET_USER })).toBe(202);
    const token = new URLSearchParams((await mailedLink(mail, RESET_USER, '/set-new-password', sent)).split('?')[1]).get('token');
    expect(await publicPost(page, '/api/password_resets/complete.json', { token, password: DEMO_PASSWORD })).toBe(200);
  });
});

test('an invited person accepts from the mail and lands in the workspace signed in', async ({ page, browser, baseURL, mail }) => {
  const email = `invited-${Date.now().toString(36)}@acme.test`;
  const sent = mail.mails.length;

  await test.step('owner@acme.test invites a member', async () => {
    await signIn(page, 'owner@acme.test');
    const api = await apiAsPageUser(page);
    const res = await api.post('/api/company_admin/users.json', { name: 'Ines Invited', email, company_role: 'member', has_licence: false });
    expect(res.ok(), await res.text()).toBe(true);
  });

  const invited = await (await browser.newContext({ baseURL })).newPage();
  let link = '';
  await test.step('the mail\'s link shows the company and the invited address', async () => {
    link = await mailedLink(mail, email, '/accept-invitation', sent);
    await invited.goto(link);
    await expect(invited.getByRole('heading', { name: 'Join Acme' })).toBeVisible();
    await expect(invited.getByLabel('Email')).toHaveValue(email);
    await expect(invited.getByLabel('Your name')).toHaveValue('Ines Invited');
  });

  await test.step('a weak password is refused with the reason; a good one accepts and signs in', async () => {
    await invited.getByLabel('New password').fill('password1234');
    await invited.getByRole('button', { name: 'Accept and sign in' }).click();
    await expect(invited.getByText('This password is too common. Choose another one.')).toBeVisible();
    await invited.getByLabel('New password').fill(NEW_PASSWORD);
    await invited.getByRole('button', { name: 'Accept and sign in' }).click();
    await acceptTerms(invited);
    await expect(invited).toHaveURL(/\/recently-viewed$/);
    await stopTour(invited);
    await expect(invited.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });

  await test.step('the link works once', async () => {
    await invited.goto(link);
    await expect(invited.getByText('This invitation has already been accepted.')).toBeVisible();
    await invited.context().close();
  });
});
