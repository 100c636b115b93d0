/**
 * Live updates between two browsers (two browser contexts) on one BPMN diagram of 2,000 shapes and 2,000 links, with 18 more connections
 * subscribed to it (20 in all): a shape moved with the arrow keys in one, how long from its save leaving it
 * until the other draws it moved. Target: median ≤ 300 ms. Prints figures; never fails on a number.
 *
 * Run alone: `node --import tsx bench/live-updates.bench.ts`.
 */
import type { BrowserContext, Page } from '@playwright/test';
import WebSocket from 'ws';
import { LIVE_PATH } from '../core/domain/live-messages';
import { withSignedInOwner } from './support/bench-session';
import { createBigDiagram, openOnce } from './support/big-diagram';
import { PAPER } from './support/cell-count';
import { median, shapeId } from './support/diagram-cells';
import { runWhenMain } from './support/run-when-main';

const BIG = { shapes: 2000, links: 2000, columns: 50 };
const OTHER_SUBSCRIBERS = 18;
const MOVES = 10;
const TARGET_MS = 300;
const MOVED_SHAPE = 0;
const WATCHER_VIEWPORT = { width: 1280, height: 800 };

declare global {
  interface Window {
    __benchMovedAt?: number;
  }
}

/** Connections that sign in and subscribe to the module as other people's browsers would, and only listen. */
async function otherSubscribers(context: BrowserContext, baseUrl: string, moduleId: number): Promise<WebSocket[]> {
  const { access_token: token } = (await (await context.request.get('/api/oauth/tokens.json')).json()) as { access_token: string };
  return Promise.all(
    Array.from({ length: OTHER_SUBSCRIBERS }, () => new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${LIVE_PATH}`);
      socket.on('error', reject);
      socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
      socket.on('message', (data: WebSocket.RawData) => {
        const message = JSON.parse(data.toString()) as { type: string };
        if (message.type === 'ready') socket.send(JSON.stringify({ type: 'subscribe', moduleId }));
        if (message.type === 'subscribed') resolve(socket);
      });
    })),
  );
}

/** Notes (Date.now()) when the watched shape's position changes on this page. */
async function watchShape(page: Page): Promise<void> {
  await page.evaluate(({ selector }) => {
    const shape = document.querySelector(selector)!;
    window.__benchMovedAt = undefined;
    new MutationObserver(() => (window.__benchMovedAt = Date.now())).observe(shape, { attributes: true, attributeFilter: ['transform'] });
  }, { selector: `${PAPER} [model-id="${shapeId(MOVED_SHAPE)}"]` });
}

async function oneMove(mover: Page, watcher: Page): Promise<number> {
  await watchShape(watcher);
  const saved = mover.waitForResponse((response) => response.url().includes('/entity_values/bulk_update'));
  await mover.keyboard.press('ArrowRight');
  // The request's own start (wall clock), so the save queue's wait before it is not counted.
  const sentAt = (await saved).request().timing().startTime;
  await watcher.waitForFunction(() => window.__benchMovedAt !== undefined, undefined, { timeout: 10_000 });
  return (await watcher.evaluate(() => window.__benchMovedAt!)) - sentAt;
}

export async function measureLiveUpdates(log: (line: string) => void = console.log): Promise<number> {
  return withSignedInOwner(log, async (context) => {
    const diagram = await createBigDiagram(context, BIG);
    const atOrigin = { view: { scale: 1, tx: 0, ty: 0 } };
    const { page: mover } = await openOnce(context, diagram, { ...atOrigin, clickShape: MOVED_SHAPE });
    const origin = new URL(mover.url()).origin;
    // A browser of its own, as the other person's would be: a second tab of one window is a background tab,
    // whose frames Chromium holds back.
    const watcherBrowser = await context.browser()!.newContext({ baseURL: origin, viewport: WATCHER_VIEWPORT, storageState: await context.storageState() });
    const { page: watcher } = await openOnce(watcherBrowser, diagram, atOrigin);
    const others = await otherSubscribers(context, origin, diagram.moduleId);
    try {
      const latencies: number[] = [];
      for (let move = 0; move < MOVES; move++) latencies.push(await oneMove(mover, watcher));
      const result = median(latencies);
      log(
        `[bench] live update of a moved shape, from its save leaving one browser to the other browser drawing it, on a ${BIG.shapes}-shape ` +
          `diagram with ${OTHER_SUBSCRIBERS + 2} subscribed connections: median ${result.toFixed(0)} ms over ${MOVES} moves ` +
          `(${latencies.join(', ')} ms); target ≤ ${TARGET_MS} ms: ${result <= TARGET_MS ? 'met' : 'NOT met'}`,
      );
      return result;
    } finally {
      for (const socket of others) socket.close();
      await watcherBrowser.close();
    }
  });
}

await runWhenMain(import.meta.url, () => measureLiveUpdates());
