import { test as base, expect } from '@playwright/test';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp-peer';
import { accessibilityViolations, wasCheckedAt } from './accessibility';
import { TesseraServer } from './server';

/** axe-core over a page of a few thousand elements takes seconds; on a loaded machine, tens of them. */
const AXE_CHECK_TIMEOUT_MS = 60_000;

/**
 * The kinds of page this worker's tests ended on and axe passed, by path with the ids left out: many tests end on
 * the same kind of page (a board, a project), and checking each again cost a fifth of the suite's time.
 */
const passedEndPages = new Set<string>();
const pageKind = (url: string) => new URL(url).pathname.replace(/\/\d+(?=\/|$)/g, '/:id');

interface WorkerFixtures {
  /** A real SMTP server on loopback that receives the server's mail (invitations, password resets). */
  mail: SmtpPeer;
  /** The real server on a fresh data folder, one per worker, sending its mail to `mail`. */
  server: TesseraServer;
}

interface TestFixtures {
  /** Attaches the server's output to a failed test's report (auto). */
  serverLogOnFailure: void;
  /**
   * After a passing test, axe-core checks the page it ends on, unless the worker has seen that kind of page pass:
   * a serious or critical violation fails it (auto).
   */
  accessibleEndPage: void;
  /** Stops the server and starts it again on the same port and data folder. */
  restartServer: () => Promise<void>;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  mail: [
    // Playwright reads the fixture's dependencies from this (empty) destructuring pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const peer = await startSmtpPeer();
      try {
        await use(peer);
      } finally {
        await peer.close();
      }
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ mail }, use) => {
      const server = await TesseraServer.start({ TESSERA_SMTP_URL: mail.url });
      try {
        await use(server);
      } finally {
        await server.dispose();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  serverLogOnFailure: [
    async ({ server }, use, testInfo) => {
      await use();
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('server.log', { body: server.output(), contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],
  accessibleEndPage: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status !== 'passed' || page.isClosed() || !page.url().startsWith('http')) return;
      const kind = pageKind(page.url());
      if (wasCheckedAt(page, page.url()) || passedEndPages.has(kind)) return;
      // The check gets its own time: a test that used most of its budget still has its end page checked.
      testInfo.setTimeout(testInfo.timeout + AXE_CHECK_TIMEOUT_MS);
      const violations = await accessibilityViolations(page);
      expect(violations, `axe-core on the page the test ends on, ${page.url()}`).toEqual([]);
      passedEndPages.add(kind);
    },
    { auto: true },
  ],
  restartServer: async ({ server }, use) => {
    await use(() => server.restart());
  },
});

export { expect };
