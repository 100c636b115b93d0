import type { AdminPageEntry } from './admin-page-entry';

/** The system admin's language models page: the list, where each model is also edited and tested. */
export const LLM_MODELS_PAGES: readonly AdminPageEntry[] = [
  {
    path: 'llm-models',
    titleKey: 'llmModels.nav',
    inMenu: true,
    lazy: async () => ({ Component: (await import('./llm-models/llm-models-admin-page')).LlmModelsAdminPage }),
  },
];
