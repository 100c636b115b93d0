// The client build is "fresh" when dist/index.html is newer than every source file the client is
// built from. start.mjs and the browser suite call ensureClientBuild(); test.mjs always rebuilds.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './run.mjs';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const DIST_INDEX = join(ROOT, 'dist', 'index.html');

/** Folders and files the client bundle is made from. */
const SOURCES = ['host', 'sdk', 'core', 'plugins', 'vite.config.ts', 'package.json'];
/** Files there that never reach the bundle: tests and notes. */
const NOT_BUNDLED = /(\.test\.[cm]?[jt]sx?|\.md)$/;

/** The newest file under `path`, or null when there is none. */
function newestFile(path) {
  if (!existsSync(path)) return null;
  const stat = statSync(path);
  if (!stat.isDirectory()) return { path, mtimeMs: stat.mtimeMs };
  let newest = null;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.') || NOT_BUNDLED.test(entry.name)) continue;
    const candidate = newestFile(join(path, entry.name));
    if (candidate && (!newest || candidate.mtimeMs > newest.mtimeMs)) newest = candidate;
  }
  return newest;
}

/** Why the client must be (re)built, or null when dist/ is up to date. */
export function clientBuildReason() {
  if (!existsSync(DIST_INDEX)) return 'dist/index.html is missing';
  const built = statSync(DIST_INDEX).mtimeMs;
  let newest = null;
  for (const source of SOURCES) {
    const candidate = newestFile(join(ROOT, source));
    if (candidate && (!newest || candidate.mtimeMs > newest.mtimeMs)) newest = candidate;
  }
  if (newest && newest.mtimeMs > built) return `${relative(ROOT, newest.path)} is newer than dist/`;
  return null;
}

/** Runs `vite build` (the client, root host/, into dist/). Rejects when the build fails. */
export async function buildClient() {
  await run(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], { cwd: ROOT });
}

/** Builds the client when dist/ is missing or older than its sources; says what it does. */
export async function ensureClientBuild(log = (line) => console.log(line)) {
  const reason = clientBuildReason();
  if (!reason) {
    log('Client build is up to date (dist/).');
    return false;
  }
  log(`Building the client with vite: ${reason}.`);
  await buildClient();
  return true;
}
