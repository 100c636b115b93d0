/**
 * BPMN 2.0 XML: a modeller's .bpmn file is imported into a BPMN module through the toolbar's "Import BPMN",
 * a task is renamed, "Export BPMN" (in the Export menu) downloads `<module name>.bpmn`, and that file imported into another
 * module gives the same diagram with the new name. A file that is not BPMN is refused with a clear message.
 */
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectAllSaved } from './app';
import { expect, test } from './fixtures';
import { diagramModule, paper, shapes, signInAsOwner } from './support/diagram';

const RUN = Date.now().toString(36);
const HIRING = readFileSync(new URL('../../core/domain/bpmn-xml/reference-models/14-lanes.bpmn', import.meta.url));

async function importBpmn(page: Page, name: string, buffer: Buffer): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import BPMN' }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/xml', buffer });
}

async function openModule(page: Page, projectId: number, moduleId: number): Promise<void> {
  await page.goto(`/projects/${projectId}/bpmn/${moduleId}`);
  await expect(paper(page).locator('svg').first()).toBeVisible();
}

async function expectHiring(page: Page, renamed: string): Promise<void> {
  await expect(shapes(page, 'bpmn.Pool')).toHaveCount(1);
  await expect(shapes(page, 'bpmn.Event')).toHaveCount(2);
  await expect(shapes(page, 'bpmn.Activity')).toHaveCount(3);
  await expect(shapes(page, 'bpmn.Gateway')).toHaveCount(1);
  await expect(shapes(page, 'tessera.Link')).toHaveCount(5);
  for (const text of ['Hiring', 'Hiring manager', 'HR', 'IT', renamed, 'Decide', 'yes']) await expect(paper(page).getByText(text, { exact: true })).toBeVisible();
}

test('imports a BPMN file, renames a task, exports it as <module>.bpmn and imports the export as the same diagram', async ({ page }) => {
  await signInAsOwner(page);
  const { projectId, moduleId } = await diagramModule(page, `BPMN XML ${RUN}`, 'Bpmns', 'Hiring process');
  await openModule(page, projectId, moduleId);

  await importBpmn(page, 'hiring.bpmn', HIRING);
  await expectHiring(page, 'Post job');
  await expectAllSaved(page);

  await paper(page).getByText('Post job', { exact: true }).click();
  const title = page.getByRole('textbox', { name: 'Title' });
  await expect(title).toHaveValue('Post job');
  await title.fill('Publish job');
  await title.press('Enter');
  await expect(paper(page).getByText('Publish job', { exact: true })).toBeVisible();
  await expectAllSaved(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Export BPMN' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Hiring process.bpmn');
  const exported = readFileSync(await file.path());
  expect(exported.toString()).toContain('name="Publish job"');

  const copy = await diagramModule(page, `BPMN XML again ${RUN}`, 'Bpmns', 'Hiring copy');
  await openModule(page, copy.projectId, copy.moduleId);
  await importBpmn(page, 'Hiring process.bpmn', exported);
  await expectHiring(page, 'Publish job');
  await expect(page.getByRole('status').filter({ hasText: 'were not imported' })).toHaveCount(0);
  await expectAllSaved(page);
  await page.reload();
  await expectHiring(page, 'Publish job');
});

test('refuses a file that is not BPMN with a clear message', async ({ page }) => {
  await signInAsOwner(page);
  const { projectId, moduleId } = await diagramModule(page, `BPMN XML refused ${RUN}`, 'Bpmns');
  await openModule(page, projectId, moduleId);
  await importBpmn(page, 'notes.bpmn', Buffer.from('<html><body>Meeting notes</body></html>'));
  await expect(page.getByRole('alert').filter({ hasText: 'The BPMN file could not be imported: This file is not BPMN 2.0 XML' })).toBeVisible();
  await expect(shapes(page, 'bpmn.Activity')).toHaveCount(0);
});
