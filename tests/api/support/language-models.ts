/** Language models pointed at the fake OpenAI server, for the API tests of the models and the assistant. */
import type { LlmModel, LlmModelInput } from '../../../core/domain/llm-model-types';
import type { ApiClient } from '../harness';
import { expectStatus } from './workspace';

export const LLM_MODELS = '/api/admin/llm_models.json';
export const llmModelPath = (id: number, action = '') => `/api/admin/llm_models/${id}${action}.json`;
export const FAKE_API_KEY = 'sk-fake-0123456789abcdefSECRET';

/** Creates a model through the API as the system admin; the fake's base URL and a key unless given. */
export async function createModel(admin: ApiClient, baseUrl: string, input: LlmModelInput = {}): Promise<LlmModel> {
  return expectStatus<LlmModel>(
    await admin.post(LLM_MODELS, { name: 'Fake GPT', base_url: baseUrl, model: 'fake-gpt', purpose: 'chat', api_key: FAKE_API_KEY, ...input }),
    201,
  );
}
