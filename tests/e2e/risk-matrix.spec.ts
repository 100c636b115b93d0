/**
 * Risks on the system-wide lookups: the risk matrix places a risk in the cell of its impact and
 * probability, and a system admin's rename of an impact on /admin/risk-item-impacts shows in the risks
 * module. The impact is one this spec adds, so the defaults other specs see stay as they are.
 */
import { apiAsPageUser, signInWithTermsAccepted } from './app';
import { expect, test } from './fixtures';

const ADMIN = 'admin@acme.test';
const RUN = Date.now().toString(36);

interface Item {
  id: number;
  name: string;
}

test('the risk matrix shows a risk in its cell, and an impact renamed by an admin is renamed in the module', async ({ page }) => {
  await signInWithTermsAccepted(page, ADMIN);
  const api = await apiAsPageUser(page);
  const created = async <T>(path: string, data: unknown): Promise<T> => {
    const response = await api.post(path, data);
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as T;
  };
  const impact = await created<Item>('/api/admin/risk_item_impacts.json', { name: `Severe ${RUN}`, weight: 6, color: '#B71C1C' });
  const probabilities = (await (await api.get('/api/risk_item_probabilities.json')).json()) as Item[];
  const likely = probabilities.find((item) => item.name === 'Likely')!;
  const project = await created<Item>('/api/projects.json', { name: `Risk matrix ${RUN}` });
  const module = await created<Item>(`/api/projects/${project.id}/project_scenario_modules.json`, { name: 'Project risks', type_key: 'Risks' });
  const attributes = (await (await api.get('/api/entity_attributes.json')).json()) as Array<{ id: number; key: string }>;
  const riskItem = attributes.find((attribute) => attribute.key === 'RiskItem')!;
  await created(`/api/projects/${project.id}/project_scenario_modules/${module.id}/entity_values.json`, {
    entity_attribute_id: riskItem.id,
    value: { title: 'Data centre floods', impact: impact.id, probability: likely.id },
  });

  await page.goto(`/projects/${project.id}/risks/${module.id}`);
  const row = page.getByRole('row', { name: /Data centre floods/ });
  await expect(row).toContainText(`Severe ${RUN}`);
  await expect(row).toContainText('Likely');
  await page.getByRole('button', { name: 'Matrix' }).click();
  const matrix = page.getByRole('table', { name: 'Risk matrix' });
  const cell = matrix.getByRole('cell', { name: `Impact Severe ${RUN}, probability Likely` });
  await expect(cell.getByRole('button', { name: 'Data centre floods' })).toBeVisible();
  await expect(matrix.getByRole('cell', { name: `Impact Severe ${RUN}, probability Possible` })).not.toContainText('Data centre floods');
  await cell.getByRole('button', { name: 'Data centre floods' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit risk' }).getByRole('combobox', { name: 'Impact' })).toHaveValue(String(impact.id));
  await page.getByRole('dialog', { name: 'Edit risk' }).getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('menuitem', { name: 'Risk impacts' }).click();
  await expect(page.getByRole('heading', { name: 'Risk impacts' })).toBeVisible();
  const name = page.getByRole('textbox', { name: `Name of Severe ${RUN}` });
  await name.fill(`Catastrophic ${RUN}`);
  const renamed = page.waitForResponse((response) => response.url().includes(`/api/admin/risk_item_impacts/${impact.id}.json`) && response.request().method() === 'PUT');
  await name.press('Enter');
  expect((await renamed).status()).toBe(200);
  await expect(page.getByRole('textbox', { name: `Name of Catastrophic ${RUN}` })).toBeVisible();

  await page.goBack();
  await expect(row).toContainText(`Catastrophic ${RUN}`);
  await page.reload();
  await expect(row).toContainText(`Catastrophic ${RUN}`);
});

test('the lookup pages are for system admins only', async ({ page }) => {
  await signInWithTermsAccepted(page, 'editor@acme.test');
  await page.goto('/recently-viewed');
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Admin' })).toHaveCount(0);
  await page.goto('/admin/risk-item-impacts');
  await expect(page).toHaveURL(/\/forbidden$/);
});
