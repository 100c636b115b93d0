/**
 * The five diagram kinds end to end: in each, a user adds two shapes from the palette,
 * connects them, renames them in the properties panel, finds them after a reload and prints the whole
 * diagram on an A4 sheet. The seeded "Acme order process" opens with every cell drawn, and the load
 * clean-up (§5) deletes none of them.
 */
import type { Page } from '@playwright/test';
import { apiAsPageUser, expectAllSaved } from './app';
import { expect, test } from './fixtures';
import { connect, diagramModule, drop, paper, printFromPreview, shapes, signInAsOwner } from './support/diagram';

const RUN = Date.now().toString(36);

interface DiagramKind {
  name: string;
  typeKey: string;
  segment: string;
  /** The palette tiles of the two shapes added, and their shape types. */
  tiles: [string, string];
  types: [string, string];
  /** The link shape the connect tool draws between them. */
  link: string;
  /** The module of this kind in the seeded "Acme order process". */
  demoModule: string;
}

const KINDS: DiagramKind[] = [
  {
    name: 'process flow',
    typeKey: 'ProcessFlows',
    segment: 'process-flow',
    tiles: ['Process', 'Decision'],
    types: ['processFlow.Process', 'processFlow.Decision'],
    link: 'tessera.Link',
    demoModule: 'Order flow',
  },
  {
    name: 'quadrant',
    typeKey: 'Quadrants',
    segment: 'quadrant',
    tiles: ['Item', 'Item'],
    types: ['quadrant.Item', 'quadrant.Item'],
    link: 'tessera.Link',
    demoModule: 'Improvement ideas',
  },
  {
    name: 'ecosystem',
    typeKey: 'Ecosystems',
    segment: 'ecosystem',
    tiles: ['Customer', 'Supplier'],
    types: ['ecosystem.Actor', 'ecosystem.Actor'],
    link: 'ecosystem.Relationship',
    demoModule: 'Order ecosystem',
  },
  {
    name: 'sequence',
    typeKey: 'Sequences',
    segment: 'sequence',
    tiles: ['Participant', 'Participant'],
    types: ['sequence.Participant', 'sequence.Participant'],
    link: 'sequence.Message',
    demoModule: 'Web shop order',
  },
  {
    name: 'BPMN',
    typeKey: 'Bpmns',
    segment: 'bpmn',
    tiles: ['Task', 'Exclusive gateway'],
    types: ['bpmn.Activity', 'bpmn.Gateway'],
    link: 'tessera.Link',
    demoModule: 'Order handling',
  },
];

type Api = Awaited<ReturnType<typeof apiAsPageUser>>;
type Rows<T> = T[] | { items: T[] };
const itemsOf = <T>(body: Rows<T>): T[] => (Array.isArray(body) ? body : body.items);

/** The module's stored diagram cells (entity values of its DiagramCell attribute), by id. */
async function storedCellIds(api: Api, projectId: number, module: { id: number; scenario_module_id: number }): Promise<number[]> {
  const attributes = (await (await api.get(`/api/entity_attributes.json?module_type_id=${module.scenario_module_id}`)).json()) as Array<{ id: number; key: string }>;
  const cellAttribute = attributes.find((attribute) => attribute.key === 'DiagramCell');
  const values = (await (await api.get(`/api/projects/${projectId}/project_scenario_modules/${module.id}/entity_values.json`)).json()) as Rows<{
    id: number;
    entity_attribute_id: number;
  }>;
  return itemsOf(values)
    .filter((value) => value.entity_attribute_id === cellAttribute?.id)
    .map((value) => value.id)
    .sort((a, b) => a - b);
}

/** Selects the shape and gives it a new title in the properties panel. */
async function rename(page: Page, type: string, index: number, title: string): Promise<void> {
  await shapes(page, type).nth(index).click();
  const field = page.getByRole('textbox', { name: 'Title' });
  await field.fill(title);
  await field.press('Enter');
  await expect(paper(page).getByText(title, { exact: true })).toBeVisible();
}

