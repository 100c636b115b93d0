import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMPANY_LLM_BUDGETS_PATH, type CompanyLlmBudget, type LlmConnectionTest, type LlmModel } from '../../core/domain/llm-model-types';
import { llmModels } from '../../server/db/schema';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../support/fake-openai-server';
import { createModel, FAKE_API_KEY, LLM_MODELS, llmModelPath } from './support/language-models';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus, failingFields } from './support/workspace';

// The machine the suite runs on may be busy: starting the server and signing everyone in can take a while.
vi.setConfig({ hookTimeout: 180_000, testTimeout: 60_000 });
const { t, as, seed } = useSignedInServer();

describe('language models (system admins)', () => {
  let fake: FakeOpenAiServer;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
  });
  afterAll(() => fake.close());

  it('stores the API key encrypted and never answers it', async () => {
    const created = await createModel(as.admin, fake.baseUrl, { companies: [{ company_id: seed.companies.acme, monthly_token_budget: 1000 }] });
    expect(created).toMatchObject({ name: 'Fake GPT', model: 'fake-gpt', purpose: 'chat', has_api_key: true, is_default: false, companies: [{ company_id: seed.companies.acme, company_name: 'Acme', monthly_token_budget: 1000 }] });
    const [row] = await t.db.select().from(llmModels).where(eq(llmModels.id, created.id));
    expect(row.api_key_encrypted).not.toContain(FAKE_API_KEY);
    expect(row.api_key_encrypted.length).toBeGreaterThan(FAKE_API_KEY.length);

    const answers = [
      await as.admin.get(LLM_MODELS),
      await as.admin.get(llmModelPath(created.id)),
      await as.admin.put(llmModelPath(created.id), { name: 'Renamed' }),
      await as.admin.post(llmModelPath(created.id, '/test_connection')),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(FAKE_API_KEY);
      expect(res.body).not.toContain('"api_key"');
    }
    // The key went to the model, and only there.
    expect(fake.requests.at(-1)?.authorization).toBe(`Bearer ${FAKE_API_KEY}`);
  });

  it('keeps the key when a change leaves it out, removes it when empty', async () => {
    const created = await createModel(as.admin, fake.baseUrl);
    expect(expectStatus<LlmModel>(await as.admin.put(llmModelPath(created.id), { model: 'other' }), 200).has_api_key).toBe(true);
    expect(expectStatus<LlmModel>(await as.admin.put(llmModelPath(created.id), { api_key: '' }), 200).has_api_key).toBe(false);
    expectStatus(await as.admin.post(llmModelPath(created.id, '/test_connection')), 200);
    expect(fake.requests.at(-1)?.authorization).toBeUndefined();
  });

  it('tests the connection: ok with the answer, or the upstream error in words', async () => {
    const chat = await createModel(as.admin, fake.baseUrl);
    const ok = expectStatus<LlmConnectionTest>(await as.admin.post(llmModelPath(chat.id, '/test_connection')), 200);
    expect(ok.ok).toBe(true);
    expect(ok.message).toContain('Three risks');

    const embeddings = await createModel(as.admin, fake.baseUrl, { purpose: 'embeddings', model: 'fake-embed' });
    expect(expectStatus<LlmConnectionTest>(await as.admin.post(llmModelPath(embeddings.id, '/test_connection')), 200)).toMatchObject({ ok: true });

    const refused = await createModel(as.admin, fake.baseUrl, { model: 'FAKE_ERROR_401' });
    const failed = expectStatus<LlmConnectionTest>(await as.admin.post(llmModelPath(refused.id, '/test_connection')), 200);
    expect(failed).toEqual({ ok: false, message: 'The model answered 401: Incorrect API key provided.' });

    const nowhere = await createModel(as.admin, 'http://127.0.0.1:9/v1');
    const unreachable = expectStatus<LlmConnectionTest>(await as.admin.post(llmModelPath(nowhere.id, '/test_connection')), 200);
    expect(unreachable.ok).toBe(false);
    expect(unreachable.message).toContain('could not be reached');
  });

  it('keeps one default per purpose', async () => {
    const first = await createModel(as.admin, fake.baseUrl, { is_default: true });
    const second = await createModel(as.admin, fake.baseUrl, { is_default: true });
    const embeddings = await createModel(as.admin, fake.baseUrl, { purpose: 'embeddings', is_default: true });
    const all = expectStatus<LlmModel[]>(await as.admin.get(LLM_MODELS), 200);
    const byId = new Map(all.map((m) => [m.id, m]));
    expect([byId.get(first.id)?.is_default, byId.get(second.id)?.is_default, byId.get(embeddings.id)?.is_default]).toEqual([false, true, true]);
  });

  it('refuses bad input and unknown companies', async () => {
    expect(failingFields(await as.admin.post(LLM_MODELS, { name: 'x', base_url: 'ftp://nowhere', model: 'm', purpose: 'chat' }))).toEqual(['base_url']);
    expect(failingFields(await as.admin.post(LLM_MODELS, { name: 'x', base_url: fake.baseUrl, model: 'm', purpose: 'chat', companies: [{ company_id: 999_999, monthly_token_budget: null }] }))).toEqual(['companies']);
    expectStatus(await as.admin.post(LLM_MODELS, { name: 'x', base_url: fake.baseUrl, model: 'm', purpose: 'poetry' }), 422);
  });

  it('deletes a model', async () => {
    const created = await createModel(as.admin, fake.baseUrl);
    expect(expectStatus<LlmModel>(await as.admin.delete(llmModelPath(created.id)), 200).id).toBe(created.id);
    expectStatus(await as.admin.get(llmModelPath(created.id)), 404);
  });

  it('shows company admins the models their company reaches, with the month\'s usage and budget', async () => {
    await createModel(as.admin, fake.baseUrl, { name: 'Budgeted', companies: [{ company_id: seed.companies.acme, monthly_token_budget: 5000 }] });
    await createModel(as.admin, fake.baseUrl, { name: 'Globex only', companies: [{ company_id: seed.companies.globex, monthly_token_budget: null }] });
    const budgets = expectStatus<CompanyLlmBudget[]>(await as.owner.get(COMPANY_LLM_BUDGETS_PATH), 200);
    expect(budgets).toContainEqual({ model_name: 'Budgeted', purpose: 'chat', used: 0, limit: 5000 });
    expect(budgets.map((b) => b.model_name)).not.toContain('Globex only');
    expectStatus(await as.editor.get(COMPANY_LLM_BUDGETS_PATH), 403);
  });

  it('is for system admins only', async () => {
    const created = await createModel(as.admin, fake.baseUrl);
    for (const client of [as.owner, as.editor]) {
      expectStatus(await client.get(LLM_MODELS), 403);
      expectStatus(await client.post(llmModelPath(created.id, '/test_connection')), 403);
      expectStatus(await client.put(llmModelPath(created.id), { name: 'mine' }), 403);
    }
    expectStatus(await t.anonymous.get(LLM_MODELS), 401);
  });
});
