// npm run bench: every benchmark (*.bench.ts under bench/ and beside the code), one after another, each in
// its own Node process with tsx, so one bench's database or browser never slows the next. They print
// figures next to their targets; they are not timed tests and never fail on a number (only on an error).
// `npm run bench -- projects-list` runs the benches whose path contains the given text.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './lib/client-build.mjs';
import { formatDuration, run } from './lib/run.mjs';

const SKIP = new Set(['node_modules', 'dist', 'data', '.git', '.tmp', 'test-results', 'playwright-report']);

function benchFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return benchFiles(path);
    return /\.bench\.[cm]?[jt]sx?$/.test(entry.name) ? [relative(ROOT, path)] : [];
  });
}

const filters = process.argv.slice(2);
const files = benchFiles(ROOT)
  .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
  .sort();
if (files.length === 0) {
  console.log('[bench] No benchmarks found: add a *.bench.ts file (runnable with `node --import tsx <file>`).');
  process.exit(0);
}

const failed = [];
for (const file of files) {
  const started = Date.now();
  console.log(`[bench] ${file}`);
  try {
    await run(process.execPath, ['--import', 'tsx', join(ROOT, file)], { cwd: ROOT });
    console.log(`[bench] ${file} done in ${formatDuration(Date.now() - started)}`);
  } catch (error) {
    failed.push(file);
    console.error(`[bench] ${file} failed: ${error.message}`);
  }
}
if (failed.length > 0) {
  console.error(`[bench] ${failed.length} of ${files.length} benchmarks failed: ${failed.join(', ')}`);
  process.exit(1);
}
