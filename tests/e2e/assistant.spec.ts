/**
 * The assistant panel in a risks module, against the fake OpenAI-compatible server on loopback (nothing reaches
 * the internet): a question's answer streams in and is announced when complete; "Suggest risks" offers a
 * checklist, two accepted risks appear in the list through the ordinary save path, and Undo takes the last one
 * away again. On a phone, a markdown answer is formatted, its table scrolls inside the panel, and its raw HTML and
 * `javascript:` link stay harmless text. The models this spec configures are deleted afterwards, so later specs see
 * no model.
 */
import type { Page } from '@playwright/test';
import { CHAT_ANSWER, startFakeOpenAiServer, type FakeOpenAiServer } from '../support/fake-openai-server';
import { apiAsPageUser, DEMO_PROJECT, expectAllSaved, signInWithTermsAccepted } from './app';
import { expect, test } from './fixtures';

const RUN = Date.now().toString(36);
const MODULE = `Assistant risks ${RUN}`;
const SUGGESTED = [
  { name: 'Supplier delay', description: 'The only supplier may deliver late.' },
  { name: 'Key person leaves', description: 'One person knows the billing system.' },
  { name: 'Scope creep', description: 'Requests keep arriving after the plan is fixed.' },
];

type Listed = { id: number; name: string };
const itemsOf = <T>(body: T[] | { items: T[] }): T[] => (Array.isArray(body) ? body : body.items);

let fake: FakeOpenAiServer;

test.beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  fake.jsonAnswer = { items: SUGGESTED };
});

test.afterAll(async () => {
  await fake.close();
});

/** As the system admin (also the company's admin): a chat model for the company, and a new risks module: its page. */
async function risksModuleWithModel(page: Page, moduleName = MODULE): Promise<{ url: string; modelId: number }> {
  await signInWithTermsAccepted(page, 'admin@acme.test');
  const api = await apiAsPageUser(page);
  const company = (await (await api.get('/api/current_company')).json()) as { id: number };
  const model = await api.post('/api/admin/llm_models', {
    name: `Fake chat ${moduleName}`,
    base_url: fake.baseUrl,
    model: 'fake-chat',
    api_key: 'sk-test',
    purpose: 'chat',
    is_default: true,
    companies: [{ company_id: company.id, monthly_token_budget: null }],
  });
  expect(model.status(), await model.text()).toBe(201);
  const projects = itemsOf<Listed>(await (await api.get(`/api/projects.json?search=${encodeURIComponent(DEMO_PROJECT)}`)).json());
  const projectId = projects.find((project) => project.name === DEMO_PROJECT)!.id;
  const created = await api.post(`/api/projects/${projectId}/project_scenario_modules.json`, { name: moduleName, type_key: 'Risks' });
  expect(created.status(), await created.text()).toBe(201);
  const moduleId = ((await created.json()) as { id: number }).id;
  return { url: `/projects/${projectId}/risks/${moduleId}`, modelId: ((await model.json()) as { id: number }).id };
}

test('the assistant answers about a risks module as it streams, and suggested risks are added and undone', async ({ page }) => {
  const { url, modelId } = await risksModuleWithModel(page);
  try {
    await page.goto(url);
    // A new list has no table yet, only its empty state.
    await expect(page.getByRole('button', { name: 'Add risk' })).toBeVisible();
    const table = page.getByRole('table', { name: MODULE });

    await test.step('open the panel with its shortcut and ask', async () => {
      await page.keyboard.press('Alt+Shift+KeyA');
      const input = page.getByRole('textbox', { name: 'Message to the assistant' });
      await input.fill('Which risks are missing?');
      await input.press('Enter');
      const conversation = page.getByRole('list', { name: 'Conversation with the assistant' });
      await expect(conversation).toContainText('Which risks are missing?');
      await expect(conversation).toContainText(CHAT_ANSWER);
      await expect(page.getByText(`The assistant answered: ${CHAT_ANSWER}`)).toBeAttached();
    });

    await test.step('accept two suggested risks: they show in the list', async () => {
      await page.getByRole('button', { name: 'Suggest risks' }).click();
      const suggestions = page.getByRole('list', { name: 'Suggestions' });
      await expect(suggestions.getByRole('listitem')).toHaveCount(SUGGESTED.length);
      await page.getByRole('button', { name: `Accept “${SUGGESTED[0].name}”` }).click();
      await page.getByRole('button', { name: `Accept “${SUGGESTED[1].name}”` }).click();
      const names = table.getByRole('rowheader');
      await expect(names).toHaveText([SUGGESTED[0].name, SUGGESTED[1].name]);
      await expectAllSaved(page);
    });

    await test.step('undo the last one', async () => {
      await expect(page.getByText(`“${SUGGESTED[1].name}” added`)).toBeVisible();
      await page.getByRole('button', { name: 'Undo' }).click();
      await expect(table.getByRole('rowheader')).toHaveText([SUGGESTED[0].name]);
      await expectAllSaved(page);
      await page.reload();
      await expect(page.getByRole('table', { name: MODULE }).getByRole('rowheader')).toHaveText([SUGGESTED[0].name]);
    });
  } finally {
    const api = await apiAsPageUser(page);
    await api.delete(`/api/admin/llm_models/${modelId}`);
  }
});

test('on a phone a markdown answer is formatted, its table scrolls in the panel, and raw HTML stays text', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { url, modelId } = await risksModuleWithModel(page, `Assistant markdown ${RUN}`);
  try {
    await page.goto(url);
    await expect(page.getByRole('button', { name: 'Add risk' })).toBeVisible();
    await page.keyboard.press('Alt+Shift+KeyA');
    const input = page.getByRole('textbox', { name: 'Message to the assistant' });
    await input.fill('FAKE_MARKDOWN: which risks?');
    await input.press('Enter');
    const answer = page.getByRole('list', { name: 'Conversation with the assistant' }).getByRole('listitem').nth(1);
    await expect(answer.getByText('Read the guide, not this.')).toBeVisible();
    await expect(answer.getByText('Supplier', { exact: true })).toHaveJSProperty('tagName', 'STRONG');
    await expect(answer.getByRole('link', { name: 'the guide' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(answer.getByRole('link')).toHaveCount(1);
    await expect(answer.getByText('<img src="x" onerror="window.pwned=1">')).toBeVisible();
    await expect(answer.locator('img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { pwned?: unknown }).pwned)).toBeUndefined();

    const table = answer.getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'Mitigation in detail' })).toBeAttached();
    const scroller = table.locator('xpath=..');
    const widths = await scroller.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(widths.scroll).toBeGreaterThan(widths.client);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  } finally {
    const api = await apiAsPageUser(page);
    await api.delete(`/api/admin/llm_models/${modelId}`);
  }
});
