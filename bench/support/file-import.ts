/**
 * One import of a file through a diagram toolbar's import button, in a new, empty BPMN module: from the file
 * chosen (the file input's change event) to the diagram interactive (every cell view in the viewport drawn,
 * then a click on a shape selecting it alone), and the longest main-thread stall meanwhile.
 */
import type { BrowserContext } from '@playwright/test';
import { apiFor } from './browser-session';
import { cellsSettled, countCellsEveryFrame, PAPER } from './cell-count';
import { clickToSelection } from './click-to-selection';
import { recordCpuProfile } from './cpu-profile';
import { median } from './diagram-cells';

const SETTLE_MS = 600;

declare global {
  interface Window {
    __benchChosen?: number;
    /** When the import's progress bar went away (the import done), or undefined while it has not. */
    __benchImportEnd?: number;
    __benchLongTasks?: Array<{ start: number; duration: number }>;
  }
}

export interface ImportedFile {
  /** The toolbar button that opens the file chooser, e.g. "Import BPMN". */
  button: string;
  name: string;
  mimeType: string;
  buffer: Buffer;
  /** A shape's text near the top left (so in the viewport), clicked once the import is drawn. */
  shapeText: string;
  /** How long drawing may take before the run gives up (ms). */
  timeout: number;
}

export interface ImportResult {
  /** ms from the file chosen to the last frame the drawn cell count grew, or to the import's end when later. */
  drawn: number;
  /** ms from pointerdown on a shape to it being the only one selected (NaN: the click was not handled). */
  input: number;
  /** The longest task on the main thread (ms) after the file was chosen. */
  longestStall: number;
  cells: number;
}

/**
 * Watches, frame by frame from the file chosen, for the import's progress bar to come and go: an import that
 * adds its cells in steps draws the viewport's first cells long before its last ones (the flows come last).
 */
function recordImportEnd(): void {
  let seen = false;
  const tick = () => {
    const bar = document.querySelector('[role="progressbar"][aria-label^="Importing"]');
    if (bar) seen = true;
    else if (seen) {
      window.__benchImportEnd = performance.now();
      return;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** Records the page's long tasks (over 50 ms) from its start. */
function recordLongTasks(): void {
  const tasks: Array<{ start: number; duration: number }> = [];
  window.__benchLongTasks = tasks;
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push({ start: entry.startTime, duration: entry.duration }))).observe({ type: 'longtask', buffered: true });
}

async function emptyBpmnModulePath(context: BrowserContext): Promise<string> {
  const call = await apiFor(context);
  const project = await call<{ id: number }>('POST', '/api/projects.json', { name: `Bench import ${Date.now()}` });
  const module = await call<{ id: number }>('POST', `/api/projects/${project.id}/project_scenario_modules.json`, { name: 'Imported diagram', type_key: 'Bpmns' });
  return `/projects/${project.id}/bpmn/${module.id}`;
}

export async function importOnce(context: BrowserContext, file: ImportedFile): Promise<ImportResult> {
  const page = await context.newPage();
  try {
    await page.addInitScript({ content: 'window.__name = (fn) => fn;' });
    await page.addInitScript(countCellsEveryFrame, PAPER);
    await page.addInitScript(recordLongTasks);
    await page.goto(await emptyBpmnModulePath(context));
    await page.locator(`${PAPER} svg`).first().waitFor();
    await page.evaluate(recordImportEnd);
    await page.evaluate(() => document.addEventListener('change', () => (window.__benchChosen = performance.now()), { capture: true, once: true }));
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: file.button }).click();
    const stopProfile = await recordCpuProfile(page, `import-${file.name}`);
    await (await chooser).setFiles({ name: file.name, mimeType: file.mimeType, buffer: file.buffer });
    await page.waitForFunction(() => window.__benchImportEnd !== undefined, undefined, { polling: 100, timeout: file.timeout });
    await cellsSettled(page, SETTLE_MS, file.timeout);
    await stopProfile();
    const input = await clickToSelection(page, file.shapeText);
    const measured = await page.evaluate(() => {
      const chosen = window.__benchChosen!;
      const stalls = window.__benchLongTasks!.filter((task) => task.start + task.duration >= chosen).map((task) => task.duration);
      const drawnAt = Math.max(window.__benchCells!.lastGrowth, window.__benchImportEnd!);
      return { chosen, lastGrowth: drawnAt, cells: window.__benchCells!.count, longestStall: Math.max(0, ...stalls) };
    });
    return { drawn: measured.lastGrowth - measured.chosen, input, longestStall: measured.longestStall, cells: measured.cells };
  } finally {
    await page.close();
  }
}

/**
 * A warm-up import (chunks and workers fetched and compiled), then `runs` imports, each in a new module;
 * logs the medians under `title` and answers the median ms from file chosen to diagram interactive.
 */
export async function measureImports(context: BrowserContext, file: ImportedFile, runs: number, title: string, log: (line: string) => void): Promise<number> {
  await importOnce(context, file);
  const results: ImportResult[] = [];
  for (let run = 1; run <= runs; run += 1) results.push(await importOnce(context, file));
  const unhandled = results.filter((result) => Number.isNaN(result.input)).length;
  if (unhandled > 0) log(`[bench] the click on a shape was NOT handled in ${unhandled} of ${runs} runs: the figure below is not reliable`);
  const total = median(results.map((result) => result.drawn + result.input));
  const each = (value: (result: ImportResult) => number) => results.map((result) => value(result).toFixed(0)).join(', ');
  log(
    `[bench] ${title} (${(file.buffer.length / 1024).toFixed(0)} KiB), file chosen to diagram interactive: ` +
      `median ${total.toFixed(0)} ms over ${runs} runs (${each((result) => result.drawn + result.input)} ms; ` +
      `of which drawn ${median(results.map((result) => result.drawn)).toFixed(0)} ms median, click to selection ` +
      `${median(results.map((result) => result.input)).toFixed(0)} ms median); longest main-thread stall ` +
      `${median(results.map((result) => result.longestStall)).toFixed(0)} ms median (${each((result) => result.longestStall)} ms); ` +
      `${results.map((result) => result.cells).join('/')} cell views attached`,
  );
  return total;
}
