/**
 * Boards: a kanban card dragged to another column with a real pointer is there after a reload; the colour
 * filter fades the cards that do not match, with OR and with AND, and is kept after a reload; a change
 * management story dragged to another iteration is there after a reload; both kinds render in an embed frame; a big
 * board draws only the cards near the screen, and a far one is drawn once scrolled to and moved by keyboard to a column whose top is far above.
 */
import { createServer, type Server } from 'node:http';
import type { Locator, Page } from '@playwright/test';
import { andSaved, projectWithModules, signInWithTermsAccepted } from './app';
import { expect, test } from './fixtures';
import { freePort } from './server';

const OWNER = 'owner@acme.test';

type Api = Awaited<ReturnType<typeof projectWithModules>>['api'];

interface Seed {
  key: string;
  value: Record<string, unknown>;
  tag_ids?: number[];
}

/** Stores values of the module's attributes through bulk_create, in the order given. */
async function seed(api: Api, projectId: number, moduleId: number, values: Seed[]) {
  const attributes = (await (await api.get('/api/entity_attributes.json')).json()) as Array<{ id: number; key: string }>;
  const idOf = (key: string) => attributes.find((attribute) => attribute.key === key)!.id;
  const response = await api.post(`/api/projects/${projectId}/project_scenario_modules/${moduleId}/entity_values/bulk_create.json`, {
    entity_values: values.map(({ key, value, tag_ids }, position) => ({ entity_attribute_id: idOf(key), value, position, ...(tag_ids ? { tag_ids } : {}) })),
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/** Drags with the mouse, in steps, as a person does: press on the handle, move past the activation distance, drop. */
async function dragTo(page: Page, handle: Locator, target: Locator) {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + Math.min(to.height / 2, 40), { steps: 12 });
  await page.mouse.move(to.x + to.width / 2 + 2, to.y + Math.min(to.height / 2, 40) + 2, { steps: 2 });
  await page.mouse.up();
}

/** The first drawing of a board after a navigation loads its chunk and three or more stores: allow for a busy machine. */
const FIRST_DRAW = { timeout: 60_000 };

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const card = (scope: Page | Locator, name: string) => scope.getByRole('group', { name, exact: true });

test('a kanban card dragged to another column stays there after a reload', async ({ page }) => {
  await signInWithTermsAccepted(page, OWNER);
  const { api, project, ids } = await projectWithModules(page, 'Kanban drag', { KanbanBoards: 'Team board' });
  await seed(api, project.id, ids.KanbanBoards, [
    { key: 'KanbanColumn', value: { id: 'todo', title: 'To do' } },
    { key: 'KanbanColumn', value: { id: 'doing', title: 'Doing', wipLimit: 1 } },
    { key: 'KanbanCard', value: { title: 'Write tests', column: 'todo', checklist: [{ text: 'Unit', done: true }, { text: 'Browser', done: false }] } },
    { key: 'KanbanCard', value: { title: 'Review', column: 'doing' } },
  ]);

  await page.goto(`/projects/${project.id}/kanban/${ids.KanbanBoards}`);
  await expect(card(column(page, 'To do'), 'Write tests')).toBeVisible(FIRST_DRAW);
  await expect(card(column(page, 'To do'), 'Write tests').getByLabel('Checklist: 1 of 2 done')).toBeVisible();
  await expect(page.getByText('1 of 1')).toBeVisible();

  await andSaved(page, () => dragTo(page, page.getByRole('button', { name: 'Drag card “Write tests”' }), column(page, 'Doing')));
  await expect(card(column(page, 'Doing'), 'Write tests')).toBeVisible();
  await expect(page.getByText('Over the WIP limit: 2 cards, limit 1').first()).toBeVisible();

  await page.reload();
  await expect(card(column(page, 'Doing'), 'Write tests')).toBeVisible(FIRST_DRAW);
  await expect(card(column(page, 'To do'), 'Write tests')).toHaveCount(0);
});

test('a big board draws the cards near the screen; a far one, found by its title, is drawn when scrolled to, moved by keyboard to another column, and back to its title when scrolled away', async ({ page }) => {
  await signInWithTermsAccepted(page, OWNER);
  const { api, project, ids } = await projectWithModules(page, 'Big kanban', { KanbanBoards: 'Big board' });
  const CARDS = 240;
  await seed(api, project.id, ids.KanbanBoards, [
    { key: 'KanbanColumn', value: { id: 'todo', title: 'To do' } },
    { key: 'KanbanColumn', value: { id: 'done', title: 'Done' } },
    ...Array.from({ length: CARDS }, (_, index) => ({ key: 'KanbanCard', value: { title: `Task ${index + 1}`, column: 'todo' } })),
  ]);

  await page.goto(`/projects/${project.id}/kanban/${ids.KanbanBoards}`);
  const first = card(column(page, 'To do'), 'Task 1');
  const last = card(column(page, 'To do'), `Task ${CARDS}`);
  await expect(first.getByRole('button', { name: 'Drag card “Task 1”' })).toBeVisible(FIRST_DRAW);
  await expect(last).toHaveText(`Task ${CARDS}`);
  await expect(last.getByRole('button')).toHaveCount(0);

  await last.scrollIntoViewIfNeeded();
  const handle = last.getByRole('button', { name: `Drag card “Task ${CARDS}”` });
  await expect(handle).toBeVisible();
  await handle.focus();
  await andSaved(page, async () => {
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
  });
  await expect(card(column(page, 'Done'), `Task ${CARDS}`)).toBeVisible();
  await expect(card(column(page, 'To do'), `Task ${CARDS}`)).toHaveCount(0);

  await first.scrollIntoViewIfNeeded();
  await expect(first.getByRole('button', { name: 'Drag card “Task 1”' })).toBeVisible();
  await expect(card(column(page, 'To do'), `Task ${CARDS - 1}`).getByRole('button')).toHaveCount(0);
});

test('the colour filter fades the cards that do not match, with OR and with AND, and is kept', async ({ page }) => {
  await signInWithTermsAccepted(page, OWNER);
  const { api, project, ids, created } = await projectWithModules(page, 'Kanban filter', { KanbanBoards: 'Filtered board' });
  const urgent = await created<{ id: number }>(`/api/projects/${project.id}/tags.json`, { name: 'Urgent' });
  const customer = await created<{ id: number }>(`/api/projects/${project.id}/tags.json`, { name: 'Customer' });
  await seed(api, project.id, ids.KanbanBoards, [
    { key: 'KanbanColumn', value: { id: 'todo', title: 'To do' } },
    { key: 'KanbanCard', value: { title: 'Fix the outage', column: 'todo' }, tag_ids: [urgent.id] },
    { key: 'KanbanCard', value: { title: 'Call the client', column: 'todo' }, tag_ids: [customer.id] },
    { key: 'KanbanCard', value: { title: 'Urgent call', column: 'todo' }, tag_ids: [urgent.id, customer.id] },
    { key: 'KanbanCard', value: { title: 'Tidy up', column: 'todo' } },
  ]);

  await page.goto(`/projects/${project.id}/kanban/${ids.KanbanBoards}`);
  await expect(card(page, 'Tidy up')).toBeVisible(FIRST_DRAW);
  await expect(card(page, 'Tidy up')).not.toHaveAttribute('data-faded');
  const dialog = page.getByRole('dialog', { name: 'Colour filter' });
  const saved = () => page.waitForResponse((response) => response.url().includes('/preferences/board-colour-filter.') && response.request().method() === 'PUT');

  await page.getByRole('button', { name: 'Colour filter' }).click();
  await expect(dialog.getByRole('radio', { name: 'Any condition (OR)' })).toBeChecked();
  const tags = dialog.getByRole('combobox', { name: 'Tags' });
  for (const name of ['Urgent', 'Customer']) {
    const stored = saved();
    await tags.click();
    await page.getByRole('option', { name, exact: true }).click();
    expect((await stored).status()).toBe(200);
  }
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(card(page, 'Fix the outage')).not.toHaveAttribute('data-faded');
  await expect(card(page, 'Call the client')).not.toHaveAttribute('data-faded');
  await expect(card(page, 'Urgent call')).not.toHaveAttribute('data-faded');
  await expect(card(page, 'Tidy up')).toHaveAttribute('data-faded', 'true');

  await page.getByRole('button', { name: 'Colour filter (2)' }).click();
  const stored = saved();
  await dialog.getByRole('radio', { name: 'Every condition (AND)' }).check();
  expect((await stored).status()).toBe(200);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(card(page, 'Urgent call')).not.toHaveAttribute('data-faded');
  await expect(card(page, 'Fix the outage')).toHaveAttribute('data-faded', 'true');
  await expect(card(page, 'Call the client')).toHaveAttribute('data-faded', 'true');
  await expect(card(page, 'Tidy up')).toHaveAttribute('data-faded', 'true');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Colour filter (2)' })).toBeVisible(FIRST_DRAW);
  await expect(card(page, 'Fix the outage')).toHaveAttribute('data-faded', 'true');
  await expect(card(page, 'Urgent call')).not.toHaveAttribute('data-faded');
});

test('a story dragged to another iteration stays there after a reload', async ({ page }) => {
  await signInWithTermsAccepted(page, OWNER);
  const { api, project, ids } = await projectWithModules(page, 'Change stories', { ChangeManagementStories: 'Rollout stories' });
  await seed(api, project.id, ids.ChangeManagementStories, [
    { key: 'ChangeManagementCategory', value: { id: 'people', title: 'People' } },
    { key: 'ChangeManagementIteration', value: { id: 'i1', title: 'Sprint 1', startDate: '2026-12-01', endDate: '2026-12-14' } },
    { key: 'ChangeManagementIteration', value: { id: 'i2', title: 'Sprint 2' } },
    { key: 'ChangeManagementUserStory', value: { title: 'Train the team', category: 'people', iteration: 'i1', status: 'done' } },
    { key: 'ChangeManagementUserStory', value: { title: 'Announce the change', category: 'people', iteration: 'i1', status: 'todo' } },
  ]);

  await page.goto(`/projects/${project.id}/change-management-stories/${ids.ChangeManagementStories}`);
  await expect(page.getByRole('tab', { name: 'Categories', selected: true })).toBeVisible(FIRST_DRAW);
  await expect(card(column(page, 'People'), 'Train the team')).toBeVisible(FIRST_DRAW);
  await page.getByRole('tab', { name: 'Iterations' }).click();
  await expect(page.getByText('2026-12-01 – 2026-12-14')).toBeVisible();
  await expect(page.getByText('50% done (1 of 2)')).toBeVisible();

  await andSaved(page, () => dragTo(page, page.getByRole('button', { name: 'Drag story “Train the team”' }), column(page, 'Sprint 2')));
  await expect(card(column(page, 'Sprint 2'), 'Train the team')).toBeVisible();
  await expect(page.getByText('100% done (1 of 1)')).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: 'Iterations' }).click(FIRST_DRAW);
  await expect(card(column(page, 'Sprint 2'), 'Train the team')).toBeVisible(FIRST_DRAW);
  await page.getByRole('tab', { name: 'User Stories' }).click();
  await expect(page.getByRole('row', { name: /Train the team/ })).toContainText('Sprint 2', FIRST_DRAW);
});

