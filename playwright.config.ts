import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/chromium';

/**
 * The browser suite: Debian's Chromium (/usr/bin/chromium; Playwright's own browser download is not
 * used) against the built client served by the real server on a fresh data folder. The server is
 * started by the worker fixture in tests/e2e/fixtures.ts; global-setup.ts builds the client if needed.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: '.tmp/e2e-results',
  globalSetup: './tests/e2e/global-setup.ts',
  workers: 2,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 120_000,
  // Two workers, each with its own server and browser, share two cores: a first load of an editor may take 20 s.
  expect: { timeout: 30_000 },
  reporter: [['list'], ['html', { outputFolder: '.tmp/e2e-report', open: 'never' }]],
  use: {
    // Without the screencast: recording frames of every test took a third of the suite's time on two cores.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
      },
    },
  ],
});
