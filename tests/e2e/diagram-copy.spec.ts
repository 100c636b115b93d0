/**
 * Copies made on the server: shapes duplicated in one BPMN module, and the same shapes copied there and
 * pasted into another BPMN module of the project, keep the link between them and are saved (they are still
 * there after a reload); the paste is one undo step.
 */
import type { Page } from '@playwright/test';
import { apiAsPageUser, expectAllSaved } from './app';
import { expect, test } from './fixtures';
import { connect, diagramModule, drop, paper, shapes, signInAsOwner } from './support/diagram';

const RUN = Date.now().toString(36);

test.use({ viewport: { width: 1280, height: 1000 } });

const openModuleCard = async (page: Page, name: string) => {
  await page.getByRole('link', { name: new RegExp(name) }).first().click();
  await expect(paper(page).locator('svg').first()).toBeVisible();
};

test('copies two linked tasks into another module of the project and duplicates them, saved on the server', async ({ page }) => {
  await signInAsOwner(page);
  const { projectId } = await diagramModule(page, `Copies ${RUN}`, 'Bpmns', 'First process');
  const api = await apiAsPageUser(page);
  const second = await api.post(`/api/projects/${projectId}/project_scenario_modules.json`, { name: 'Second process', type_key: 'Bpmns' });
  expect(second.status(), await second.text()).toBe(201);
  const secondId = ((await second.json()) as { id: number }).id;

  await page.goto(`/projects/${projectId}`);
  await openModuleCard(page, 'First process');
  await drop(page, 'Task', 200, 150);
  await drop(page, 'Task', 450, 150);
  const tasks = shapes(page, 'bpmn.Activity');
  await expect(tasks).toHaveCount(2);
  await connect(page, tasks.nth(0), tasks.nth(1));
  await expect(paper(page).locator('[data-type="tessera.Link"]')).toHaveCount(1);
  await expectAllSaved(page);

  await test.step('duplicating makes the copies on the server, link included', async () => {
    await paper(page).click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('ControlOrMeta+a');
    await tasks.nth(0).click({ button: 'right' });
    const cloned = page.waitForResponse((response) => response.url().endsWith('/entity_values/clone.json') && response.status() === 201);
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    await cloned;
    await expect(tasks).toHaveCount(4);
    await expect(paper(page).locator('[data-type="tessera.Link"]')).toHaveCount(2);
    await page.keyboard.press('ControlOrMeta+z');
    await expect(tasks).toHaveCount(2);
    await expectAllSaved(page);
  });

  await test.step('copied here and pasted into the second module, through the server', async () => {
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('ControlOrMeta+c');
    await page.goBack();
    await openModuleCard(page, 'Second process');
    await expect(page).toHaveURL(new RegExp(`/bpmn/${secondId}$`));
    await paper(page).click({ position: { x: 5, y: 5 } });
    const cloned = page.waitForResponse((response) => response.url().includes(`/project_scenario_modules/${secondId}/entity_values/clone.json`) && response.status() === 201);
    await page.keyboard.press('ControlOrMeta+v');
    await cloned;
    await expect(shapes(page, 'bpmn.Activity')).toHaveCount(2);
    await expect(paper(page).locator('[data-type="tessera.Link"]')).toHaveCount(1);
    await expectAllSaved(page);
  });

  await test.step('the pasted shapes are still there after a reload', async () => {
    await page.reload();
    await expect(shapes(page, 'bpmn.Activity')).toHaveCount(2);
    await expect(paper(page).locator('[data-type="tessera.Link"]')).toHaveCount(1);
  });
});
