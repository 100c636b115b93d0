/**
 * Language models of the system admin's /admin/llm-models page (/api/admin/llm_models, data-layer.md §3 and §7).
 * The API key goes in and never comes back: answers say whether one is stored.
 */
import type { Id } from './api-types';

export const LLM_PURPOSES = ['chat', 'embeddings'] as const;
export type LlmPurpose = (typeof LLM_PURPOSES)[number];

/** A company a model is enabled for, with its monthly token budget (null: no limit). */
export interface LlmModelCompany {
  company_id: Id;
  monthly_token_budget: number | null;
}

/** A company as a model's answer names it. */
export interface LlmModelCompanyAnswer extends LlmModelCompany {
  company_name: string;
}

export interface LlmModel {
  id: Id;
  name: string;
  base_url: string;
  model: string;
  has_api_key: boolean;
  purpose: LlmPurpose;
  is_default: boolean;
  companies: LlmModelCompanyAnswer[];
  created_at: string;
  updated_at: string;
}

/** POST and PUT body; on PUT an absent api_key keeps the stored one and '' removes it. */
export interface LlmModelInput {
  name?: string;
  base_url?: string;
  model?: string;
  api_key?: string;
  purpose?: LlmPurpose;
  is_default?: boolean;
  companies?: LlmModelCompany[];
}

/** POST /api/admin/llm_models/{id}/test_connection.json */
export interface LlmConnectionTest {
  ok: boolean;
  /** The upstream error in words when not ok; the model's answer in a few words when ok. */
  message: string;
}

export const LLM_MODELS_API_PATH = '/api/admin/llm_models';

/** GET /api/company_admin/llm_budgets.json: a company admin's view of the models their company reaches. */
export interface CompanyLlmBudget {
  model_name: string;
  purpose: LlmPurpose;
  /** Tokens (in and out) the company used on the model this calendar month (UTC). */
  used: number;
  /** The monthly token budget; null: no limit. */
  limit: number | null;
}

export const COMPANY_LLM_BUDGETS_PATH = '/api/company_admin/llm_budgets.json';
