/** JSON Schemas of language models (/api/admin/llm_models) and of the assistant (/api/assistant/*). */
import { Type } from 'typebox';
import { IdSchema } from './resource-schema';

const PurposeSchema = Type.Union([Type.Literal('chat'), Type.Literal('embeddings')]);
const ActionSchema = Type.Union([
  Type.Literal('suggest_risks'),
  Type.Literal('draft_user_stories'),
  Type.Literal('summarise'),
  Type.Literal('suggest_next_steps'),
]);

const LlmModelCompanySchema = Type.Object(
  {
    company_id: IdSchema,
    monthly_token_budget: Type.Union([Type.Integer({ minimum: 0, maximum: 2_000_000_000 }), Type.Null()], { description: 'Tokens (in and out) per calendar month; null: no limit.' }),
  },
  { additionalProperties: false },
);

export const LlmModelSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  base_url: Type.String(),
  model: Type.String(),
  has_api_key: Type.Boolean({ description: 'The key itself is never answered.' }),
  purpose: PurposeSchema,
  is_default: Type.Boolean(),
  companies: Type.Array(Type.Object({ company_id: Type.Integer(), company_name: Type.String(), monthly_token_budget: Type.Union([Type.Integer(), Type.Null()]) })),
  created_at: Type.String(),
  updated_at: Type.String(),
});

const fields = {
  name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  base_url: Type.String({ minLength: 1, maxLength: 2000, description: 'The OpenAI-compatible API base, e.g. https://api.openai.com/v1.' }),
  model: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S', description: 'The model id the API expects, e.g. gpt-4o-mini.' }),
  api_key: Type.String({ maxLength: 4000, description: 'Stored encrypted, never answered. On change: absent keeps it, empty removes it.' }),
  purpose: PurposeSchema,
  is_default: Type.Boolean({ description: 'The model companies get for its purpose when several reach them; one per purpose.' }),
  companies: Type.Array(LlmModelCompanySchema, { maxItems: 10_000, description: 'The companies the model is enabled for.' }),
};

export const LlmModelCreateSchema = Type.Object(
  {
    name: fields.name,
    base_url: fields.base_url,
    model: fields.model,
    purpose: fields.purpose,
    api_key: Type.Optional(fields.api_key),
    is_default: Type.Optional(fields.is_default),
    companies: Type.Optional(fields.companies),
  },
  { additionalProperties: false },
);

export const LlmModelUpdateSchema = Type.Partial(Type.Object(fields), { additionalProperties: false });

export const LlmModelIdParamsSchema = Type.Object({ id: IdSchema });

export const LlmConnectionTestSchema = Type.Object({ ok: Type.Boolean(), message: Type.String() });

/** ?moduleId=N or ?projectId=N: exactly one (the server refuses neither and both). */
export const AssistantSubjectQuerySchema = Type.Object(
  { moduleId: Type.Optional(IdSchema), projectId: Type.Optional(IdSchema) },
  { additionalProperties: false },
);

export const AssistantStatusSchema = Type.Object({
  chat: Type.Boolean(),
  embeddings: Type.Boolean(),
  budget: Type.Object({ used: Type.Number(), limit: Type.Union([Type.Number(), Type.Null()]) }),
});

export const AssistantMessageSchema = Type.Object({
  id: Type.Integer(),
  role: Type.Union([Type.Literal('user'), Type.Literal('assistant')]),
  content: Type.String(),
  created_at: Type.String(),
});

export const AssistantConversationSchema = Type.Object({ messages: Type.Array(AssistantMessageSchema) });

/** The longest question the assistant takes. */
export const ASSISTANT_MESSAGE_MAX_LENGTH = 8000;

export const AssistantMessageCreateSchema = Type.Object(
  {
    moduleId: Type.Optional(IdSchema),
    projectId: Type.Optional(IdSchema),
    content: Type.String({ minLength: 1, maxLength: ASSISTANT_MESSAGE_MAX_LENGTH, pattern: '\\S' }),
  },
  { additionalProperties: false },
);

export const AssistantSuggestionRequestSchema = Type.Object(
  { moduleId: IdSchema, action: ActionSchema },
  { additionalProperties: false },
);

export const AssistantSuggestionsSchema = Type.Object({
  action: ActionSchema,
  summary: Type.Optional(Type.String()),
  items: Type.Array(
    Type.Object({
      name: Type.String(),
      description: Type.String(),
      fields: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
      shape: Type.Optional(Type.Union([Type.Literal('task'), Type.Literal('event'), Type.Literal('gateway')])),
      follows: Type.Optional(Type.String()),
    }),
  ),
});
