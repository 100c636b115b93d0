// The browser suite drives Debian's Chromium. When it is missing we install it (never skip the suite):
// Playwright's own browser download is not available everywhere we run.
import { existsSync } from 'node:fs';
import { run } from './run.mjs';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export async function ensureChromium(log = (line) => console.log(line)) {
  if (existsSync(CHROMIUM_PATH)) return false;
  log(`Chromium not found at ${CHROMIUM_PATH}: installing Debian's chromium (apt-get install -y chromium)`);
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const [command, prefix] = asRoot ? ['apt-get', []] : ['sudo', ['apt-get']];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run(command, [...prefix, 'update'], { env });
  await run(command, [...prefix, 'install', '-y', 'chromium'], { env });
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`apt-get installed chromium but ${CHROMIUM_PATH} is still missing.`);
  }
  return true;
}
