/**
 * The list and canvas kinds declared on the family contract, as a user meets them: each is added from
 * "Add module", gets an item or a note, and still has it after a reload. The business model canvas is
 * drawn as people know it on a laptop (blocks side by side) and as one column on a phone.
 */
import type { Locator, Page } from '@playwright/test';
import { addModule, andSaved, apiAsPageUser, signInWithTermsAccepted } from './app';
import { expect, test } from './fixtures';

const RUN = Date.now().toString(36);

interface ListKind {
  title: string;
  segment: string;
  /** The item in the user's words: "Add driver". */
  item: string;
  /** The label of the field that names an item. */
  nameField: string;
}

const LIST_KINDS: ListKind[] = [
  { title: 'Drivers', segment: 'drivers', item: 'driver', nameField: 'Driver' },
  { title: 'Stakeholder perspectives', segment: 'stakeholder-perspectives', item: 'perspective', nameField: 'Statement' },
  { title: 'Overall values', segment: 'overall-values', item: 'value', nameField: 'Value' },
  { title: 'Problem statements', segment: 'problem-statements', item: 'problem statement', nameField: 'Problem' },
  { title: 'User stories', segment: 'user-stories', item: 'story', nameField: 'Story' },
];

const CANVAS_KINDS = [
  { title: 'Business model canvas', segment: 'business-canvas', area: 'Customer segments' },
  { title: 'Lean canvas', segment: 'lean-canvas', area: 'Problem' },
  { title: 'Mission model canvas', segment: 'mission-model-canvas', area: 'Beneficiaries' },
  { title: 'Platform model canvas', segment: 'platform-model-canvas', area: 'Peer producers' },
  { title: 'Governance framework canvas', segment: 'governance-framework-canvas', area: 'Principles' },
];

async function openNewProject(page: Page, name: string): Promise<string> {
  const api = await apiAsPageUser(page);
  const response = await api.post('/api/projects.json', { name });
  expect(response.status(), await response.text()).toBe(201);
  const url = `/projects/${((await response.json()) as { id: number }).id}`;
  await page.goto(url);
  await expect(page.getByRole('button', { name: 'Add module' })).toBeVisible();
  return url;
}

async function addModuleOfKind(page: Page, kind: string, segment: string, name: string): Promise<void> {
  await addModule(page, kind, name);
  await expect(page).toHaveURL(new RegExp(`/projects/[^/]+/${segment}/\\d+$`));
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('The element is not on screen');
  return found;
}

test('each new list and canvas kind is added from "Add module" and keeps its content after a reload', async ({ page }) => {
  // Ten kinds, each added, filled, saved and reloaded: longer than one journey's default time.
  test.setTimeout(480_000);
  await signInWithTermsAccepted(page, 'owner@acme.test');
  const projectUrl = await openNewProject(page, `Family kinds ${RUN}`);

  for (const kind of LIST_KINDS) {
    await test.step(`${kind.title}: add an item, reload, find it`, async () => {
      const moduleName = `${kind.title} ${RUN}`;
      const itemName = `First ${kind.item} ${RUN}`;
      await page.goto(projectUrl);
      await addModuleOfKind(page, kind.title, kind.segment, moduleName);
      await page.getByRole('button', { name: `Add ${kind.item}` }).click();
      const dialog = page.getByRole('dialog', { name: `New ${kind.item}` });
      await dialog.getByLabel(kind.nameField, { exact: true }).fill(itemName);
      if (kind.segment === 'user-stories') {
        await dialog.getByRole('button', { name: 'Add to Acceptance criteria' }).click();
        await dialog.getByRole('textbox', { name: 'Acceptance criteria 1', exact: true }).fill('Works offline');
        await dialog.getByRole('checkbox', { name: 'Acceptance criteria 1 done' }).check();
      }
      await andSaved(page, () => dialog.getByRole('button', { name: 'Save' }).click());
      await page.reload();
      const rows = page.getByRole('table', { name: moduleName }).getByRole('rowheader');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toHaveText(itemName);
      if (kind.segment === 'user-stories') await expect(page.getByRole('row', { name: new RegExp(itemName) })).toContainText('1/1');
    });
  }

  for (const kind of CANVAS_KINDS) {
    await test.step(`${kind.title}: add a note, reload, find it`, async () => {
      const text = `A note in ${kind.area} ${RUN}`;
      await page.goto(projectUrl);
      await addModuleOfKind(page, kind.title, kind.segment, `${kind.title} ${RUN}`);
      const area = page.getByRole('region', { name: kind.area });
      await area.getByRole('button', { name: `Add note to ${kind.area}` }).click();
      await andSaved(page, () => area.getByRole('textbox', { name: `Note in ${kind.area}` }).fill(text));
      await page.reload();
      await expect(page.getByRole('region', { name: kind.area }).getByRole('textbox', { name: `Note in ${kind.area}` })).toHaveValue(text);
    });
  }
});

