/**
 * The demo's diagrams have previews drawn by the editor itself: server/db/seed-previews/<type key>.png,
 * stored as the modules' previews when the demo is seeded. This checks each file is there and has the
 * size the editor draws its diagram at now; `UPDATE_SEED_PREVIEWS=1` writes them again (after a change
 * to a seeded diagram or to how shapes are drawn).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { DEMO_DIAGRAMS } from '../../server/db/seed-diagrams';
import { apiAsPageUser } from './app';
import { expect, test } from './fixtures';
import { paper, signInAsOwner } from './support/diagram';

const PREVIEWS = new URL('../../server/db/seed-previews/', import.meta.url);
const UPDATE = process.env.UPDATE_SEED_PREVIEWS === '1';

const pngSize = (file: Buffer) => ({ width: file.readUInt32BE(16), height: file.readUInt32BE(20) });

test('the seeded diagrams’ previews are the editor’s drawings of them', async ({ page }) => {
  await signInAsOwner(page);
  const api = await apiAsPageUser(page);
  const found = (await (await api.get('/api/projects.json?scope=all_projects&search=Acme%20order%20process')).json()) as { items: Array<{ id: number; name: string }> };
  const project = found.items.find((candidate) => candidate.name === 'Acme order process')!;
  const modules = (await (await api.get(`/api/projects/${project.id}/project_scenario_modules.json`)).json()) as Array<{ id: number; type_key: string }>;
  for (const [typeKey, diagram] of Object.entries(DEMO_DIAGRAMS)) {
    await test.step(typeKey, async () => {
      const module = modules.find((candidate) => candidate.type_key === typeKey)!;
      // A module's page under another kind's segment sends on to its own.
      await page.goto(`/projects/${project.id}/bpmn/${module.id}`);
      await expect(paper(page).locator('[model-id]')).toHaveCount(diagram.cells.length);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export', exact: true }).click();
      await page.getByRole('menuitem', { name: 'PNG image, twice the size' }).click();
      const drawn = readFileSync(await (await download).path());
      const file = new URL(`${typeKey}.png`, PREVIEWS);
      if (UPDATE) writeFileSync(file, drawn);
      expect(existsSync(file), `${file.pathname} is missing: run this test with UPDATE_SEED_PREVIEWS=1`).toBe(true);
      expect(pngSize(readFileSync(file))).toEqual(pngSize(drawn));
    });
  }
});