test('each board kind renders in an embed frame', async ({ page, browser, server }) => {
  await signInWithTermsAccepted(page, OWNER);
  const { api, project, ids, created } = await projectWithModules(page, 'Embedded boards', {
    KanbanBoards: 'Embedded kanban',
    ChangeManagementStories: 'Embedded stories',
  });
  await seed(api, project.id, ids.KanbanBoards, [
    { key: 'KanbanColumn', value: { id: 'todo', title: 'To do' } },
    { key: 'KanbanCard', value: { title: 'Embedded card', column: 'todo' } },
  ]);
  await seed(api, project.id, ids.ChangeManagementStories, [
    { key: 'ChangeManagementCategory', value: { id: 'people', title: 'People' } },
    { key: 'ChangeManagementUserStory', value: { title: 'Embedded story', category: 'people' } },
  ]);
  const frames = await Promise.all(
    [ids.KanbanBoards, ids.ChangeManagementStories].map(async (moduleId) => {
      const link = await created<{ embed_url: string }>(`/api/projects/${project.id}/project_scenario_modules/${moduleId}/module_access_urls.json`, {});
      return new URL(link.embed_url, server.url).toString();
    }),
  );

  const port = await freePort();
  const host: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>Partner site</title>${frames
      .map((src, index) => `<iframe title="Board ${index}" src="${src}" width="900" height="500"></iframe>`)
      .join('')}`);
  });
  await new Promise<void>((resolve) => host.listen(port, '127.0.0.1', resolve));
  try {
    const context = await browser.newContext();
    const partner = await context.newPage();
    await partner.goto(`http://127.0.0.1:${port}/`);
    const kanban = partner.frameLocator('iframe[title="Board 0"]');
    await expect(card(kanban.locator('body'), 'Embedded card')).toBeVisible(FIRST_DRAW);
    await expect(kanban.getByRole('button', { name: /Drag card/ })).toHaveCount(0);
    const stories = partner.frameLocator('iframe[title="Board 1"]');
    await expect(card(stories.locator('body'), 'Embedded story')).toBeVisible(FIRST_DRAW);
    await expect(stories.getByRole('button', { name: /Add category/ })).toHaveCount(0);
    await context.close();
  } finally {
    await new Promise<void>((resolve) => host.close(() => resolve()));
  }
});
