/**
 * The diagram editor with the BPMN plugin: draw a small process from the palette, undo and
 * redo, change a task's type, reload and find it as drawn; a link to the shape itself is refused with a
 * reason; a locked module opens read-only; the embed view draws the diagram.
 */
import type { Page } from '@playwright/test';
import { apiAsPageUser, expectAllSaved } from './app';
import { expect, test } from './fixtures';
import { connect, diagramModule, drop, paper, printFromPreview, shapes, signInAsOwner, type ModuleIds } from './support/diagram';

const RUN = Date.now().toString(36);

const bpmnModule = (page: Page, name: string) => diagramModule(page, name, 'Bpmns');

/** Stores one task through the API (for the read-only and embed checks). */
async function storeTask(page: Page, ids: ModuleIds): Promise<void> {
  const api = await apiAsPageUser(page);
  const attributes = (await (await api.get(`/api/entity_attributes.json?module_type_id=${ids.moduleTypeId}`)).json()) as Array<{ id: number; key: string }>;
  const cellAttribute = attributes.find((attribute) => attribute.key === 'DiagramCell');
  expect(cellAttribute).toBeDefined();
  const created = await api.post(`/api/projects/${ids.projectId}/project_scenario_modules/${ids.moduleId}/entity_values.json`, {
    entity_attribute_id: cellAttribute!.id,
    value: { jsid: 'task-1', type: 'bpmn.Activity', position: { x: 100, y: 100 }, size: { width: 90, height: 70 }, title: 'Check order' },
  });
  expect(created.status(), await created.text()).toBe(201);
}

test('draws a small BPMN process, undoes and redoes, changes a task’s type and finds it after a reload', async ({ page }) => {
  await signInAsOwner(page);
  const { projectId, moduleId } = await bpmnModule(page, `Diagram ${RUN}`);
  await page.goto(`/projects/${projectId}/bpmn/${moduleId}`);
  await expect(page.getByTestId('diagram-stencil')).toBeVisible();
  await expect(paper(page).locator('svg').first()).toBeVisible();

  await test.step('draw a pool with two tasks in its lane, a start event, a gateway and an end event', async () => {
    await drop(page, 'Pool', 360, 150);
    await expect(shapes(page, 'bpmn.Pool')).toHaveCount(1);
    await drop(page, 'Task', 220, 150);
    await drop(page, 'Task', 460, 150);
    await expect(shapes(page, 'bpmn.Activity')).toHaveCount(2);
    await drop(page, 'Start event', 90, 380);
    await drop(page, 'Exclusive gateway', 360, 380);
    await drop(page, 'End event', 600, 380);
    await expect(shapes(page, 'bpmn.Event')).toHaveCount(2);
    await expect(shapes(page, 'bpmn.Gateway')).toHaveCount(1);
  });

  await test.step('connect them with flows', async () => {
    const [start, end] = [shapes(page, 'bpmn.Event').nth(0), shapes(page, 'bpmn.Event').nth(1)];
    const [first, second] = [shapes(page, 'bpmn.Activity').nth(0), shapes(page, 'bpmn.Activity').nth(1)];
    const gateway = shapes(page, 'bpmn.Gateway');
    await connect(page, start, first);
    await connect(page, first, second);
    await connect(page, second, gateway);
    await connect(page, gateway, end);
    await expect(shapes(page, 'tessera.Link')).toHaveCount(4);
  });

  await test.step('undo removes the last flow, redo brings it back', async () => {
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(shapes(page, 'tessera.Link')).toHaveCount(3);
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect(shapes(page, 'tessera.Link')).toHaveCount(4);
  });

  await test.step('change the second task into a gateway: its flows stay', async () => {
    await shapes(page, 'bpmn.Activity').nth(1).click();
    await page.getByRole('combobox', { name: 'Shape type' }).click();
    await page.getByRole('option', { name: /Gateway/ }).click();
    await expect(shapes(page, 'bpmn.Activity')).toHaveCount(1);
    await expect(shapes(page, 'bpmn.Gateway')).toHaveCount(2);
    await expect(shapes(page, 'tessera.Link')).toHaveCount(4);
  });

  await test.step('the saved diagram became the module preview (PNG snapshot uploaded after the save)', async () => {
    await expectAllSaved(page);
    const api = await apiAsPageUser(page);
    const previewOf = async () =>
      ((await (await api.get(`/api/projects/${projectId}/project_scenario_modules/${moduleId}.json`)).json()) as { preview_image: string | null }).preview_image;
    await expect.poll(previewOf, { timeout: 20_000 }).toMatch(/^\/api\/files\/.+\.png$/);
    // A later snapshot may replace (and delete) the one just read: the current one is served as a PNG.
    const currentPreviewType = async () => (await api.get((await previewOf())!)).headers()['content-type'];
    await expect.poll(currentPreviewType, { timeout: 20_000 }).toBe('image/png');
  });

  await test.step('print opens an A4 landscape sheet with the diagram', async () => {
    const sheet = await printFromPreview(page);
    await expect(sheet.locator('.sheet svg [data-type="bpmn.Pool"]')).toHaveCount(1);
    expect(await sheet.content()).toContain('size: 297mm 210mm');
    await sheet.close();
  });

  await test.step('after saving and reloading, the diagram is as drawn', async () => {
    const api = await apiAsPageUser(page);
    await expect
      .poll(async () => ((await (await api.get(`/api/projects/${projectId}/project_scenario_modules/${moduleId}/entity_values.json`)).json()) as unknown[]).length)
      .toBe(10);
    await page.reload();
    await expect(shapes(page, 'bpmn.Pool')).toHaveCount(1);
    await expect(shapes(page, 'bpmn.Activity')).toHaveCount(1);
    await expect(shapes(page, 'bpmn.Gateway')).toHaveCount(2);
    await expect(shapes(page, 'bpmn.Event')).toHaveCount(2);
    await expect(shapes(page, 'tessera.Link')).toHaveCount(4);
  });
});