test.describe('a user can draw, edit, save and print each of the five diagram kinds', () => {
  for (const kind of KINDS) {
    test(kind.name, async ({ page }) => {
      await signInAsOwner(page);
      const { projectId, moduleId } = await diagramModule(page, `Kinds ${kind.name} ${RUN}`, kind.typeKey);
      await page.goto(`/projects/${projectId}/${kind.segment}/${moduleId}`);
      await expect(page.getByTestId('diagram-stencil')).toBeVisible();
      const [first, second] = kind.types;
      const titles = [`First${RUN}`, `Second${RUN}`];
      const countOf = (type: string) => kind.types.filter((candidate) => candidate === type).length;

      await test.step('add two shapes from the palette and connect them', async () => {
        await drop(page, kind.tiles[0], 160, 220);
        await drop(page, kind.tiles[1], 560, 220);
        await expect(shapes(page, first)).toHaveCount(countOf(first));
        await expect(shapes(page, second)).toHaveCount(countOf(second));
        await connect(page, shapes(page, first).first(), shapes(page, second).last());
        await expect(shapes(page, kind.link)).toHaveCount(1);
      });

      await test.step('rename both in the properties panel', async () => {
        await rename(page, first, 0, titles[0]);
        await rename(page, second, first === second ? 1 : 0, titles[1]);
        await expectAllSaved(page);
      });

      await test.step('after a reload the shapes, the link and the titles are there', async () => {
        await page.reload();
        await expect(shapes(page, first)).toHaveCount(countOf(first));
        await expect(shapes(page, second)).toHaveCount(countOf(second));
        await expect(shapes(page, kind.link)).toHaveCount(1);
        for (const title of titles) await expect(paper(page).getByText(title, { exact: true })).toBeVisible();
      });

      await test.step('print shows the whole diagram on an A4 landscape sheet', async () => {
        const sheet = await printFromPreview(page);
        for (const title of titles) await expect(sheet.locator('.sheet svg').getByText(title, { exact: true })).toHaveCount(1);
        await expect(sheet.locator(`.sheet svg [data-type="${kind.link}"]`)).toHaveCount(1);
        expect(await sheet.content()).toContain('size: 297mm 210mm');
        await sheet.close();
        await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeEnabled();
      });
    });
  }
});

test('the seeded demo diagrams open with every cell drawn, and the load clean-up deletes none', async ({ page }) => {
  await signInAsOwner(page);
  const api = await apiAsPageUser(page);
  const projects = itemsOf((await (await api.get(`/api/projects.json?search=${encodeURIComponent('Acme order process')}`)).json()) as Rows<{ id: number; name: string }>);
  const project = projects.find((candidate) => candidate.name === 'Acme order process');
  expect(project, 'the demo has "Acme order process"').toBeDefined();
  const projectId = project!.id;
  const modules = itemsOf((await (await api.get(`/api/projects/${projectId}/project_scenario_modules.json`)).json()) as Rows<{
    id: number;
    name: string;
    type_key: string;
    scenario_module_id: number;
  }>);
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/bulk_update.json')) saves.push(request.url());
  });

  for (const kind of KINDS) {
    await test.step(kind.demoModule, async () => {
      const module = modules.find((candidate) => candidate.type_key === kind.typeKey);
      expect(module?.name).toBe(kind.demoModule);
      const before = await storedCellIds(api, projectId, module!);
      expect(before.length).toBeGreaterThan(5);
      await page.goto(`/projects/${projectId}/${kind.segment}/${module!.id}`);
      await page.getByRole('button', { name: 'Zoom to fit' }).click();
      await expect(paper(page).locator('[data-type]')).toHaveCount(before.length);
      await expectAllSaved(page);
      expect(await storedCellIds(api, projectId, module!)).toEqual(before);
    });
  }
  expect(saves).toEqual([]);
});
