/**
 * A kanban board of 1,000 cards in 5 columns, in headless Chromium: how long it takes to open; a card dragged by
 * the pointer (moved once a frame) from the first column to the second, its pick-up time and frame times, the drop
 * saved; the frame times of scrolling the whole board down and up; and the same drag again after that scroll.
 * Target: a drag's median frame ≤ 16.7 ms. Prints figures; never fails on a number.
 * Run alone: `node --import tsx bench/kanban-drag.bench.ts` (TESSERA_STATIC_DIR to serve a client built elsewhere).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { performance } from 'node:perf_hooks';
import { withSignedInOwner } from './support/bench-session';
import { apiFor } from './support/browser-session';
import { chunks } from './support/diagram-cells';
import { FRAME_MS, frameLine, medianWithinFrame, moveFrameByFrame } from './support/frame-recorder';
import { runWhenMain } from './support/run-when-main';

const CARDS = 1000;
const COLUMNS = ['Backlog', 'Ready', 'Doing', 'Review', 'Done'];
const DRAG_STEPS = 60;
const SCROLL_STEP = 200;

/** Scrolls the page down to its end and back up, `step` px a frame; answers each frame's time in ms. */
const SCROLL_FRAME_BY_FRAME = `async (step) => {
  const deltas = [];
  const frame = () => new Promise((done) => requestAnimationFrame(done));
  let last = await frame();
  const bottom = document.scrollingElement.scrollHeight - innerHeight;
  for (const direction of [1, -1]) {
    for (let moved = 0; moved < bottom; moved += step) {
      scrollBy(0, direction * step);
      const now = await frame();
      deltas.push(now - last);
      last = now;
    }
  }
  return deltas;
}`;

async function createBigBoard(context: BrowserContext): Promise<string> {
  const call = await apiFor(context);
  const project = await call<{ id: number }>('POST', '/api/projects.json', { name: `Kanban bench ${Date.now()}` });
  const module = await call<{ id: number; scenario_module_id: number }>('POST', `/api/projects/${project.id}/project_scenario_modules.json`, {
    name: 'Big board',
    type_key: 'KanbanBoards',
  });
  const attributes = await call<Array<{ id: number; key: string }>>('GET', `/api/entity_attributes.json?module_type_id=${module.scenario_module_id}`);
  const idOf = (key: string) => attributes.find((attribute) => attribute.key === key)!.id;
  const columns = COLUMNS.map((title, index) => ({ entity_attribute_id: idOf('KanbanColumn'), position: index, value: { id: `col${index}`, title } }));
  const cards = Array.from({ length: CARDS }, (_, index) => ({
    entity_attribute_id: idOf('KanbanCard'),
    position: COLUMNS.length + index,
    value: {
      title: `Card ${index + 1}`,
      column: `col${index % COLUMNS.length}`,
      ...(index % 3 === 0 ? { dueDate: '2027-01-15', checklist: [{ text: 'One', done: true }, { text: 'Two', done: false }] } : {}),
    },
  }));
  const path = `/api/projects/${project.id}/project_scenario_modules/${module.id}/entity_values/bulk_create.json`;
  for (const chunk of chunks([...columns, ...cards])) await call('POST', path, { entity_values: chunk });
  return `/projects/${project.id}/kanban/${module.id}`;
}

/** Drags `name` by its handle into the middle of `column` by a pointer moved once a frame, and drops it (saved). */
async function dragCard(page: Page, name: string, column: string, when: string, log: (line: string) => void): Promise<void> {
  const handle = page.getByRole('button', { name: `Drag card “${name}”` });
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const target = (await page.getByRole('region', { name: column, exact: true }).boundingBox())!;
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  const to = { x: target.x + target.width / 2, y: from.y + 200 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  const pickedUp = performance.now();
  await page.mouse.move(start.x + 8, start.y + 8);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const pickUpMs = performance.now() - pickedUp;
  const deltas = await moveFrameByFrame(page, { from: start, to, steps: DRAG_STEPS, event: 'pointermove' });
  const saved = page.waitForResponse((response) => response.url().includes('/entity_values/bulk_update.json'), { timeout: 60_000 });
  await page.mouse.move(to.x, to.y);
  await page.mouse.up();
  await saved;
  log(
    `[bench] ${frameLine(`dragging a card across the ${CARDS}-card board ${when} (picked up in ${Math.round(pickUpMs)} ms)`, deltas)}; ` +
      `target median ≤ ${FRAME_MS} ms: ${medianWithinFrame(deltas) ? 'met' : 'NOT met'}`,
  );
}

export async function measureKanbanDrag(log: (line: string) => void = console.log): Promise<void> {
  return withSignedInOwner(log, async (context) => {
    const url = await createBigBoard(context);
    const page = await context.newPage();
    const started = performance.now();
    await page.goto(url);
    await page.getByRole('group', { name: `Card ${CARDS}`, exact: true }).waitFor();
    log(`[bench] a kanban board of ${CARDS} cards in ${COLUMNS.length} columns opened in ${Math.round(performance.now() - started)} ms`);
    await dragCard(page, 'Card 1', COLUMNS[1], 'as opened', log);
    const scrolled = await page.evaluate<number[]>(`(${SCROLL_FRAME_BY_FRAME})(${SCROLL_STEP})`);
    log(`[bench] ${frameLine(`scrolling the whole board down and back up, ${SCROLL_STEP} px a frame`, scrolled)}`);
    await dragCard(page, 'Card 6', COLUMNS[1], 'after scrolling through it', log);
  });
}

await runWhenMain(import.meta.url, () => measureKanbanDrag());
