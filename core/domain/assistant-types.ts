/**
 * The AI assistant: shapes the assistant API answers and accepts (shared by the server and the assistant panel).
 * snake_case fields, numeric ids, ISO 8601 timestamps, as in api-types.ts.
 */

/** Where a conversation is about: a module or a project page (exactly one of the two). */
export interface AssistantSubject {
  moduleId?: number;
  projectId?: number;
}

/** GET /api/assistant/status?moduleId=|projectId= */
export interface AssistantStatus {
  /** False when no enabled chat model reaches the user's company. */
  chat: boolean;
  embeddings: boolean;
  /** Tokens used this month by the user's company and its monthly limit (null: no limit). */
  budget: { used: number; limit: number | null };
}

export type AssistantRole = 'user' | 'assistant';

export interface AssistantMessage {
  id: number;
  role: AssistantRole;
  content: string;
  created_at: string;
}

/** GET /api/assistant/conversation?moduleId=N | ?projectId=N */
export interface AssistantConversation {
  messages: AssistantMessage[];
}

/** POST /api/assistant/messages (answers text/event-stream of AssistantStreamEvent). */
export interface AssistantMessageCreate extends AssistantSubject {
  content: string;
}

/** One `data: <json>\n\n` event of the POST /api/assistant/messages stream. */
export type AssistantStreamEvent =
  | { type: 'delta'; text: string }
  | { type: 'done'; message: AssistantMessage }
  | { type: 'error'; code: string; message: string };

export const ASSISTANT_ACTIONS = ['suggest_risks', 'draft_user_stories', 'summarise', 'suggest_next_steps'] as const;
export type AssistantAction = (typeof ASSISTANT_ACTIONS)[number];

/** POST /api/assistant/suggestions */
export interface AssistantSuggestionRequest {
  moduleId: number;
  action: AssistantAction;
}

export type SuggestedShape = 'task' | 'event' | 'gateway';

export interface SuggestedItem {
  name: string;
  description: string;
  fields?: Record<string, string | number>;
  /** suggest_next_steps in a BPMN module: the shape to add and the element (by name) it follows. */
  shape?: SuggestedShape;
  follows?: string;
}

export interface AssistantSuggestions {
  action: AssistantAction;
  summary?: string;
  items: SuggestedItem[];
}

/** Error codes the assistant calls answer with (JSON before streaming, or an `error` event during it). */
export const ASSISTANT_ERROR_CODES = {
  notConfigured: 'assistant_not_configured',
  budgetExhausted: 'assistant_budget_exhausted',
  badAnswer: 'assistant_bad_answer',
  upstreamFailed: 'assistant_upstream_failed',
  timeout: 'assistant_timeout',
} as const;

export const ASSISTANT_API_PATHS = {
  status: '/api/assistant/status',
  conversation: '/api/assistant/conversation',
  messages: '/api/assistant/messages',
  suggestions: '/api/assistant/suggestions',
} as const;