test('the business model canvas has its real layout on a laptop and one column on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInWithTermsAccepted(page, 'owner@acme.test');
  await openNewProject(page, `Business canvas layout ${RUN}`);
  await addModuleOfKind(page, 'Business model canvas', 'business-canvas', `Business canvas ${RUN}`);
  const block = (name: string) => page.getByRole('region', { name, exact: true });
  await expect(block('Key partners')).toBeVisible();

  await test.step('at 1280 px: five columns, activities over resources, relationships over channels, costs beside revenue', async () => {
    const columns = ['Key partners', 'Key activities', 'Value propositions', 'Customer relationships', 'Customer segments'];
    const boxes = await Promise.all(columns.map((name) => box(block(name))));
    for (let index = 1; index < boxes.length; index++) {
      expect(boxes[index].x, `${columns[index]} is right of ${columns[index - 1]}`).toBeGreaterThanOrEqual(boxes[index - 1].x + boxes[index - 1].width);
      expect(Math.abs(boxes[index].y - boxes[0].y), `${columns[index]} starts on the top row`).toBeLessThan(2);
    }
    const [activities, resources, relationships, channels, partners, values, segments, costs, revenue] = await Promise.all(
      ['Key activities', 'Key resources', 'Customer relationships', 'Channels', 'Key partners', 'Value propositions', 'Customer segments', 'Cost structure', 'Revenue streams'].map(
        (name) => box(block(name)),
      ),
    );
    expect(Math.abs(resources.x - activities.x)).toBeLessThan(2);
    expect(resources.y).toBeGreaterThanOrEqual(activities.y + activities.height);
    expect(Math.abs(channels.x - relationships.x)).toBeLessThan(2);
    expect(channels.y).toBeGreaterThanOrEqual(relationships.y + relationships.height);
    // Partners, value propositions and segments span both upper rows.
    for (const tall of [partners, values, segments]) expect(Math.abs(tall.y + tall.height - (resources.y + resources.height))).toBeLessThan(2);
    expect(costs.y).toBeGreaterThanOrEqual(resources.y + resources.height);
    expect(Math.abs(revenue.y - costs.y)).toBeLessThan(2);
    expect(revenue.x).toBeGreaterThanOrEqual(costs.x + costs.width);
    expect(Math.abs(costs.x - partners.x)).toBeLessThan(2);
  });

  await test.step('a normal note shows all its text, without clipping', async () => {
    const text = 'Small and medium manufacturers in Europe who sell through distributors and want direct online orders.';
    const area = block('Customer segments');
    await area.getByRole('button', { name: 'Add note to Customer segments' }).click();
    const note = area.getByRole('textbox', { name: 'Note in Customer segments' });
    await andSaved(page, () => note.fill(text));
    const { scrollHeight, clientHeight, clientWidth } = await note.evaluate((element) => ({
      scrollHeight: element.scrollHeight,
      clientHeight: element.clientHeight,
      clientWidth: element.clientWidth,
    }));
    expect(scrollHeight).toBeLessThanOrEqual(clientHeight + 1);
    // The text has the note's whole width, not what the buttons leave of it.
    expect(clientWidth).toBeGreaterThan((await box(area)).width * 0.7);
  });

  await test.step('at 390 px: one column in the canvas order', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const regions = page.getByRole('region');
    await expect(regions).toHaveCount(9);
    const boxes = await Promise.all((await regions.all()).map(box));
    for (let index = 1; index < boxes.length; index++) {
      expect(Math.abs(boxes[index].x - boxes[0].x)).toBeLessThan(2);
      expect(Math.abs(boxes[index].width - boxes[0].width)).toBeLessThan(2);
      expect(boxes[index].y).toBeGreaterThanOrEqual(boxes[index - 1].y + boxes[index - 1].height);
    }
  });
});
