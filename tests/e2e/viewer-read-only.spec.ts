import type { Locator, Page } from '@playwright/test';
import { apiAsPageUser, DEMO_PROJECT, signInWithTermsAccepted } from './app';
import { expect, test } from './fixtures';

interface Listed {
  id: number;
  name: string;
}

interface ModuleRow extends Listed {
  type_key: string;
}

interface EntityValueRow {
  id: number;
  value: Record<string, unknown>;
}

/** A list answer is an array, or `{ items, total }` when paged. */
function itemsOf<T>(body: T[] | { items: T[] }): T[] {
  return Array.isArray(body) ? body : body.items;
}

/** The module cards of a project page: links holding the module's name as a heading. */
function moduleCards(page: Page): Locator {
  return page.getByRole('main').getByRole('link').filter({ has: page.getByRole('heading', { level: 3 }) });
}

test('a reader opens the demo project and finds editing refused', async ({ page }) => {
  // The terms dialog is the editor journey's: other specs on this server may have signed the viewer in already.
  await test.step('sign in as viewer@acme.test', async () => {
    await signInWithTermsAccepted(page, 'viewer@acme.test');
  });

  const moduleNames: string[] = [];
  let projectUrl = '';

  await test.step(`open "${DEMO_PROJECT}": it is read-only`, async () => {
    await page.goto('/all-projects');
    await page.getByRole('link', { name: new RegExp(DEMO_PROJECT) }).click();
    await expect(page).toHaveURL(/\/projects\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: DEMO_PROJECT })).toBeVisible();
    await expect(moduleCards(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add module' })).toHaveCount(0);
    for (const card of await moduleCards(page).all()) {
      moduleNames.push(((await card.getByRole('heading').textContent()) ?? '').trim());
    }
    // The demo project holds one module of each plugin.
    expect(moduleNames.length).toBeGreaterThanOrEqual(3);
    projectUrl = page.url();
  });

  for (const index of [0, 1, 2]) {
    await test.step(`module ${index + 1} of the demo project offers no editing`, async () => {
      await page.goto(projectUrl);
      const name = moduleNames[index];
      await moduleCards(page).filter({ has: page.getByRole('heading', { name, exact: true }) }).click();
      await expect(page).toHaveURL(/\/projects\/[^/]+\/[^/]+\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.getByText(/Loading/)).toHaveCount(0);
      for (const box of await main.getByRole('textbox').all()) {
        await expect(box).not.toBeEditable();
      }
      await expect(main.getByRole('button', { name: /^Add\b/ })).toHaveCount(0);
      await expect(main.getByRole('button', { name: /^(Move|Reorder|Delete|Edit|Drag)\b/ })).toHaveCount(0);
      await expect(main.getByText('All changes saved')).toHaveCount(0);
    });
  }

  await test.step('a direct API write answers 403 and changes nothing', async () => {
    const api = await apiAsPageUser(page);
    const projects = await api.get(`/api/projects.json?search=${encodeURIComponent(DEMO_PROJECT)}`);
    expect(projects.status()).toBe(200);
    const project = itemsOf<Listed>(await projects.json()).find((p) => p.name === DEMO_PROJECT);
    expect(project, 'the demo project is listed for the reader').toBeDefined();
    const projectId = project!.id;

    const rename = await api.put(`/api/projects/${projectId}.json`, { name: 'Renamed by a reader' });
    expect(rename.status(), await rename.text()).toBe(403);

    const modules = await api.get(`/api/projects/${projectId}/project_scenario_modules.json`);
    expect(modules.status()).toBe(200);
    const risks = itemsOf<ModuleRow>(await modules.json()).find((m) => m.type_key === 'Risks');
    expect(risks, 'the demo project has a risks module').toBeDefined();
    const base = `/api/projects/${projectId}/project_scenario_modules/${risks!.id}/entity_values`;
    const before = itemsOf<EntityValueRow>(await (await api.get(`${base}.json`)).json());
    expect(before.length).toBeGreaterThan(0);

    const write = await api.post(`${base}/bulk_update.json`, {
      entity_values: [{ id: before[0].id, value: { ...before[0].value, title: 'Changed by a reader' } }],
    });
    expect(write.status(), await write.text()).toBe(403);

    const after = itemsOf<EntityValueRow>(await (await api.get(`${base}.json`)).json());
    expect(after.map((row) => row.value)).toEqual(before.map((row) => row.value));
    const projectAfter = await api.get(`/api/projects/${projectId}.json`);
    expect(((await projectAfter.json()) as Listed).name).toBe(DEMO_PROJECT);
  });
});
