import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AssistantConversation, AssistantStatus, AssistantSuggestions } from '../../core/domain/assistant-types';
import type { LlmModel } from '../../core/domain/llm-model-types';
import { assistantMessages, llmUsage, userEvents } from '../../server/db/schema';
import { CHAT_ANSWER, FAKE_USAGE, startFakeOpenAiServer, type FakeOpenAiServer } from '../support/fake-openai-server';
import { askAssistant, readEvents } from './support/assistant-stream';
import { createModuleLink, withSessionToken } from './support/sharing';
import { createModel, FAKE_API_KEY, llmModelPath } from './support/language-models';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus } from './support/workspace';

// The machine the suite runs on may be busy: starting the server and signing everyone in can take a while.
vi.setConfig({ hookTimeout: 180_000, testTimeout: 60_000 });
const { t, as, seed, onboarding } = useSignedInServer();

const STATUS = '/api/assistant/status';
const CONVERSATION = '/api/assistant/conversation';
const SUGGESTIONS = '/api/assistant/suggestions';

describe('the assistant', () => {
  let fake: FakeOpenAiServer;
  let baseUrl: string;
  let model: LlmModel;
  const risks = () => seed.modules.risks as number;
  const bpmn = () => seed.orderProcess.modules.Bpmns;
  const conversation = async (moduleId: number, client = as.editor) =>
    expectStatus<AssistantConversation>(await client.get(CONVERSATION, { query: { moduleId: String(moduleId) } }), 200).messages;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => fake.close());

  it('without a model says so and refuses to answer', async () => {
    expect(expectStatus<AssistantStatus>(await as.editor.get(STATUS, { query: { moduleId: String(risks()) } }), 200)).toEqual({ chat: false, embeddings: false, budget: { used: 0, limit: null } });
    const refused = await as.editor.post('/api/assistant/messages', { moduleId: risks(), content: 'Hello?' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'assistant_not_configured' });
    model = await createModel(as.admin, fake.baseUrl, { companies: [{ company_id: seed.companies.acme, monthly_token_budget: null }] });
    expect(expectStatus<AssistantStatus>(await as.editor.get(STATUS, { query: { projectId: String(onboarding) } }), 200).chat).toBe(true);
  });

  it('streams the answer in pieces, stores both messages and records the usage', async () => {
    const answer = await readEvents(await askAssistant(baseUrl, as.editor, { moduleId: risks(), content: 'Which risks are missing?' }));
    expect(answer.status).toBe(200);
    const deltas = answer.events.filter((e) => e.type === 'delta');
    expect(deltas.length).toBeGreaterThan(3);
    expect(answer.reads).toBeGreaterThan(1);
    expect(deltas.map((d) => d.text).join('')).toBe(CHAT_ANSWER);
    const done = answer.events.at(-1);
    expect(done).toMatchObject({ type: 'done', message: { role: 'assistant', content: CHAT_ANSWER } });

    // The model read the list's items as context and the key went to it.
    const sent = fake.requests.at(-1)!;
    expect(sent.authorization).toBe(`Bearer ${FAKE_API_KEY}`);
    const system = (sent.body.messages as Array<{ content: string }>)[0].content;
    expect(system).toContain('Key people leave');
    expect(system).toContain('Supplier delay');

    expect((await conversation(risks())).map((m) => [m.role, m.content])).toEqual([['user', 'Which risks are missing?'], ['assistant', CHAT_ANSWER]]);
    expect(await conversation(risks(), as.viewer)).toEqual([]);

    const usage = await t.db.select().from(llmUsage).where(eq(llmUsage.company_id, seed.companies.acme));
    expect(usage).toHaveLength(1);
    expect(usage[0]).toMatchObject({ user_id: seed.users.editor, model_id: model.id, model_name: 'Fake GPT', purpose: 'chat', tokens_in: FAKE_USAGE.prompt_tokens, tokens_out: FAKE_USAGE.completion_tokens });
    const events = await t.db.select().from(userEvents).where(and(eq(userEvents.kind, 'ai_request'), eq(userEvents.user_id, seed.users.editor)));
    expect(events.at(-1)).toMatchObject({ module_id: risks(), details: { model: 'Fake GPT', tokens_in: 40, tokens_out: 12 } });

    expect((await as.editor.delete(CONVERSATION, undefined, { query: { moduleId: String(risks()) } })).statusCode).toBe(204);
    expect(await conversation(risks())).toEqual([]);
  });

  it('gives the project page its sections and modules, and a diagram its elements and flows', async () => {
    await readEvents(await askAssistant(baseUrl, as.editor, { projectId: onboarding, content: 'What is in here?' }));
    expect((fake.requests.at(-1)!.body.messages as Array<{ content: string }>)[0].content).toMatch(/Section "[^"]+":\n- /);
    await readEvents(await askAssistant(baseUrl, as.owner, { moduleId: bpmn(), content: 'What comes next?' }));
    const diagram = (fake.requests.at(-1)!.body.messages as Array<{ content: string }>)[0].content;
    expect(diagram).toContain('- Check stock [Activity]');
    expect(diagram).toContain('Place order -> Check stock');
  });

  it('stops when the user closes the request: the upstream call ends and what came is stored, marked stopped', async () => {
    const stop = new AbortController();
    const before = fake.abortedStreams;
    const answer = await readEvents(await askAssistant(baseUrl, as.editor, { moduleId: risks(), content: 'FAKE_STOPPABLE tell me everything' }, stop.signal), { stopAfter: 3, stop });
    expect(answer.events.filter((e) => e.type === 'delta')).toHaveLength(3);
    await vi.waitFor(async () => {
      const [stored] = await t.db.select().from(assistantMessages).where(and(eq(assistantMessages.module_id, risks()), eq(assistantMessages.role, 'assistant')));
      expect(stored).toMatchObject({ stopped: true });
      expect(stored.content.startsWith('word0 word1 word2')).toBe(true);
      expect(stored.content.split(' ').length).toBeLessThan(400);
      expect(fake.abortedStreams).toBe(before + 1);
    }, { timeout: 10_000, interval: 100 });
    await as.editor.delete(CONVERSATION, undefined, { query: { moduleId: String(risks()) } });
  });

  it('reports an upstream failure and a timeout as error events', async () => {
    const failed = await readEvents(await askAssistant(baseUrl, as.editor, { moduleId: risks(), content: 'FAKE_ERROR_500' }));
    expect(failed.events).toEqual([{ type: 'error', code: 'assistant_upstream_failed', message: 'The model answered 500: The fake model broke on purpose.' }]);
    expect((await conversation(risks())).map((m) => m.role)).toEqual(['user']);
    // The conversation is sent with each question: start over, or the magic word above would fail the next one too.
    await as.editor.delete(CONVERSATION, undefined, { query: { moduleId: String(risks()) } });
    const timeout = t.config.llmTimeoutMs;
    t.config.llmTimeoutMs = 1000;
    try {
      const slow = await readEvents(await askAssistant(baseUrl, as.editor, { moduleId: risks(), content: 'FAKE_SLOW' }));
      expect(slow.events.at(-1)).toMatchObject({ type: 'error', code: 'assistant_timeout' });
    } finally {
      t.config.llmTimeoutMs = timeout;
    }
    expect((await conversation(risks())).map((m) => m.role)).toEqual(['user']);
    await as.editor.delete(CONVERSATION, undefined, { query: { moduleId: String(risks()) } });
  });

  it('refuses past the monthly budget and shows the budget', async () => {
    expectStatus(await as.admin.put(llmModelPath(model.id), { companies: [{ company_id: seed.companies.acme, monthly_token_budget: 10 }] }), 200);
    const status = expectStatus<AssistantStatus>(await as.viewer.get(STATUS, { query: { moduleId: String(risks()) } }), 200);
    expect(status.budget.limit).toBe(10);
    expect(status.budget.used).toBeGreaterThanOrEqual(FAKE_USAGE.prompt_tokens + FAKE_USAGE.completion_tokens);
    const refused = await askAssistant(baseUrl, as.viewer, { moduleId: risks(), content: 'One more?' });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: 'assistant_budget_exhausted' });
    expectStatus(await as.viewer.post(SUGGESTIONS, { moduleId: risks(), action: 'summarise' }), 429);
    expect(await conversation(risks(), as.viewer)).toEqual([]);
    expectStatus(await as.admin.put(llmModelPath(model.id), { companies: [{ company_id: seed.companies.acme, monthly_token_budget: null }] }), 200);
  });

  it('answers only about what the caller may read', async () => {
    expectStatus(await as.viewer.get(CONVERSATION, { query: { moduleId: String(risks()) } }), 200);
    expectStatus(await as.restricted.get(CONVERSATION, { query: { moduleId: String(risks()) } }), 403);
    expectStatus(await as.globex.get(STATUS, { query: { projectId: String(onboarding) } }), 404);
    expectStatus(await as.globex.post('/api/assistant/messages', { moduleId: risks(), content: 'Let me in' }), 404);
    expectStatus(await as.globex.post(SUGGESTIONS, { moduleId: risks(), action: 'summarise' }), 404);
    expectStatus(await as.editor.get(STATUS, { query: { moduleId: String(risks()), projectId: String(onboarding) } }), 400);
    expectStatus(await as.editor.get(STATUS), 400);
    expectStatus(await t.anonymous.get(STATUS, { query: { projectId: String(onboarding) } }), 401);
    // A share link's visitor reads the module but has no account to talk to the assistant with.
    const link = await createModuleLink(as.owner, onboarding, risks());
    const visitor = withSessionToken(t.anonymous, `${link.project_access_id}:${link.access_id}`);
    expectStatus(await visitor.get(STATUS, { query: { moduleId: String(risks()) } }), 403);
    expectStatus(await visitor.post('/api/assistant/messages', { moduleId: risks(), content: 'Hi' }), 403);
  });

  it('suggests items from the model\'s JSON, keeping only what fits', async () => {
    fake.jsonAnswer = { items: [{ name: 'Budget overrun', description: 'Costs grow.', fields: { description: 'Costs grow.', bogus: 'x' } }, { nope: 1 }, 'text'] };
    const risksSuggested = expectStatus<AssistantSuggestions>(await as.editor.post(SUGGESTIONS, { moduleId: risks(), action: 'suggest_risks' }), 200);
    expect(risksSuggested).toEqual({ action: 'suggest_risks', items: [{ name: 'Budget overrun', description: 'Costs grow.', fields: { description: 'Costs grow.' } }] });
    expect(fake.requests.at(-1)!.body.response_format).toEqual({ type: 'json_object' });

    fake.jsonAnswer = { summary: 'Two risks about people and suppliers.', items: [] };
    expect(expectStatus<AssistantSuggestions>(await as.viewer.post(SUGGESTIONS, { moduleId: risks(), action: 'summarise' }), 200)).toEqual({ action: 'summarise', summary: 'Two risks about people and suppliers.', items: [] });

    fake.jsonAnswer = { items: [{ name: 'Send invoice', description: 'Bill the customer.', shape: 'task', follows: 'Ship order' }, { name: 'Lost', shape: 'task' }] };
    const next = expectStatus<AssistantSuggestions>(await as.owner.post(SUGGESTIONS, { moduleId: bpmn(), action: 'suggest_next_steps' }), 200);
    expect(next.items).toEqual([{ name: 'Send invoice', description: 'Bill the customer.', shape: 'task', follows: 'Ship order' }]);
    expectStatus(await as.editor.post(SUGGESTIONS, { moduleId: risks(), action: 'suggest_next_steps' }), 422);
  });

  it('refuses a bad answer with 502, never a crash', async () => {
    for (const answer of ['{not json', '"just a string"', { items: [{ description: 'no name' }] }, { summary: 42 }]) {
      fake.jsonAnswer = answer;
      const res = await as.editor.post(SUGGESTIONS, { moduleId: risks(), action: typeof answer === 'object' && 'summary' in answer ? 'summarise' : 'suggest_risks' });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ error: 'assistant_bad_answer' });
    }
  });
});
