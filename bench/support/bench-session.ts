/** The set-up every browser benchmark shares: the built client, a real server, Chromium and a signed-in owner. */
import type { Browser, BrowserContext } from '@playwright/test';
import { ensureClientBuild } from '../../scripts/lib/client-build.mjs';
import { TesseraServer } from '../../tests/e2e/server';
import { apiFor, launchChromium, signInAsOwner } from './browser-session';

/** Runs `measure` in a browser context signed in as the demo owner (terms accepted), then stops it all. */
export async function withSignedInOwner<T>(log: (line: string) => void, measure: (context: BrowserContext) => Promise<T>): Promise<T> {
  if (process.env.TESSERA_STATIC_DIR) log(`[bench] Serving the client built in ${process.env.TESSERA_STATIC_DIR}.`);
  else await ensureClientBuild((line) => log(`[bench] ${line}`));
  const server = await TesseraServer.start();
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signInAsOwner(page);
    const call = await apiFor(context);
    const me = await call<{ id: number }>('GET', '/api/current_user');
    await call('PUT', '/api/current_user', { id: me.id, accepted_eula: true });
    await page.close();
    return await measure(context);
  } finally {
    await browser?.close();
    await server.dispose();
  }
}
