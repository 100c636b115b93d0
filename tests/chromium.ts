/**
 * Debian's Chromium as the browser suite and the browser benchmarks launch it: Playwright's own browser
 * download is not available on every machine we run on.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
