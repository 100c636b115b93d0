/**
 * The stakeholder stencil on the real server: a stakeholder made through the API is dragged from the
 * ecosystem's "Stakeholders" palette section onto the paper, and after a reload the shape is there, its entity
 * value assigned the stakeholder; renamed through the API, the stakeholder's new name is on the shape after a
 * reload; deleted, the shape stays with its last name.
 */
import { apiAsPageUser, expectAllSaved } from './app';
import { expect, test } from './fixtures';
import { diagramModule, drop, paper, shapes, signInAsOwner } from './support/diagram';

const RUN = Date.now().toString(36);
const STAKEHOLDER = 'tessera.Stakeholder';
// Names short enough to stay on one line of the shape's label (a wrapped label is split into lines).

test('a stakeholder dragged onto an ecosystem shows its current name', async ({ page }) => {
  await signInAsOwner(page);
  const api = await apiAsPageUser(page);
  const { projectId, moduleId } = await diagramModule(page, `Stencil ${RUN}`, 'Ecosystems');
  const created = await api.post(`/api/projects/${projectId}/stakeholders.json`, { name: `Dock ${RUN}` });
  expect(created.status(), await created.text()).toBe(201);
  const stakeholder = (await created.json()) as { id: number };

  await page.goto(`/projects/${projectId}/ecosystem/${moduleId}`);
  const section = page.getByTestId('diagram-stencil').getByRole('region', { name: 'Stakeholders' });
  await expect(section.getByRole('button', { name: `Add Dock ${RUN}` })).toBeVisible();
  await drop(page, `Dock ${RUN}`, 300, 220);
  await expect(shapes(page, STAKEHOLDER)).toHaveCount(1);
  await expectAllSaved(page);

  await page.reload();
  await expect(shapes(page, STAKEHOLDER)).toHaveCount(1);
  await expect(shapes(page, STAKEHOLDER).getByText(`Dock ${RUN}`, { exact: true })).toBeVisible();
  type Value = { value: { type?: string }; stakeholder_ids: number[] };
  const body = (await (await api.get(`/api/projects/${projectId}/project_scenario_modules/${moduleId}/entity_values.json`)).json()) as Value[] | { items: Value[] };
  const values = Array.isArray(body) ? body : body.items;
  expect(values.filter((row) => row.value.type === STAKEHOLDER).map((row) => row.stakeholder_ids)).toEqual([[stakeholder.id]]);

  const renamed = await api.put(`/api/projects/${projectId}/stakeholders/${stakeholder.id}.json`, { name: `Pier ${RUN}` });
  expect(renamed.status(), await renamed.text()).toBe(200);
  await page.reload();
  await expect(shapes(page, STAKEHOLDER).getByText(`Pier ${RUN}`, { exact: true })).toBeVisible();
  await expectAllSaved(page);

  const deleted = await api.delete(`/api/projects/${projectId}/stakeholders/${stakeholder.id}.json`);
  expect(deleted.ok(), await deleted.text()).toBe(true);
  await page.reload();
  await expect(shapes(page, STAKEHOLDER).getByText(`Pier ${RUN}`, { exact: true })).toBeVisible();
  await expect(paper(page).locator(`[data-type="${STAKEHOLDER}"] text[text-decoration="line-through"]`)).toHaveCount(1);
});
