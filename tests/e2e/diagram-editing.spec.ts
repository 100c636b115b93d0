/**
 * Editing gestures on the diagram paper: renaming in place (double-click, F2; Escape cancels; Shift+Enter
 * keeps a line break), dragging a three-shape selection by one of its shapes (one undo step; every shape moves by
 * the same offset, snapped to a shape that stays put, never to one that moves with it), aligning left
 * edges exactly, duplicating from the right-click menu, moving a task to a new layer and hiding that layer,
 * a pool dropped over two tasks wrapping them, a task dragged into a pool (its link following the drag, exact
 * after it) and a changed connection type redrawing the links at once.
 */
import type { Locator, Page } from '@playwright/test';
import { apiAsPageUser, expectAllSaved } from './app';
import { expect, test } from './fixtures';
import { connect, diagramModule, drop, paper, shapes, signInAsOwner } from './support/diagram';

const RUN = Date.now().toString(36);

// The steps move shapes down the paper: a taller window keeps them in view at 100%.
test.use({ viewport: { width: 1280, height: 1000 } });

const byId = (page: Page, id: string): Locator => paper(page).locator(`[data-type][model-id="${id}"]`);

/** The shape's top-left corner in the diagram, from the translate JointJS gives its view. */
async function positionOf(shape: Locator): Promise<{ x: number; y: number }> {
  const transform = (await shape.getAttribute('transform')) ?? '';
  const match = /translate\(\s*([-\d.]+)[ ,]+([-\d.]+)\s*\)/.exec(transform);
  if (!match) throw new Error(`No position in "${transform}"`);
  return { x: Number(match[1]), y: Number(match[2]) };
}

/** The ids of the shapes the module's one pool holds, as saved on the server, sorted. */
async function savedPoolContent(page: Page, projectId: number, moduleId: number): Promise<string[]> {
  const api = await apiAsPageUser(page);
  const values = (await (await api.get(`/api/projects/${projectId}/project_scenario_modules/${moduleId}/entity_values.json`)).json()) as Array<{
    value: { type?: string; embeds?: string[] };
  }>;
  return [...(values.find((item) => item.value.type === 'bpmn.Pool')?.value.embeds ?? [])].sort();
}

async function dropTask(page: Page, x: number, y: number): Promise<string> {
  const before = await shapes(page, 'bpmn.Activity').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('model-id')));
  await drop(page, 'Task', x, y);
  await expect(shapes(page, 'bpmn.Activity')).toHaveCount(before.length + 1);
  const after = await shapes(page, 'bpmn.Activity').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('model-id')));
  return after.find((id) => !before.includes(id)) as string;
}

test('a dragged selection moves as one and snaps only to a shape that stays put', async ({ page }) => {
  await signInAsOwner(page);
  const { projectId, moduleId } = await diagramModule(page, `Group drag ${RUN}`, 'Bpmns');
  await page.goto(`/projects/${projectId}/bpmn/${moduleId}`);
  await expect(paper(page).locator('svg').first()).toBeVisible();
  // Four tasks in a row; the first three are selected, the fourth stays put.
  const row = [await dropTask(page, 100, 120), await dropTask(page, 260, 120), await dropTask(page, 420, 120)];
  const still = await dropTask(page, 640, 120);
  // The last first: the context pad beside a single selected shape lies over its right-hand neighbour.
  await byId(page, row[2]).click();
  for (const id of row.slice(0, 2)) await byId(page, id).click({ modifiers: ['Control'] });
  await expect(page.getByText('3 items selected.')).toBeVisible();
  const before = await Promise.all(row.map((id) => positionOf(byId(page, id))));
  const stillAt = await positionOf(byId(page, still));

  const box = (await byId(page, row[1]).boundingBox())!;
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  // A few pixels down: the dragged shape's corner lands on the grid within snapping distance of the row.
  await page.mouse.move(start.x + 60, start.y + 6, { steps: 6 });
  await page.mouse.up();
  await expect.poll(() => positionOf(byId(page, row[1]))).not.toEqual(before[1]);

  const after = await Promise.all(row.map((id) => positionOf(byId(page, id))));
  const moved = after.map((point, index) => ({ x: point.x - before[index].x, y: point.y - before[index].y }));
  expect(moved[0].x).toBeGreaterThan(0);
  expect(moved[1]).toEqual(moved[0]);
  expect(moved[2]).toEqual(moved[0]);
  // The guide to the shape that stays put takes the whole selection back onto its row.
  expect(after.map((point) => point.y)).toEqual(row.map(() => stillAt.y));
});

test('a task dragged into a pool: its link follows while the pointer is down, and on release the pool holds it, the link is drawn as a fresh open draws it, one undo step', async ({ page }) => {
  await signInAsOwner(page);
  const { projectId, moduleId } = await diagramModule(page, `Drag into pool ${RUN}`, 'Bpmns');
  await page.goto(`/projects/${projectId}/bpmn/${moduleId}`);
  await expect(paper(page).locator('svg').first()).toBeVisible();
  await drop(page, 'Pool', 420, 520);
  await expect(shapes(page, 'bpmn.Pool')).toHaveCount(1);
  const from = await dropTask(page, 150, 120);
  const task = await dropTask(page, 450, 120);
  await connect(page, byId(page, from), byId(page, task));
  const line = paper(page).locator('[data-type="tessera.Link"] [joint-selector="line"]');
  await expect(line).toHaveCount(1);
  const before = await positionOf(byId(page, task));
  const lineBefore = (await line.getAttribute('d')) ?? '';

  const box = (await byId(page, task).boundingBox())!;
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 40, start.y + 400, { steps: 8 });
  await expect(line).not.toHaveAttribute('d', lineBefore);
  await page.mouse.up();
  await expect.poll(() => positionOf(byId(page, task))).not.toEqual(before);
  const after = await positionOf(byId(page, task));
  await expectAllSaved(page);
  await expect.poll(() => savedPoolContent(page, projectId, moduleId)).toEqual([task]);
  const lineAfter = await line.getAttribute('d');

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => positionOf(byId(page, task))).toEqual(before);
  await expect(line).toHaveAttribute('d', lineBefore);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect.poll(() => positionOf(byId(page, task))).toEqual(after);
  await expectAllSaved(page);
  await expect.poll(() => savedPoolContent(page, projectId, moduleId)).toEqual([task]);

  await page.reload();
  await expect(line).toHaveCount(1);
  await expect.poll(() => positionOf(byId(page, task))).toEqual(after);
  await expect(line).toHaveAttribute('d', lineAfter ?? '');
});

