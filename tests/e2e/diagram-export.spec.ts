/**
 * Getting a diagram out: the Export menu downloads SVG (with the labels and the label font embedded) and
 * PNG at 1x and 2x (the PNG's pixel size is the diagram's); Print opens a preview on A4 landscape; a
 * comment written on a shape in the side panel beside the canvas shows as a badge on the shape; the
 * project page's card shows the whole preview.
 */
import type { Download, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { apiAsPageUser } from './app';
import { expect, test } from './fixtures';
import { diagramModule, paper, signInAsOwner, type ModuleIds } from './support/diagram';

const RUN = Date.now().toString(36);
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Two tasks through the API: together with the 10-unit padding the drawing is 310 x 90. */
async function storeTasks(page: Page, ids: ModuleIds): Promise<void> {
  const api = await apiAsPageUser(page);
  const attributes = (await (await api.get(`/api/entity_attributes.json?module_type_id=${ids.moduleTypeId}`)).json()) as Array<{ id: number; key: string }>;
  const attribute = attributes.find((candidate) => candidate.key === 'DiagramCell')!;
  for (const [jsid, x, title] of [['task-1', 100, 'Check order'], ['task-2', 300, 'Заказ отправлен']] as const) {
    const created = await api.post(`/api/projects/${ids.projectId}/project_scenario_modules/${ids.moduleId}/entity_values.json`, {
      entity_attribute_id: attribute.id,
      value: { jsid, type: 'bpmn.Activity', position: { x, y: 100 }, size: { width: 90, height: 70 }, title },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
}

async function exportAs(page: Page, item: string): Promise<Download> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
  return download;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: Buffer): { width: number; height: number } {
  expect(file.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: file.readUInt32BE(16), height: file.readUInt32BE(20) };
}

test('exports SVG and PNG, previews the print on A4 landscape, and shows comments on shapes beside the canvas', async ({ page }) => {
  await signInAsOwner(page);
  const ids = await diagramModule(page, `Diagram output ${RUN}`, 'Bpmns', 'Order process');
  await storeTasks(page, ids);
  await page.goto(`/projects/${ids.projectId}/bpmn/${ids.moduleId}`);
  await expect(paper(page).getByText('Check order', { exact: true })).toBeVisible();

  await test.step('SVG: the labels and the label font embedded', async () => {
    const download = await exportAs(page, 'SVG image');
    expect(download.suggestedFilename()).toBe('Order process.svg');
    const svg = readFileSync(await download.path()).toString('utf8');
    expect(svg).toContain('Check order');
    expect(svg).toContain('>Заказ</tspan>');
    expect(svg).toMatch(/@font-face \{ font-family: 'Roboto'; font-style: normal; font-weight: 400; src: url\(data:font\/woff2;base64,/);
    // The Cyrillic label brings the Cyrillic subset.
    expect(svg).toContain('unicode-range: U+0301,U+0400-045F');
  });

  await test.step('PNG at 1x and 2x: the diagram’s size in pixels', async () => {
    expect(pngSize(readFileSync(await (await exportAs(page, 'PNG image')).path()))).toEqual({ width: 310, height: 90 });
    const twice = await exportAs(page, 'PNG image, twice the size');
    expect(twice.suggestedFilename()).toBe('Order process@2x.png');
    expect(pngSize(readFileSync(await twice.path()))).toEqual({ width: 620, height: 180 });
  });

  await test.step('only the selection: one task exported alone', async () => {
    await paper(page).getByText('Check order', { exact: true }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const only = page.getByRole('menuitemcheckbox', { name: 'Only the selection' });
    await only.click();
    await expect(only).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('menuitem', { name: 'PNG image', exact: true }).click();
    expect(pngSize(readFileSync(await (await download).path()))).toEqual({ width: 110, height: 90 });
  });

  await test.step('Print opens a preview on A4 landscape, fitted on one page', async () => {
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Print preview' });
    await expect(dialog.getByRole('combobox', { name: 'Paper size' })).toHaveText('A4');
    await expect(dialog.getByRole('combobox', { name: 'Orientation' })).toHaveText('Landscape');
    await expect(dialog.getByRole('img', { name: 'Page 1 of 1' })).toHaveAttribute('data-sheet', '297x210');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('a comment on a shape, written in the side panel beside the canvas, shows as a badge', async () => {
    await paper(page).getByText('Check order', { exact: true }).click();
    await page.getByRole('toolbar', { name: 'Diagram tools' }).getByRole('button', { name: 'Comments' }).click();
    const panel = page.getByRole('region', { name: 'Panels' });
    await expect(panel).toBeVisible();
    const [canvas, side] = [await paper(page).boundingBox(), await panel.boundingBox()];
    expect(side!.x).toBeGreaterThanOrEqual(canvas!.x + canvas!.width);
    expect(side!.y).toBeLessThan(canvas!.y + canvas!.height);
    await panel.getByRole('textbox', { name: 'Write a comment' }).fill('Is the address checked?');
    await panel.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(panel.getByText('Is the address checked?')).toBeVisible();
    const badge = paper(page).getByRole('button', { name: '1 comment: open it' });
    await expect(badge).toBeVisible();
    await page.getByRole('button', { name: 'Close panel' }).click();
    await badge.click();
    await expect(page.getByRole('region', { name: 'Panels' }).getByText('Is the address checked?')).toBeVisible();
    await page.getByRole('button', { name: 'Close panel' }).click();
    // The badge is a button for the keyboard too.
    await badge.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Panels' }).getByText('Is the address checked?')).toBeVisible();
  });

  await test.step('the project card shows the whole preview, scaled down, not cropped', async () => {
    const api = await apiAsPageUser(page);
    const uploaded = await api.postMultipart(`/api/projects/${ids.projectId}/project_scenario_modules/${ids.moduleId}/entity_values/upload_image.json`, {
      image: { name: 'snapshot.png', mimeType: 'image/png', buffer: TINY_PNG },
      id: String(ids.moduleId),
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);
    await page.goto(`/projects/${ids.projectId}`);
    const preview = page.getByRole('img', { name: 'Preview of Order process' });
    await expect(preview).toBeVisible();
    expect(await preview.evaluate((image) => getComputedStyle(image).objectFit)).toBe('contain');
  });
});
