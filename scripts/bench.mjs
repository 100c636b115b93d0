// npm run bench: the benchmarks (*.bench.ts, vitest bench). They print figures; they are not timed tests
// and never fail on a number.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './lib/client-build.mjs';
import { run } from './lib/run.mjs';

const SKIP = new Set(['node_modules', 'dist', 'data', '.git', '.tmp']);

function benchFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return benchFiles(path);
    return /\.bench\.[cm]?[jt]sx?$/.test(entry.name) ? [relative(ROOT, path)] : [];
  });
}

const files = benchFiles(ROOT);
if (files.length === 0) {
  console.log('[bench] No benchmarks yet: add a *.bench.ts file beside the code it measures (vitest bench).');
} else {
  try {
    await run(process.execPath, [join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'), 'bench', '--run', ...files], { cwd: ROOT });
  } catch (error) {
    console.error(`[bench] ${error.message}`);
    process.exit(1);
  }
}
