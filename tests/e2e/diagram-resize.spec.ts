/**
 * Resizing on the diagram paper: a task resized by its corner handle, a pool's lanes added,
 * one lane resized by the handle on its boundary, renamed and removed from the properties panel, the
 * removal undone, and the result found after a reload.
 */
import type { Locator, Page } from '@playwright/test';
import { apiAsPageUser, expectAllSaved } from './app';
import { expect, test } from './fixtures';
import { diagramModule, drop, paper, shapes, signInAsOwner } from './support/diagram';

const RUN = Date.now().toString(36);

/** Drags a handle by (dx, dy) screen pixels, in small steps as a hand would. */
async function dragBy(page: Page, handle: Locator, dx: number, dy: number): Promise<void> {
  const box = await handle.boundingBox();
  if (!box) throw new Error('The handle is not on the screen.');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 8 });
  await page.mouse.up();
}

const field = (page: Page, name: string) => page.getByRole('spinbutton', { name, exact: true });
const numberIn = async (page: Page, name: string) => Number(await field(page, name).inputValue());

test('resizes a task by its handle and a lane by its boundary, renames and removes lanes, and keeps it all after a reload', async ({ page }) => {
  await signInAsOwner(page);
  const { projectId, moduleId } = await diagramModule(page, `Resize ${RUN}`, 'Bpmns');
  await page.goto(`/projects/${projectId}/bpmn/${moduleId}`);
  await expect(paper(page).locator('svg').first()).toBeVisible();

  await test.step('a pool (600 x 180) with a task in it', async () => {
    await drop(page, 'Pool', 400, 110);
    await drop(page, 'Task', 205, 115);
    await expect(shapes(page, 'bpmn.Activity')).toHaveCount(1);
  });

  const taskSize = { width: 0, height: 0 };
  await test.step('the selected task is resized by its bottom-right handle (its corner goes to the grid of 10)', async () => {
    await expect(paper(page).locator('[data-resize-handle]')).toHaveCount(8);
    await expect(field(page, 'Width')).toHaveValue('90');
    await dragBy(page, paper(page).locator('[data-resize-handle="bottom-right"]'), 60, 40);
    await expect(field(page, 'Width')).not.toHaveValue('90');
    taskSize.width = await numberIn(page, 'Width');
    taskSize.height = await numberIn(page, 'Height');
    expect(Math.abs(taskSize.width - 150)).toBeLessThanOrEqual(5);
    expect(Math.abs(taskSize.height - 110)).toBeLessThanOrEqual(5);
  });

  await test.step('two lanes are added to the pool', async () => {
    await shapes(page, 'bpmn.Pool').click({ position: { x: 500, y: 60 } });
    await expect(paper(page).locator('[data-resize-handle]')).toHaveCount(8);
    await page.getByRole('button', { name: 'Add lane' }).click();
    await page.getByRole('button', { name: 'Add lane' }).click();
    await expect(page.getByRole('textbox', { name: /^Lane \d name$/ })).toHaveCount(3);
    await expect(field(page, 'Height')).toHaveValue('540');
  });

  await test.step('the first lane is made 60 lower by the handle on its boundary; the pool follows', async () => {
    const boundary = paper(page).locator('[data-lane-handle="0"]');
    await expect(boundary).toBeVisible();
    await expect(paper(page).locator('[data-lane-handle="2"]')).toBeHidden();
    const box = await boundary.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(20);
    await dragBy(page, boundary, 0, -60);
    await expect(field(page, 'Height')).toHaveValue('480');
  });

  await test.step('the second lane is renamed, the first removed, and the removal undone', async () => {
    const name = page.getByRole('textbox', { name: 'Lane 2 name' });
    await name.fill('Billing');
    await name.press('Enter');
    await expect(shapes(page, 'bpmn.Pool').getByText('Billing')).toBeVisible();
    await page.getByRole('button', { name: 'Remove lane 1' }).click();
    await expect(page.getByRole('textbox', { name: /^Lane \d name$/ })).toHaveCount(2);
    await expect(page.getByRole('textbox', { name: 'Lane 1 name' })).toHaveValue('Billing');
    await expect(field(page, 'Height')).toHaveValue('360');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('textbox', { name: /^Lane \d name$/ })).toHaveCount(3);
    await expect(page.getByRole('textbox', { name: 'Lane 2 name' })).toHaveValue('Billing');
    await expect(field(page, 'Height')).toHaveValue('480');
  });

  await test.step('after saving and reloading, the sizes and lanes are as left', async () => {
    await expectAllSaved(page);
    const api = await apiAsPageUser(page);
    const saved = async () => {
      const values = (await (await api.get(`/api/projects/${projectId}/project_scenario_modules/${moduleId}/entity_values.json`)).json()) as Array<{
        value: { type?: string; size?: { width: number; height: number }; lanes?: Array<{ label: string; size: number }> };
      }>;
      const pool = values.find((item) => item.value.type === 'bpmn.Pool')?.value;
      const task = values.find((item) => item.value.type === 'bpmn.Activity')?.value;
      return { pool: { height: pool?.size?.height, lanes: pool?.lanes?.map(({ label, size }) => ({ label, size })) }, task: task?.size };
    };
    const expected = {
      pool: {
        height: 480,
        lanes: [
          { label: '', size: 120 },
          { label: 'Billing', size: 180 },
          { label: '', size: 180 },
        ],
      },
      task: taskSize,
    };
    await expect.poll(saved).toEqual(expected);
    await page.reload();
    await expect(shapes(page, 'bpmn.Pool').getByText('Billing')).toBeVisible();
    // The diagram opens fitted to the view, so the pool may be drawn smaller than at 100%: the same spot, in proportion.
    const pool = (await shapes(page, 'bpmn.Pool').boundingBox())!;
    await shapes(page, 'bpmn.Pool').click({ position: { x: pool.width * (500 / 600), y: pool.height * (60 / 480) } });
    await expect(field(page, 'Height')).toHaveValue('480');
    await expect(page.getByRole('textbox', { name: 'Lane 2 name' })).toHaveValue('Billing');
  });
});
