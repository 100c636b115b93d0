/**
 * What the big-diagram benches share: a BPMN module of generated tasks and flows made through the API, and
 * one timed open of it (cells response to every cell in view drawn, then a click handled).
 */
import type { BrowserContext, Page } from '@playwright/test';
import type { Viewport } from '../../sdk/diagram/geometry/zoom';
import { viewPreferenceKey } from '../../sdk/diagram/ui/view-preference';
import { apiFor } from './browser-session';
import { cellsSettled, countCellsEveryFrame, PAPER, SELECTED } from './cell-count';
import { recordCpuProfile } from './cpu-profile';
import { bpmnDiagram, chunks, shapeId } from './diagram-cells';

const SETTLE_MS = 600;

declare global {
  interface Window {
    __benchInput?: { down: number; selected: number };
  }
}

export interface BigDiagram {
  path: string;
  moduleId: number;
  userId: number;
}

export interface BigDiagramSize {
  shapes: number;
  links: number;
  columns: number;
}

/** A project with one BPMN module holding `shapes` tasks in a grid and `links` flows between neighbours. */
export async function createBigDiagram(context: BrowserContext, { shapes, links, columns }: BigDiagramSize): Promise<BigDiagram> {
  const call = await apiFor(context);
  const me = await call<{ id: number }>('GET', '/api/current_user');
  await call('PUT', '/api/current_user', { id: me.id, accepted_eula: true });
  const project = await call<{ id: number }>('POST', '/api/projects.json', { name: `Bench diagram ${Date.now()}` });
  const module = await call<{ id: number; scenario_module_id: number }>('POST', `/api/projects/${project.id}/project_scenario_modules.json`, {
    name: 'Big process',
    type_key: 'Bpmns',
  });
  const attributes = await call<Array<{ id: number; key: string }>>('GET', `/api/entity_attributes.json?module_type_id=${module.scenario_module_id}`);
  const cellAttribute = attributes.find((attribute) => attribute.key === 'DiagramCell');
  if (!cellAttribute) throw new Error('The BPMN module type has no DiagramCell attribute');
  for (const part of chunks(bpmnDiagram(shapes, links, columns))) {
    await call('POST', `/api/projects/${project.id}/project_scenario_modules/${module.id}/entity_values/bulk_create.json`, {
      entity_values: part.map((value) => ({ entity_attribute_id: cellAttribute.id, value })),
    });
  }
  return { path: `/projects/${project.id}/bpmn/${module.id}`, moduleId: module.id, userId: me.id };
}

export interface OpenResult {
  /** ms from the cells response's end to the last frame the drawn cell count grew. */
  drawn: number;
  /** ms from pointerdown on a shape to its selection highlight. */
  input: number;
  cells: number;
}

export interface OpenOptions {
  /** Records a CPU profile of the open under this name (BENCH_PROFILE). */
  profileName?: string;
  /** The shape clicked to check the editor takes input (it must be in view). */
  clickShape?: number;
  /** The view the user left the module at (the editor restores it); without one the diagram opens fitted. */
  view?: Viewport;
}

export async function openOnce(context: BrowserContext, diagram: BigDiagram, options: OpenOptions = {}): Promise<{ page: Page; result: OpenResult }> {
  const { path, moduleId, userId } = diagram;
  const page = await context.newPage();
  const stopProfile = options.profileName ? await recordCpuProfile(page, options.profileName) : async () => undefined;
  // tsx keeps function names with an `__name(fn, name)` helper that the page does not have: give it one,
  // so the functions below can be sent to the page as they are.
  await page.addInitScript({ content: 'window.__name = (fn) => fn;' });
  await page.addInitScript(countCellsEveryFrame, PAPER);
  await page.addInitScript(
    ({ key, view }) => (view ? localStorage.setItem(key, JSON.stringify(view)) : localStorage.removeItem(key)),
    { key: viewPreferenceKey(userId, moduleId), view: options.view ?? null },
  );
  const isCellsList = (url: string) =>
    url.includes(`/project_scenario_modules/${moduleId}/entity_values.json`) && url.includes('key=DiagramCell');
  const response = page.waitForResponse((answer) => isCellsList(answer.url()), { timeout: 120_000 });
  await page.goto(path, { waitUntil: 'commit' });
  await response;
  await cellsSettled(page, SETTLE_MS, 120_000).catch(async (error: Error) => {
    const seen = await page.evaluate((paperSelector) => ({
      cells: window.__benchCells,
      paper: !!document.querySelector(paperSelector),
      modelIds: document.querySelectorAll('[model-id]').length,
      text: document.body.innerText.slice(0, 300),
    }), PAPER);
    throw new Error(`The diagram was not seen drawn: ${JSON.stringify(seen)}\n${error.message}`);
  });
  const { responseEnd, lastGrowth, cells } = await page.evaluate((marker) => {
    const entry = performance
      .getEntriesByType('resource')
      .filter((candidate) => candidate.name.includes(marker) && candidate.name.includes('key=DiagramCell'))
      .pop() as PerformanceResourceTiming | undefined;
    // Counting thousands of cells every frame costs time the measures after the open should not pay.
    window.__benchCells!.stopped = true;
    return { responseEnd: entry?.responseEnd ?? Number.NaN, lastGrowth: window.__benchCells!.lastGrowth, cells: window.__benchCells!.count };
  }, `/project_scenario_modules/${moduleId}/entity_values.json`);

  // The editor accepting input: a click on a drawn shape selects it (its selection highlight is added).
  const target = page.locator(`${PAPER} [model-id="${shapeId(options.clickShape ?? 1)}"]`);
  await page.evaluate(({ paperSelector, selectedSelector }) => {
    const state = { down: Number.NaN, selected: Number.NaN };
    window.__benchInput = state;
    const paper = document.querySelector(paperSelector)!;
    paper.addEventListener('pointerdown', () => (state.down = performance.now()), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (paper.querySelector(selectedSelector)) {
        state.selected = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(paper, { childList: true, subtree: true });
  }, { paperSelector: PAPER, selectedSelector: SELECTED });
  await target.click({ timeout: 10_000 });
  await page
    .waitForFunction(() => !Number.isNaN(window.__benchInput?.selected ?? Number.NaN), undefined, { timeout: 10_000 })
    .catch(() => undefined); // not selected: input stays NaN and the report says the click was not handled
  const input = await page.evaluate(() => window.__benchInput!.selected - window.__benchInput!.down);
  await stopProfile();
  return { page, result: { drawn: lastGrowth - responseEnd, input, cells } };
}