test('renames in place, drags and aligns a selection, duplicates, moves a task to a hidden layer and wraps tasks in a pool', async ({ page }) => {
  await signInAsOwner(page);
  const { projectId, moduleId } = await diagramModule(page, `Editing ${RUN}`, 'Bpmns');
  await page.goto(`/projects/${projectId}/bpmn/${moduleId}`);
  await expect(paper(page).locator('svg').first()).toBeVisible();
  const label = page.getByRole('textbox', { name: 'Label' });
  const title = page.getByRole('textbox', { name: 'Title' });

  const a = await dropTask(page, 120, 100);
  const b = await dropTask(page, 300, 140);
  const c = await dropTask(page, 480, 180);

  await test.step('a double-click opens the label editor; Enter renames', async () => {
    await byId(page, a).dblclick();
    await expect(label).toBeFocused();
    await label.fill('Check order');
    await label.press('Enter');
    await expect(label).toBeHidden();
    await expect(byId(page, a).getByText('Check order')).toBeVisible();
  });

  await test.step('F2 opens it on the selected shape; Escape cancels; Shift+Enter keeps a line break', async () => {
    await byId(page, b).click();
    await paper(page).press('F2');
    await label.fill('Never kept');
    await label.press('Escape');
    await expect(label).toBeHidden();
    await expect(title).toHaveValue('');
    await paper(page).press('F2');
    await label.pressSequentially('Pack');
    await label.press('Shift+Enter');
    await label.pressSequentially('and ship');
    await label.press('Enter');
    await expect(title).toHaveValue('Pack\nand ship');
  });

  await test.step('dragging one of three selected shapes moves all three, one undo step', async () => {
    await byId(page, a).click();
    await byId(page, b).click({ modifiers: ['Control'] });
    await byId(page, c).click({ modifiers: ['Control'] });
    await expect(page.getByText('3 items selected.')).toBeVisible();
    const before = await Promise.all([a, b, c].map((id) => positionOf(byId(page, id))));
    const box = await byId(page, b).boundingBox();
    if (!box) throw new Error('The task is not on the screen.');
    // From the label in the middle: the body of a task is drawn without a fill that takes the pointer.
    const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 60, start.y + 100, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => positionOf(byId(page, b))).not.toEqual(before[1]);
    const after = await Promise.all([a, b, c].map((id) => positionOf(byId(page, id))));
    const moved = after.map((point, index) => ({ x: point.x - before[index].x, y: point.y - before[index].y }));
    expect(moved[0]).toEqual(moved[1]);
    expect(moved[2]).toEqual(moved[1]);
    await page.getByRole('button', { name: 'Undo' }).click();
    for (const [index, id] of [a, b, c].entries()) await expect.poll(() => positionOf(byId(page, id))).toEqual(before[index]);
  });

  await test.step('align left edges puts the three on one x, exactly', async () => {
    await page.getByRole('button', { name: 'Align', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Align left edges' }).click();
    await expect.poll(async () => new Set(await Promise.all([a, b, c].map(async (id) => (await positionOf(byId(page, id))).x))).size).toBe(1);
  });

  await test.step('the right-click menu duplicates a shape', async () => {
    await byId(page, c).click();
    await byId(page, c).click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    await expect(shapes(page, 'bpmn.Activity')).toHaveCount(4);
  });

  await test.step('a task (the selected duplicate) moved to a new layer is hidden with that layer', async () => {
    await page.getByRole('button', { name: 'Add layer' }).click();
    await page.getByRole('combobox', { name: 'Layer' }).click();
    await page.getByRole('option', { name: 'Layer 2' }).click();
    await page.getByRole('button', { name: 'Hide Layer 2' }).click();
    await expect(shapes(page, 'bpmn.Activity')).toHaveCount(3);
    await expect(byId(page, c)).toBeVisible();
  });

  const d = await dropTask(page, 200, 420);
  const e = await dropTask(page, 380, 420);
  await test.step('a pool dropped over two tasks wraps them', async () => {
    await drop(page, 'Pool', 290, 420);
    await expect(shapes(page, 'bpmn.Pool')).toHaveCount(1);
    await expectAllSaved(page);
    await expect.poll(() => savedPoolContent(page, projectId, moduleId)).toEqual([d, e].sort());
  });

  await test.step('a changed connection type redraws the existing links at once', async () => {
    await connect(page, byId(page, c), byId(page, e));
    const line = paper(page).locator('[data-type="tessera.Link"] [joint-selector="line"]');
    await expect(line).toHaveCount(1);
    const straight = await line.getAttribute('d');
    await page.getByRole('button', { name: 'Diagram settings' }).click();
    await page.getByRole('combobox', { name: 'Connection type' }).click();
    await page.getByRole('option', { name: 'Manhattan' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(line).not.toHaveAttribute('d', straight ?? '');
  });
});
