/**
 * BPMN 2.0 XML import in the browser (headless Chromium, as diagram-open.bench.ts): a generated
 * collaboration of 2,000 shapes (flow nodes in four pools of two lanes) and 2,000 flows (sequence and
 * message flows), chosen with the toolbar's "Import BPMN" in an empty BPMN module, from the file chosen
 * (the file input's change event) to the diagram interactive: every cell view in the viewport drawn (the
 * attached count held still for SETTLE_MS) and then a click on a task selecting it alone (pointerdown to the
 * selection's single highlight). Median of RUNS runs after a warm-up, each in a new module. Prints figures;
 * never fails on a number.
 *
 * Run alone: `node --import tsx bench/bpmn-xml-import.bench.ts` (or `npm run bench -- bpmn-xml`).
 */
import type { BrowserContext } from '@playwright/test';
import { generatedCollaborationXml } from '../core/domain/bpmn-xml/test-support/generated-collaboration';
import { ensureClientBuild } from '../scripts/lib/client-build.mjs';
import { TesseraServer } from '../tests/e2e/server';
import { apiFor, launchChromium, signInAsOwner } from './support/browser-session';
import { cellsSettled, countCellsEveryFrame, PAPER } from './support/cell-count';
import { median } from './support/diagram-cells';

const SHAPES = 2000;
const FLOWS = 2000;
const RUNS = 5;
const SETTLE_MS = 600;
/** A task near the top left, so in the viewport: the third node of the first pool. */
const TASK = 'Step 1.3';

declare global {
  interface Window {
    __benchChosen?: number;
    __benchClick?: { down: number; selected: number };
  }
}

interface ImportResult {
  /** ms from the file chosen to the last frame the drawn cell count grew. */
  drawn: number;
  /** ms from pointerdown on a task to it being the only one selected. */
  input: number;
  cells: number;
}

async function emptyModulePath(context: BrowserContext, run: number): Promise<string> {
  const call = await apiFor(context);
  const project = await call<{ id: number }>('POST', '/api/projects.json', { name: `Bench BPMN import ${Date.now()} ${run}` });
  const module = await call<{ id: number }>('POST', `/api/projects/${project.id}/project_scenario_modules.json`, { name: 'Imported process', type_key: 'Bpmns' });
  return `/projects/${project.id}/bpmn/${module.id}`;
}

async function importOnce(context: BrowserContext, xml: Buffer, run: number): Promise<ImportResult> {
  const page = await context.newPage();
  try {
    await page.addInitScript({ content: 'window.__name = (fn) => fn;' });
    await page.addInitScript(countCellsEveryFrame, PAPER);
    await page.goto(await emptyModulePath(context, run));
    await page.locator(`${PAPER} svg`).first().waitFor();
    await page.evaluate(() => document.addEventListener('change', () => (window.__benchChosen = performance.now()), { capture: true, once: true }));
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Import BPMN' }).click();
    await (await chooser).setFiles({ name: 'generated.bpmn', mimeType: 'application/xml', buffer: xml });
    await cellsSettled(page, SETTLE_MS, 120_000);
    const { chosen, lastGrowth, cells } = await page.evaluate(() => ({ chosen: window.__benchChosen!, lastGrowth: window.__benchCells!.lastGrowth, cells: window.__benchCells!.count }));

    // Interactive: the imported cells are all selected; a click on one task leaves it the only one highlighted.
    await page.evaluate((paperSelector) => {
      const state = { down: Number.NaN, selected: Number.NaN };
      window.__benchClick = state;
      const paper = document.querySelector(paperSelector)!;
      paper.addEventListener('pointerdown', () => (state.down = performance.now()), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        if (!Number.isNaN(state.down) && paper.querySelectorAll('[class*="highlight-mask"]').length === 1) {
          state.selected = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(paper, { childList: true, subtree: true });
    }, PAPER);
    await page.locator(PAPER).getByText(TASK, { exact: true }).click({ timeout: 30_000 });
    await page.waitForFunction(() => !Number.isNaN(window.__benchClick?.selected ?? Number.NaN), undefined, { timeout: 30_000 }).catch(() => undefined);
    const input = await page.evaluate(() => window.__benchClick!.selected - window.__benchClick!.down);
    return { drawn: lastGrowth - chosen, input, cells };
  } finally {
    await page.close();
  }
}

export async function measureBpmnXmlImport(log: (line: string) => void = console.log): Promise<number> {
  if (!process.env.TESSERA_STATIC_DIR) await ensureClientBuild((line) => log(`[bench] ${line}`));
  const xml = Buffer.from(generatedCollaborationXml({ nodes: SHAPES, flows: FLOWS }));
  const server = await TesseraServer.start();
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signInAsOwner(page);
    const call = await apiFor(context);
    const me = await call<{ id: number }>('GET', '/api/current_user');
    await call('PUT', '/api/current_user', { id: me.id, accepted_eula: true });
    await page.close();
    await importOnce(context, xml, 0); // warm-up: chunks (bpmn-moddle among them) fetched and compiled
    const results: ImportResult[] = [];
    for (let run = 1; run <= RUNS; run += 1) results.push(await importOnce(context, xml, run));
    const unhandled = results.filter((result) => Number.isNaN(result.input)).length;
    if (unhandled > 0) log(`[bench] the click on a task was NOT handled in ${unhandled} of ${RUNS} runs: the figure below is not reliable`);
    const total = median(results.map((result) => result.drawn + result.input));
    log(
      `[bench] BPMN 2.0 XML import of ${SHAPES} shapes and ${FLOWS} flows (${(xml.length / 1024).toFixed(0)} KiB), file chosen to diagram interactive: ` +
        `median ${total.toFixed(0)} ms over ${RUNS} runs (${results.map((result) => (result.drawn + result.input).toFixed(0)).join(', ')} ms; ` +
        `of which drawn ${median(results.map((result) => result.drawn)).toFixed(0)} ms median, click to selection ` +
        `${median(results.map((result) => result.input)).toFixed(0)} ms median; ${results.map((result) => result.cells).join('/')} cell views attached)`,
    );
    return total;
  } finally {
    await browser.close();
    await server.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await measureBpmnXmlImport();
}
