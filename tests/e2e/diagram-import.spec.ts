/**
 * Visio import: a .vsdx drawn with the BPMN stencil, made in memory, is imported into a BPMN
 * module through the toolbar's "Import Visio"; the shapes are drawn, saved, and there after a reload. A
 * drawing with a shape from outside the BPMN stencil is refused with the spec's message.
 */
import type { Page } from '@playwright/test';
import { vsdxParts, zipParts, type TestDrawing } from '../../sdk/diagram/import/test-support/vsdx-builder';
import { expectAllSaved, nextSave } from './app';
import { expect, test } from './fixtures';
import { diagramModule, paper, shapes, signInAsOwner } from './support/diagram';

const RUN = Date.now().toString(36);

/** A pool of two lanes with a start event, a task, a gateway and an end event, three flows, and a choreography task the product does not draw. */
const ORDER_PROCESS: TestDrawing = {
  shapes: [
    { id: 1, master: 'CFF Container', text: 'Order handling', pinX: 4.5, pinY: 8.5, width: 7, height: 3 },
    { id: 2, master: 'Pool / Lane', text: 'Sales', pinX: 4.5, pinY: 9.25, width: 7, height: 1.5 },
    { id: 3, master: 'Pool / Lane', text: 'Warehouse', pinX: 4.5, pinY: 7.75, width: 7, height: 1.5 },
    { id: 4, master: 'Start Event', pinX: 2, pinY: 9.25, width: 0.5, height: 0.5 },
    { id: 5, master: 'Task', text: 'Check order', pinX: 3.5, pinY: 9.25, width: 1, height: 0.75, data: { BpmnTaskType: 'User' } },
    { id: 6, master: 'Gateway', pinX: 5, pinY: 9.25, width: 0.6, height: 0.6 },
    { id: 7, master: 'End Event', text: 'Shipped', pinX: 6.5, pinY: 7.75, width: 0.5, height: 0.5 },
    { id: 8, master: 'Choreography Task', pinX: 1, pinY: 2, width: 1, height: 1 },
  ],
  connectors: [
    { id: 10, master: 'Sequence Flow', from: 4, to: 5 },
    { id: 11, master: 'Sequence Flow', from: 5, to: 6 },
    { id: 12, master: 'Sequence Flow', from: 6, to: 7, text: 'in stock' },
  ],
};

/** Chooses a .vsdx file with the toolbar's "Import Visio". */
async function importVisio(page: Page, drawing: TestDrawing): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import Visio' }).click();
  await (await chooser).setFiles({ name: 'order-process.vsdx', mimeType: 'application/vnd.ms-visio.drawing', buffer: Buffer.from(zipParts(vsdxParts(drawing))) });
}

async function expectOrderProcess(page: Page): Promise<void> {
  await expect(shapes(page, 'bpmn.Pool')).toHaveCount(1);
  await expect(shapes(page, 'bpmn.Event')).toHaveCount(2);
  await expect(shapes(page, 'bpmn.Activity')).toHaveCount(1);
  await expect(shapes(page, 'bpmn.Gateway')).toHaveCount(1);
  await expect(shapes(page, 'tessera.Link')).toHaveCount(3);
  for (const text of ['Order handling', 'Sales', 'Warehouse', 'Check order', 'in stock']) await expect(paper(page).getByText(text, { exact: true })).toBeVisible();
}

test('imports a Visio BPMN drawing through the toolbar, says what was skipped, and finds it after a reload', async ({ page }) => {
  await signInAsOwner(page);
  const { projectId, moduleId } = await diagramModule(page, `Visio import ${RUN}`, 'Bpmns');
  await page.goto(`/projects/${projectId}/bpmn/${moduleId}`);
  await expect(paper(page).locator('svg').first()).toBeVisible();

  const saved = nextSave(page);
  await importVisio(page, ORDER_PROCESS);
  await expect(page.getByRole('status').filter({ hasText: 'Some shapes were not imported from page “Page-1”: 1 × Choreography Task.' })).toBeVisible();
  await expectOrderProcess(page);
  expect((await saved).status()).toBe(200);
  await expectAllSaved(page);

  await page.reload();
  await expectOrderProcess(page);
});

