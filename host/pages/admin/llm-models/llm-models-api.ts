/** The calls of the language models admin page (/api/admin/llm_models). */
import { LLM_MODELS_API_PATH } from '../../../../core/domain/llm-model-types';

export const llmModelPaths = {
  list: `${LLM_MODELS_API_PATH}.json`,
  one: (id: number) => `${LLM_MODELS_API_PATH}/${id}.json`,
  testConnection: (id: number) => `${LLM_MODELS_API_PATH}/${id}/test_connection.json`,
};
