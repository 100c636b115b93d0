/** Steps of the diagram editor's browser tests: a module made through the API, the palette, the connect tool. */
import type { Locator, Page } from '@playwright/test';
import { apiAsPageUser, signIn } from '../app';
import { expect } from '../fixtures';

export const OWNER = 'owner@acme.test';

export interface ModuleIds {
  projectId: number;
  moduleId: number;
  moduleTypeId: number;
}

/** Signs in and accepts the terms through the API, so no dialog comes up on the next page load. */
export async function signInAsOwner(page: Page): Promise<void> {
  await signIn(page, OWNER);
  const api = await apiAsPageUser(page);
  const me = (await (await api.get('/api/current_user')).json()) as { id: number };
  expect((await api.put('/api/current_user', { id: me.id, accepted_eula: true })).status()).toBe(200);
}

/** A new project with one module of the type (e.g. 'Bpmns'), made through the API. */
export async function diagramModule(page: Page, projectName: string, typeKey: string, moduleName = 'Order process'): Promise<ModuleIds> {
  const api = await apiAsPageUser(page);
  const project = await api.post('/api/projects.json', { name: projectName });
  expect(project.status(), await project.text()).toBe(201);
  const projectId = ((await project.json()) as { id: number }).id;
  const module = await api.post(`/api/projects/${projectId}/project_scenario_modules.json`, { name: moduleName, type_key: typeKey });
  expect(module.status(), await module.text()).toBe(201);
  const { id: moduleId, scenario_module_id: moduleTypeId } = (await module.json()) as { id: number; scenario_module_id: number };
  return { projectId, moduleId, moduleTypeId };
}

export const paper = (page: Page): Locator => page.getByTestId('diagram-paper');
export const shapes = (page: Page, type: string): Locator => paper(page).locator(`[data-type="${type}"]`);

/** Drags a palette tile onto the paper, its centre at (x, y) of the paper. */
export async function drop(page: Page, tile: string, x: number, y: number): Promise<void> {
  await page.getByRole('button', { name: `Add ${tile}`, exact: true }).dragTo(paper(page), { targetPosition: { x, y } });
}

/** Prints through the preview's defaults (A4 landscape, fitted): the print window that opens. */
export async function printFromPreview(page: Page): Promise<Page> {
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Print preview' });
  const popup = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Print', exact: true }).click();
  return popup;
}

/** Connects two shapes with the toolbar's connect tool. */
export async function connect(page: Page, from: Locator, to: Locator): Promise<void> {
  await from.click();
  await page.getByRole('button', { name: 'Connect shapes' }).click();
  await expect(page.getByText('Choose the shape to connect to.')).toBeVisible();
  await to.click();
}
