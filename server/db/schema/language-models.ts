/**
 * Language models reachable through the OpenAI-compatible API (data-layer.md §3 "LLM model"), the companies
 * each reaches with their monthly token budgets, the usage of every call ("AI usage per company"), and the
 * assistant's conversations.
 */
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, projectModules, projects, users } from './core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const llmModels = pgTable('llm_models', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** The API's base URL, e.g. https://api.openai.com/v1 (calls go to <base_url>/chat/completions). */
  base_url: text('base_url').notNull(),
  /** The model id the API expects, e.g. gpt-4o-mini. */
  model: text('model').notNull(),
  /** The API key sealed with the server's secret box (server/auth/secret-box.ts); '' for none. Never answered. */
  api_key_encrypted: text('api_key_encrypted').notNull().default(''),
  /** 'chat' | 'embeddings' (core/domain/llm-model-types.ts). */
  purpose: text('purpose').notNull(),
  /** The model a company gets for its purpose when several reach it. */
  is_default: boolean('is_default').notNull().default(false),
  created_at: at('created_at').notNull().defaultNow(),
  updated_at: at('updated_at').notNull().defaultNow(),
});

/** The companies a model is enabled for, each with its monthly token budget (null: no limit). */
export const llmModelCompanies = pgTable(
  'llm_model_companies',
  {
    model_id: integer('model_id').notNull().references(() => llmModels.id, { onDelete: 'cascade' }),
    company_id: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    monthly_token_budget: integer('monthly_token_budget'),
  },
  (t) => [uniqueIndex('llm_model_companies_unique').on(t.model_id, t.company_id), index('llm_model_companies_company_idx').on(t.company_id)],
);

/** One row per call to a model. */
export const llmUsage = pgTable(
  'llm_usage',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** null: the model configured by TESSERA_CHATBOT_URL, or a model deleted since. */
    model_id: integer('model_id').references(() => llmModels.id, { onDelete: 'set null' }),
    /** The model's name at the time of the call. */
    model_name: text('model_name').notNull(),
    purpose: text('purpose').notNull(),
    tokens_in: integer('tokens_in').notNull().default(0),
    tokens_out: integer('tokens_out').notNull().default(0),
    duration_ms: integer('duration_ms').notNull().default(0),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('llm_usage_company_idx').on(t.company_id, t.created_at)],
);

/** The assistant's messages: a conversation is a user's about one module, or about a project page (module null). */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    project_id: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    module_id: integer('module_id').references(() => projectModules.id, { onDelete: 'cascade' }),
    /** 'user' | 'assistant'. */
    role: text('role').notNull(),
    content: text('content').notNull(),
    /** An answer the user stopped: what had come so far. */
    stopped: boolean('stopped').notNull().default(false),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('assistant_messages_conversation_idx').on(t.user_id, t.project_id, t.module_id, t.id)],
);