test('refuses a drawing with a shape that is not from the BPMN stencil, with the spec’s message', async ({ page }) => {
  await signInAsOwner(page);
  const { projectId, moduleId } = await diagramModule(page, `Visio refused ${RUN}`, 'Bpmns');
  await page.goto(`/projects/${projectId}/bpmn/${moduleId}`);
  await expect(paper(page).locator('svg').first()).toBeVisible();

  await importVisio(page, { shapes: [{ id: 1, master: 'Task', pinX: 1, pinY: 1, width: 1, height: 1 }, { id: 2, master: 'Rectangle', pinX: 3, pinY: 1, width: 1, height: 1 }] });
  await expect(page.getByRole('alert').filter({ hasText: 'Non BPMN Basic Shape detectected in Visio Diagram' })).toBeVisible();
  await expect(shapes(page, 'bpmn.Activity')).toHaveCount(0);
});

/** Two pages: a pool of two lanes holding a start event and a task (as Visio draws a cross-functional pool), and a task and an end event joined by a dynamic connector. */
const TWO_PAGES: TestDrawing = {
  shapes: [],
  pages: [
    {
      name: `Ordering ${RUN}`,
      shapes: [
        { id: 1, master: 'CFF Container', text: 'Shop', pinX: 4.5, pinY: 8.5, width: 7, height: 3.3 },
        { id: 2, master: 'Swimlane List', pinX: 4.5, pinY: 8.5, width: 7, height: 3 },
        { id: 3, master: 'Swimlane', text: 'Sales', pinX: 4.5, pinY: 9.25, width: 7, height: 1.5 },
        { id: 4, master: 'Swimlane', text: 'Warehouse', pinX: 4.5, pinY: 7.75, width: 7, height: 1.5 },
        { id: 5, master: 'Start Event', pinX: 2, pinY: 9.25, width: 0.5, height: 0.5 },
        { id: 6, master: 'Task', text: 'Pick items', pinX: 4, pinY: 7.75, width: 1, height: 0.75 },
      ],
      connectors: [{ id: 10, master: 'Dynamic connector', from: 5, to: 6 }],
    },
    {
      name: `Shipping ${RUN}`,
      shapes: [
        { id: 1, master: 'Task', text: 'Ship parcel', pinX: 2, pinY: 9, width: 1, height: 0.75 },
        { id: 2, master: 'End Event', text: 'Shipped', pinX: 4, pinY: 9, width: 0.5, height: 0.5 },
      ],
      connectors: [{ id: 3, master: 'Dynamic connector', from: 1, to: 2 }],
    },
  ],
};

test('imports each page of a Visio drawing as a new module, chosen in the page chooser', async ({ page }) => {
  await signInAsOwner(page);
  const { projectId, moduleId } = await diagramModule(page, `Visio pages ${RUN}`, 'Bpmns');
  await page.goto(`/projects/${projectId}/bpmn/${moduleId}`);
  await expect(paper(page).locator('svg').first()).toBeVisible();

  // The file is read off the page's thread.
  const reader = page.waitForEvent('worker');
  await importVisio(page, TWO_PAGES);
  expect((await reader).url()).toContain('vsdx-reader.worker');
  const chooser = page.getByRole('dialog', { name: 'Import which page?' });
  await expect(chooser.getByRole('radio', { name: `Ordering ${RUN} (7 shapes)` })).toBeChecked();
  await expect(chooser.getByRole('radio', { name: `Shipping ${RUN} (3 shapes)` })).toBeVisible();
  await chooser.getByRole('button', { name: 'Each page as a new module' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Created 2 modules: Ordering ${RUN}, Shipping ${RUN}` })).toBeVisible();
  await expect(shapes(page, 'bpmn.Activity')).toHaveCount(0);

  await page.goto(`/projects/${projectId}`);
  await page.getByRole('link', { name: new RegExp(`Ordering ${RUN}`) }).first().click();
  await expect(shapes(page, 'bpmn.Pool')).toHaveCount(1);
  await expect(shapes(page, 'bpmn.Event')).toHaveCount(1);
  await expect(shapes(page, 'bpmn.Activity')).toHaveCount(1);
  await expect(shapes(page, 'tessera.Link')).toHaveCount(1);
  for (const text of ['Shop', 'Sales', 'Warehouse', 'Pick items']) await expect(paper(page).getByText(text, { exact: true })).toBeVisible();

  await page.goto(`/projects/${projectId}`);
  await page.getByRole('link', { name: new RegExp(`Shipping ${RUN}`) }).first().click();
  await expect(shapes(page, 'bpmn.Activity')).toHaveCount(1);
  await expect(shapes(page, 'bpmn.Event')).toHaveCount(1);
  await expect(shapes(page, 'tessera.Link')).toHaveCount(1);
  await expect(paper(page).getByText('Ship parcel', { exact: true })).toBeVisible();
});
