/**
 * Visio import as drawn: a small end event (32 px, as Visio draws them) keeps its icon inside its circle
 * and the flow into it ends on its outline, not on the box that holds its label; a task's long title wraps
 * inside the task by whole words, every word kept.
 */
import type { Page } from '@playwright/test';
import { vsdxParts, zipParts, type TestDrawing } from '../../sdk/diagram/import/test-support/vsdx-builder';
import { expectAllSaved } from './app';
import { expect, test } from './fixtures';
import { diagramModule, paper, shapes, signInAsOwner } from './support/diagram';

const RUN = Date.now().toString(36);
const TASK_TITLE = 'Send Correct Report to the customer and the warehouse';

const DRAWING: TestDrawing = {
  shapes: [
    { id: 1, master: 'Task', text: TASK_TITLE, pinX: 2, pinY: 9, width: 1.25, height: 0.8 },
    { id: 2, master: 'End Event', text: 'Order shipped to the customer', pinX: 4, pinY: 9, width: 1 / 3, height: 1 / 3, data: { BpmnTriggerOrResult: 'Message' } },
  ],
  connectors: [{ id: 3, master: 'Sequence Flow', from: 1, to: 2 }],
};

async function importDrawing(page: Page): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import Visio' }).click();
  await (await chooser).setFiles({ name: 'small-event.vsdx', mimeType: 'application/vnd.ms-visio.drawing', buffer: Buffer.from(zipParts(vsdxParts(DRAWING))) });
}

test('a small event keeps its icon inside and takes the flow on its outline; a long title wraps by whole words', async ({ page }) => {
  await signInAsOwner(page);
  const { projectId, moduleId } = await diagramModule(page, `Visio fidelity ${RUN}`, 'Bpmns');
  await page.goto(`/projects/${projectId}/bpmn/${moduleId}`);
  await expect(paper(page).locator('svg').first()).toBeVisible();
  await importDrawing(page);
  await expect(shapes(page, 'tessera.Link')).toHaveCount(1);
  await expectAllSaved(page);

  const event = shapes(page, 'bpmn.Event');
  const circle = await event.locator('[joint-selector="body"]').boundingBox();
  const icon = await event.locator('[joint-selector="icon"]').boundingBox();
  if (!circle || !icon) throw new Error('The event is not drawn.');
  expect(icon.x).toBeGreaterThan(circle.x);
  expect(icon.y).toBeGreaterThan(circle.y);
  expect(icon.x + icon.width).toBeLessThan(circle.x + circle.width);
  expect(icon.y + icon.height).toBeLessThan(circle.y + circle.height);

  // The task and the event share a centre line: the flow runs straight along it and stops short of the circle.
  const line = await shapes(page, 'tessera.Link').locator('[joint-selector="line"]').boundingBox();
  if (!line) throw new Error('The flow is not drawn.');
  expect(Math.abs(line.y + line.height / 2 - (circle.y + circle.height / 2))).toBeLessThan(2);
  expect(line.x + line.width).toBeLessThanOrEqual(circle.x + 1);

  const lines = await shapes(page, 'bpmn.Activity').locator('[joint-selector="label"] tspan').allTextContents();
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.join(' ').split(/\s+/)).toEqual(TASK_TITLE.split(' '));
});
