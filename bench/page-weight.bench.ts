/**
 * How much JavaScript a first visit downloads, measured gzip-compressed: the sign-in page at most
 * 200 KB and the project list at most 300 KB. Chromium loads each page from the production build with an empty
 * cache; every script it fetches until the network is idle (entry, imports, lazy chunks of that page) counts.
 * Prints the total, what the server actually sent (the build's brotli copies), and the largest scripts of each
 * page; never fails on a number.
 *
 * Run alone: `node --import tsx bench/page-weight.bench.ts`.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { ensureClientBuild } from '../scripts/lib/client-build.mjs';
import { TesseraServer } from '../tests/e2e/server';
import { launchChromium, signInAsOwner } from './support/browser-session';
import { runWhenMain } from './support/run-when-main';

const KB = 1024;
/** Each page with what shows it opened as itself (not a "not found" or a sign-in page in its place). */
const BUDGETS = [
  { page: 'sign-in page', path: '/login', signedIn: false, budgetKb: 200, shown: { role: 'button', name: 'Sign in' } },
  { page: 'project list', path: '/my-projects', signedIn: true, budgetKb: 300, shown: { role: 'heading', name: 'My Projects' } },
] as const;
const LARGEST_SHOWN = Number(process.env.BENCH_LARGEST ?? 5);

interface Script {
  readonly name: string;
  readonly gzipBytes: number;
  /** The body as the server sent it: its brotli copy, as Chromium accepts brotli. */
  readonly sentBytes: number;
}

/** The scripts a page fetches while it opens, each with its gzip size. */
async function scriptsLoadedBy(page: Page, budget: (typeof BUDGETS)[number]): Promise<Script[]> {
  const pending: Array<Promise<Script>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const name = new URL(response.url()).pathname;
    pending.push(
      response.body().then((body) => ({
        name,
        gzipBytes: gzipSync(body).length,
        sentBytes: Number(response.headers()['content-length'] ?? body.length),
      })),
    );
  });
  await page.goto(budget.path, { waitUntil: 'networkidle' });
  // Hidden included: a first visit may open the terms dialog over the page.
  const shown = page.getByRole(budget.shown.role, { name: budget.shown.name, exact: true, includeHidden: true });
  await shown.waitFor({ state: 'attached', timeout: 10_000 });
  return Promise.all(pending);
}

async function measurePage(browser: Browser, baseURL: string, budget: (typeof BUDGETS)[number]): Promise<number> {
  const context = await browser.newContext({ baseURL });
  try {
    if (budget.signedIn) {
      const signIn = await context.newPage();
      await signInAsOwner(signIn);
      await signIn.close();
    }
    const page = await context.newPage();
    // A fresh page shares the context's HTTP cache; turn it off so the figure is a first visit's.
    const session = await context.newCDPSession(page);
    await session.send('Network.setCacheDisabled', { cacheDisabled: true });
    const scripts = await scriptsLoadedBy(page, budget);
    const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / KB;
    const sent = scripts.reduce((sum, script) => sum + script.sentBytes, 0) / KB;
    const largest = [...scripts]
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .slice(0, LARGEST_SHOWN)
      .map((script) => `${script.name.split('/').pop()} ${(script.gzipBytes / KB).toFixed(1)}`)
      .join(', ');
    console.log(
      `[bench] ${budget.page} (${budget.path}): ${total.toFixed(1)} KB of JavaScript (gzip) in ${scripts.length} files; ` +
        `budget ≤ ${budget.budgetKb} KB: ${total <= budget.budgetKb ? 'met' : 'NOT met'}; ${sent.toFixed(1)} KB as the server sent it. ` +
        `Largest: ${largest}`,
    );
    return total;
  } finally {
    await context.close();
  }
}

export async function measurePageWeight(): Promise<number[]> {
  await ensureClientBuild((line) => console.log(`[bench] ${line}`));
  const server = await TesseraServer.start();
  const browser = await launchChromium();
  try {
    const totals: number[] = [];
    for (const budget of BUDGETS) totals.push(await measurePage(browser, server.url, budget));
    return totals;
  } finally {
    await browser.close();
    await server.dispose();
  }
}

await runWhenMain(import.meta.url, () => measurePageWeight());
