// npm test: every check, in order, stopping at the first failure. Each step prints a banner and its
// time; the last line says what passed or which step failed. A step still running after its time limit (several
// times what it takes in CI) is stopped and fails, naming itself, long before CI's own limit would end the run.
import { join } from 'node:path';
import { buildClient, ROOT } from './lib/client-build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { formatDuration, run } from './lib/run.mjs';

const bin = (...path) => join(ROOT, 'node_modules', ...path);
const MINUTE = 60_000;
const node = (limitMinutes, script, ...args) => () => run(process.execPath, [script, ...args], { cwd: ROOT, timeoutMs: limitMinutes * MINUTE });

const steps = [
  { name: 'lint', command: 'eslint .', run: node(10, bin('eslint', 'bin', 'eslint.js'), '.') },
  { name: 'typecheck', command: 'tsc -p tsconfig.json --noEmit', run: node(10, bin('typescript', 'bin', 'tsc'), '-p', 'tsconfig.json', '--noEmit') },
  { name: 'unit tests', command: 'vitest run --project unit --project unit-isolated', run: node(25, bin('vitest', 'vitest.mjs'), 'run', '--project', 'unit', '--project', 'unit-isolated') },
  { name: 'API tests', command: 'vitest run --project api', run: node(25, bin('vitest', 'vitest.mjs'), 'run', '--project', 'api') },
  { name: 'client build', command: 'vite build', run: buildClient },
  {
    name: 'browser suite',
    command: 'playwright test -c playwright.config.ts',
    run: async () => {
      await ensureChromium((line) => console.log(line));
      await run(process.execPath, [bin('@playwright', 'test', 'cli.js'), 'test', '-c', 'playwright.config.ts'], { cwd: ROOT, timeoutMs: 50 * MINUTE });
    },
  },
];

const rule = '='.repeat(72);
const results = [];
const started = Date.now();

for (const [index, step] of steps.entries()) {
  console.log(`\n${rule}\n[test ${index + 1}/${steps.length}] ${step.name}: ${step.command}\n${rule}`);
  const stepStarted = Date.now();
  try {
    await step.run();
  } catch (error) {
    const took = formatDuration(Date.now() - stepStarted);
    results.push(`${step.name} FAILED (${took})`);
    console.error(`\n${rule}\n[test] ${step.name} FAILED after ${took}: ${error.message}\n${rule}`);
    printTimings();
    const skipped = steps.slice(index + 1).map((s) => s.name);
    console.error(
      `npm test: FAILED at ${step.name}` +
        (skipped.length ? `; not run: ${skipped.join(', ')}` : '') +
        ` (${formatDuration(Date.now() - started)})`,
    );
    process.exit(1);
  }
  const took = formatDuration(Date.now() - stepStarted);
  results.push(`${step.name} ok (${took})`);
  console.log(`[test] ${step.name} passed in ${took}`);
}

printTimings();
console.log(`npm test: all ${steps.length} steps passed (${steps.map((s) => s.name).join(', ')}) in ${formatDuration(Date.now() - started)}`);

function printTimings() {
  console.log(`\n${rule}\nTimings:`);
  for (const line of results) console.log(`  ${line}`);
  console.log(rule);
}
