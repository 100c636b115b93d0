/**
 * Connecting by direct manipulation, as a modeller in a BPMN diagram: shapes dragged from the palette are
 * connected by dragging from their "Connect" handles; a drop the rules refuse says why; a drag let go on
 * empty paper appends a shape there; a link's end is dragged to another shape; a vertex is added,
 * removed and brought back; the context pad appends the next task and changes its type. The stored cells
 * say the same.
 */
import type { Locator, Page } from '@playwright/test';
import { apiAsPageUser, expectAllSaved } from './app';
import { expect, test } from './fixtures';
import { diagramModule, drop, paper, shapes, signInAsOwner } from './support/diagram';

const RUN = Date.now().toString(36);
const SAME_SHAPE = 'A link needs two different shapes: it cannot start and end on the same one.';

type Side = 'top' | 'right' | 'bottom' | 'left';

async function centreOf(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('The element is not on the screen.');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Clicks empty paper near its bottom-left corner, so no context pad covers the shapes. */
async function clearSelection(page: Page): Promise<void> {
  const box = await paper(page).boundingBox();
  if (!box) throw new Error('The diagram is not on the screen.');
  await paper(page).click({ position: { x: 40, y: box.height - 30 } });
}

type Box = { x: number; y: number; width: number; height: number };

/** Whether `point` is just outside `side` of `box` (a handle of that shape, not of a neighbour), along that side. */
function besideSide(point: { x: number; y: number }, box: Box, side: Side): boolean {
  const withinX = point.x >= box.x && point.x <= box.x + box.width;
  const withinY = point.y >= box.y && point.y <= box.y + box.height;
  const near = (value: number, edge: number) => Math.abs(value - edge) <= 40;
  if (side === 'top') return withinX && near(point.y, box.y);
  if (side === 'bottom') return withinX && near(point.y, box.y + box.height);
  if (side === 'left') return withinY && near(point.x, box.x);
  return withinY && near(point.x, box.x + box.width);
}

/**
 * Hovers a shape until its own Connect handles show (on a busy machine those of the shape hovered before may
 * still be there for a moment) and presses the one on `side`; the pointer stays down there, and that point is answered.
 */
async function grabHandle(page: Page, shape: Locator, side: Side = 'right'): Promise<{ x: number; y: number }> {
  const handle = paper(page).locator(`[data-connect-handle="${side}"]`);
  let at = { x: 0, y: 0 };
  await expect
    .poll(async () => {
      await shape.hover();
      const [shapeBox, handleBox] = await Promise.all([shape.boundingBox(), handle.boundingBox({ timeout: 1_000 }).catch(() => null)]);
      if (!shapeBox || !handleBox) return false;
      at = { x: handleBox.x + handleBox.width / 2, y: handleBox.y + handleBox.height / 2 };
      return besideSide(at, shapeBox, side);
    })
    .toBe(true);
  await expect(paper(page).getByRole('button', { name: 'Connect', exact: true })).toHaveCount(4);
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  return at;
}

/**
 * Presses a shape's Connect handle and moves a little toward `toward`: a connect drag has started (its dashed line
 * shows). On a busy machine the handles may be redrawn between the look and the press: a press that started no
 * connect drag is made again.
 */
async function startConnecting(page: Page, shape: Locator, toward: { x: number; y: number }, side: Side = 'right'): Promise<void> {
  const dashedLine = paper(page).locator('[data-connect-preview]');
  await expect(async () => {
    const at = await grabHandle(page, shape, side);
    await page.mouse.move(at.x + Math.sign(toward.x - at.x) * 8, at.y + Math.sign(toward.y - at.y) * 8, { steps: 2 });
    const started = (await dashedLine.count()) > 0;
    if (!started) await page.mouse.up();
    expect(started, 'the press started a connect drag').toBe(true);
  }).toPass({ timeout: 30_000 });
}

/** Drags from a shape's Connect handle to a point of the page, as a hand would. */
async function dragFromHandle(page: Page, shape: Locator, to: { x: number; y: number }, side: Side = 'right'): Promise<void> {
  await startConnecting(page, shape, to, side);
  await page.mouse.move(to.x, to.y, { steps: 10 });
  await page.mouse.up();
}

async function dragBetween(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

/** A point of the paper (as `drop` takes them) on the screen. */
async function onPaper(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  const box = await paper(page).boundingBox();
  if (!box) throw new Error('The paper is not on the screen.');
  return { x: box.x + x, y: box.y + y };
}

interface StoredCell {
  jsid: string;
  type: string;
  position?: { x: number; y: number };
  event_type?: string;
  source?: { id?: string };
  target?: { id?: string };
  vertices?: unknown[];
}

test('connects shapes by their handles, refuses a link to the same shape, appends, reconnects and bends links', async ({ page }) => {
  await signInAsOwner(page);
  const { projectId, moduleId } = await diagramModule(page, `Connect ${RUN}`, 'Bpmns');
  await page.goto(`/projects/${projectId}/bpmn/${moduleId}`);
  await expect(paper(page).locator('svg').first()).toBeVisible();

  const links = shapes(page, 'tessera.Link');
  const start = shapes(page, 'bpmn.Event').nth(0);
  const [first, second] = [shapes(page, 'bpmn.Activity').nth(0), shapes(page, 'bpmn.Activity').nth(1)];
  const gateway = shapes(page, 'bpmn.Gateway');
  const end = shapes(page, 'bpmn.Event').nth(1);

  await test.step('a start event, two tasks, a gateway and an end event from the palette', async () => {
    await drop(page, 'Start event', 55, 150);
    await drop(page, 'Task', 195, 150);
    await drop(page, 'Task', 335, 150);
    await drop(page, 'Exclusive gateway', 475, 150);
    await drop(page, 'End event', 615, 150);
    await expect(shapes(page, 'bpmn.Event')).toHaveCount(2);
    await expect(shapes(page, 'bpmn.Activity')).toHaveCount(2);
    await clearSelection(page);
  });

  await test.step('each is connected to the next by dragging from its Connect handle', async () => {
    for (const [from, to] of [
      [start, first],
      [first, second],
      [second, gateway],
      [gateway, end],
    ] as const) {
      await dragFromHandle(page, from, await centreOf(to));
    }
    await expect(links).toHaveCount(4);
  });

  await test.step('dropped back on its own shape, the link is refused with the reason, shown while dragging too', async () => {
    const over = await centreOf(first);
    await startConnecting(page, first, over, 'top');
    await page.mouse.move(over.x, over.y, { steps: 6 });
    await expect(paper(page).locator('[data-connect-preview] text')).toHaveText(SAME_SHAPE);
    // The shapes the flow may end on are marked while dragging.
    const candidates = paper(page).locator('[data-connect-candidate]');
    await expect(candidates.first()).toBeAttached();
    const valid = await centreOf(second);
    await page.mouse.move(valid.x, valid.y, { steps: 6 });
    await expect(paper(page).locator('[data-connect-preview] text')).toHaveText('');
    await page.mouse.move(over.x, over.y, { steps: 6 });
    await page.mouse.up();
    const refusal = page.getByRole('status').filter({ hasText: SAME_SHAPE });
    await expect(refusal).toBeVisible();
    await expect(paper(page).locator('[data-connect-preview]')).toHaveCount(0);
    await expect(candidates).toHaveCount(0);
    await expect(links).toHaveCount(4);
    await refusal.getByRole('button', { name: 'Close' }).click();
    await expect(refusal).toHaveCount(0);
  });

  await test.step('let go on empty paper, the drag offers the shapes that may follow; an end event is appended there', async () => {
    await dragFromHandle(page, second, await onPaper(page, 335, 330), 'bottom');
    const menu = page.getByRole('menu', { name: 'Add a shape linked from this one' });
    await expect(menu.getByRole('menuitem', { name: 'Task', exact: true })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'End event', exact: true }).click();
    await expect(shapes(page, 'bpmn.Event')).toHaveCount(3);
    await expect(links).toHaveCount(5);
  });

  await test.step('the gateway’s flow refuses its start moved onto its own end, then its end moves to the appended end event', async () => {
    await clearSelection(page);
    await paper(page).click({ position: { x: 545, y: 150 } });
    await dragBetween(page, await centreOf(paper(page).locator('.source-arrowhead')), await centreOf(end));
    await expect(page.getByRole('status').filter({ hasText: SAME_SHAPE })).toBeVisible();
    const arrowhead = paper(page).locator('.target-arrowhead');
    await expect(arrowhead).toBeVisible();
    await dragBetween(page, await centreOf(arrowhead), await centreOf(shapes(page, 'bpmn.Event').nth(2)));
    await expect(links).toHaveCount(5);
  });

  await test.step('the flow between the tasks gets a vertex by dragging its middle; a double click removes it; undo brings it back', async () => {
    await clearSelection(page);
    await paper(page).click({ position: { x: 265, y: 150 } });
    await expect(paper(page).locator('.target-arrowhead')).toBeVisible();
    await dragBetween(page, await onPaper(page, 265, 150), await onPaper(page, 265, 70));
    const vertex = paper(page).locator('.joint-marker-vertex');
    await expect(vertex).toHaveCount(1);
    await vertex.dblclick();
    await expect(vertex).toHaveCount(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(links).toHaveCount(5);
  });

  await test.step('the context pad beside the selected first task appends the next task', async () => {
    await clearSelection(page);
    await first.click();
    const pad = paper(page).getByRole('toolbar', { name: 'Shape actions' });
    await expect(pad).toBeVisible();
    await pad.getByRole('button', { name: 'Append Task' }).click();
    await expect(shapes(page, 'bpmn.Activity')).toHaveCount(3);
    await expect(links).toHaveCount(6);
  });

  await test.step('the appended task, still selected, becomes a gateway from its context pad and keeps its pad and flow', async () => {
    const pad = paper(page).getByRole('toolbar', { name: 'Shape actions' });
    await pad.getByRole('button', { name: 'Change type' }).click();
    await page.getByRole('menuitem', { name: /Gateway/ }).click();
    await expect(shapes(page, 'bpmn.Gateway')).toHaveCount(2);
    await expect(shapes(page, 'bpmn.Activity')).toHaveCount(2);
    await expect(pad).toBeVisible();
    await expect(links).toHaveCount(6);
  });

  await test.step('the stored cells hold the links as drawn', async () => {
    await expectAllSaved(page);
    const api = await apiAsPageUser(page);
    const stored = async () => {
      const values = (await (await api.get(`/api/projects/${projectId}/project_scenario_modules/${moduleId}/entity_values.json`)).json()) as Array<{ value: StoredCell }>;
      const cells = values.map((item) => item.value).filter((cell) => cell.jsid);
      const name = new Map<string, string>();
      const ofType = (type: string) => cells.filter((cell) => cell.type === type).sort((a, b) => (a.position!.y - b.position!.y) || (a.position!.x - b.position!.x));
      ofType('bpmn.Activity').forEach((cell, index) => name.set(cell.jsid, `task ${index + 1}`));
      ofType('bpmn.Event').forEach((cell, index) => name.set(cell.jsid, ['start', 'end', 'appended end'][index]));
      ofType('bpmn.Gateway').forEach((cell, index) => name.set(cell.jsid, `gateway ${index + 1}`));
      return cells
        .filter((cell) => cell.type === 'tessera.Link')
        .map((link) => `${name.get(link.source?.id ?? '')} -> ${name.get(link.target?.id ?? '')}${link.vertices?.length ? ` (${link.vertices.length} vertex)` : ''}`)
        .sort();
    };
    // By height: the row's gateway first, then the one the pad appended below the second task.
    await expect
      .poll(stored)
      .toEqual(
        ['gateway 1 -> appended end', 'start -> task 1', 'task 1 -> task 2 (1 vertex)', 'task 1 -> gateway 2', 'task 2 -> appended end', 'task 2 -> gateway 1'].sort(),
      );
  });
});
