/**
 * The browser half of issue 4's speed figures: a project with 200 modules opens (data arrived and all
 * 200 cards drawn) in at most 1 s in headless Chromium. Starts the real server on a fresh data folder
 * (the client must be built: dist/), creates the project through the API as owner@acme.test, then
 * opens /projects/{id} several times and prints the median from navigation start to the 200th card.
 *
 * Run alone: `node --import tsx bench/project-page.bench.ts`; under `vitest bench` it registers one
 * bench that does the same and prints the same lines.
 */
import type { BrowserContext } from '@playwright/test';
import { ensureClientBuild } from '../scripts/lib/client-build.mjs';
import { TesseraServer } from '../tests/e2e/server';
import { apiFor, launchChromium, signInAsOwner } from './support/browser-session';
import { runWhenMain } from './support/run-when-main';

const MODULES = 200;
const SECTIONS = 10;
const RUNS = 5;
const TARGET_MS = 1000;

/** A project of SECTIONS sections holding MODULES modules between them; answers its id. */
async function createBigProject(context: BrowserContext): Promise<number> {
  const call = await apiFor(context);
  const me = await call<{ id: number }>('GET', '/api/current_user');
  await call('PUT', '/api/current_user', { id: me.id, accepted_eula: true });
  const project = await call<{ id: number }>('POST', '/api/projects.json', { name: `Bench ${MODULES} modules ${Date.now()}` });
  const sections: number[] = [];
  for (let s = 0; s < SECTIONS; s += 1) {
    sections.push((await call<{ id: number }>('POST', `/api/projects/${project.id}/sections.json`, { name: `Section ${s + 1}` })).id);
  }
  for (let m = 0; m < MODULES; m += 1) {
    await call('POST', `/api/projects/${project.id}/project_scenario_modules.json`, {
      name: `Module ${m + 1}`,
      type_key: m % 2 === 0 ? 'FreeTexts' : 'Risks',
      section_id: sections[m % SECTIONS],
    });
  }
  return project.id;
}

/** When the modules call of each run had answered (ms from navigation start), for the breakdown. */
const arrivals: number[] = [];

/** Milliseconds from navigation start until MODULES module cards are in the document. */
async function openOnce(context: BrowserContext, projectId: number): Promise<number> {
  const page = await context.newPage();
  try {
    await page.goto(`/projects/${projectId}`, { waitUntil: 'commit' });
    await page.waitForFunction((count) => document.querySelectorAll('[data-module-id]').length >= count, MODULES, {
      polling: 'raf',
      timeout: 60_000,
    });
    const [drawn, arrived] = await page.evaluate(() => {
      const modulesCall = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.includes('/project_scenario_modules.json')) as PerformanceResourceTiming | undefined;
      return [performance.now(), modulesCall?.responseEnd ?? Number.NaN];
    });
    arrivals.push(arrived);
    return drawn;
  } finally {
    await page.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export async function measureProjectPage(log: (line: string) => void = console.log): Promise<number> {
  await ensureClientBuild((line) => log(`[bench] ${line}`));
  const server = await TesseraServer.start();
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await signInAsOwner(page);
    const projectId = await createBigProject(context);
    await page.close();
    await openOnce(context, projectId); // warm-up: the first open also fetches and compiles the chunks
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) times.push(await openOnce(context, projectId));
    const result = median(times);
    const arrived = median(arrivals.slice(1));
    log(
      `[bench] project page, ${MODULES} modules drawn: median ${result.toFixed(0)} ms over ${RUNS} runs ` +
        `(${times.map((t) => t.toFixed(0)).join(', ')} ms; modules data arrived at ${arrived.toFixed(0)} ms); ` +
        `target ≤ ${TARGET_MS} ms: ${result <= TARGET_MS ? 'met' : 'NOT met'}`,
    );
    return result;
  } finally {
    await browser.close();
    await server.dispose();
  }
}

await runWhenMain(import.meta.url, () => measureProjectPage());