test('a link from a shape to itself is refused with a reason', async ({ page }) => {
  await signInAsOwner(page);
  const { projectId, moduleId } = await bpmnModule(page, `Self link ${RUN}`);
  await page.goto(`/projects/${projectId}/bpmn/${moduleId}`);
  await drop(page, 'Task', 200, 200);
  const task = shapes(page, 'bpmn.Activity');
  await connect(page, task, task);
  await expect(page.getByText('A link needs two different shapes: it cannot start and end on the same one.')).toBeVisible();
  await expect(shapes(page, 'tessera.Link')).toHaveCount(0);
});

test('a locked diagram opens read-only: no palette and no editing, but zoom and selection', async ({ page }) => {
  await signInAsOwner(page);
  const ids = await bpmnModule(page, `Locked diagram ${RUN}`);
  await storeTask(page, ids);
  const api = await apiAsPageUser(page);
  expect((await api.put(`/api/projects/${ids.projectId}/project_scenario_modules/${ids.moduleId}.json`, { locked: true })).status()).toBe(200);

  await page.goto(`/projects/${ids.projectId}/bpmn/${ids.moduleId}`);
  await expect(shapes(page, 'bpmn.Activity')).toHaveCount(1);
  await expect(page.getByTestId('diagram-stencil')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete selection' })).toHaveCount(0);
  await expect(page.getByRole('toolbar', { name: 'Diagram tools' }).getByText('Read only')).toBeVisible();

  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page.getByRole('toolbar', { name: 'Diagram tools' }).getByText('120%')).toBeVisible();

  await shapes(page, 'bpmn.Activity').click();
  await expect(page.getByText('You can look at these properties but not change them.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title' })).toBeDisabled();
});

test('the embed view draws the diagram, read-only and zoomable', async ({ page, browser, server }) => {
  await signInAsOwner(page);
  const ids = await bpmnModule(page, `Embedded diagram ${RUN}`);
  await storeTask(page, ids);
  const api = await apiAsPageUser(page);
  const created = await api.post(`/api/projects/${ids.projectId}/project_scenario_modules/${ids.moduleId}/module_access_urls.json`, {});
  expect(created.status(), await created.text()).toBe(201);
  const link = (await created.json()) as { embed_url: string };

  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(new URL(link.embed_url, server.url).toString());
  await expect(shapes(visitor, 'bpmn.Activity')).toHaveCount(1);
  await expect(visitor.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  await expect(visitor.getByTestId('diagram-stencil')).toHaveCount(0);
  await context.close();
});
