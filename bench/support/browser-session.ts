/** What the browser benchmarks share: Debian's Chromium as the browser suite runs it, and a signed-in owner. */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** Signs in as the demo's company admin through the sign-in form. */
export async function signInAsOwner(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill('owner@acme.test');
  await page.getByLabel('Password', { exact: true }).fill('tessera-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

export type ApiCall = <T>(method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) => Promise<T>;

/** API calls with the signed-in context's session: a fresh bearer token and the anti-forgery header. */
export async function apiFor(context: BrowserContext): Promise<ApiCall> {
  const tokenAnswer = await context.request.get('/api/oauth/tokens.json');
  const { access_token: token } = (await tokenAnswer.json()) as { access_token: string };
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const headers = { authorization: `Bearer ${token}`, 'x-xsrf-token': xsrf };
  return async <T>(method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<T> => {
    const answer = await context.request.fetch(path, { method, headers, data, timeout: 120_000 });
    if (answer.status() >= 300) throw new Error(`${method} ${path}: ${answer.status()} ${(await answer.text()).slice(0, 2000)}`);
    return (await answer.json()) as T;
  };
}
