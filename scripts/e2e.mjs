// npm run test:e2e: the browser suite (Playwright driving Debian's Chromium against the real server).
// Builds the client first when dist/ is missing or stale; extra arguments go to `playwright test`.
import { join } from 'node:path';
import { ensureClientBuild, ROOT } from './lib/client-build.mjs';
import { run } from './lib/run.mjs';
import { ensureChromium } from './lib/chromium.mjs';

try {
  await ensureClientBuild((line) => console.log(`[e2e] ${line}`));
  await ensureChromium((line) => console.log(`[e2e] ${line}`));
  await run(
    process.execPath,
    [join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '-c', 'playwright.config.ts', ...process.argv.slice(2)],
    { cwd: ROOT },
  );
} catch (error) {
  console.error(`[e2e] ${error.message}`);
  process.exit(1);
}
