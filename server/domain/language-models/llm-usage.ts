/**
 * The ledger of calls to language models (llm_usage): one row per call with its company, user, model, tokens
 * and time, and the same call as an 'ai_request' user event, which the AI-usage statistics read. Budgets are
 * tokens (in and out) per company and model per calendar month (UTC).
 */
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { LlmPurpose } from '../../../core/domain/llm-model-types';
import { ASSISTANT_ERROR_CODES } from '../../../core/domain/assistant-types';
import type { Queryable } from '../../db/client';
import { llmUsage } from '../../db/schema';
import { ApiError } from '../../errors';
import { recordAiRequest } from '../user-events/record-user-event';
import type { ChosenModel } from './model-choice';
import type { TokenUsage } from './openai-client';

/** Who a call is made for. */
export interface LlmCaller {
  companyId: number;
  userId: number;
  projectId?: number | null;
  moduleId?: number | null;
}

function monthStart(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** Tokens the company used on the model since the start of this month. */
export async function tokensUsedThisMonth(db: Queryable, companyId: number, modelId: number | null): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${llmUsage.tokens_in} + ${llmUsage.tokens_out}), 0)` })
    .from(llmUsage)
    .where(and(eq(llmUsage.company_id, companyId), modelId === null ? isNull(llmUsage.model_id) : eq(llmUsage.model_id, modelId), gte(llmUsage.created_at, monthStart())));
  return Number(row?.used ?? 0);
}

export interface BudgetState {
  used: number;
  limit: number | null;
}

export async function budgetState(db: Queryable, companyId: number, model: ChosenModel): Promise<BudgetState> {
  return { used: await tokensUsedThisMonth(db, companyId, model.id), limit: model.monthlyTokenBudget };
}

/** 429 assistant_budget_exhausted once the month's tokens reach the budget. */
export async function assertWithinBudget(db: Queryable, companyId: number, model: ChosenModel): Promise<void> {
  const { used, limit } = await budgetState(db, companyId, model);
  if (limit !== null && used >= limit) {
    throw new ApiError(429, ASSISTANT_ERROR_CODES.budgetExhausted, `Your company has used its ${limit} tokens of this month on ${model.name}. Ask your company admin or a system admin to raise the budget.`);
  }
}

export async function recordLlmCall(
  db: Queryable,
  caller: LlmCaller,
  model: ChosenModel,
  purpose: LlmPurpose,
  usage: TokenUsage,
  durationMs: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(llmUsage).values({
      company_id: caller.companyId,
      user_id: caller.userId,
      model_id: model.id,
      model_name: model.name,
      purpose,
      tokens_in: usage.tokens_in,
      tokens_out: usage.tokens_out,
      duration_ms: Math.round(durationMs),
    });
    await recordAiRequest(tx, { user_id: caller.userId, company_id: caller.companyId, project_id: caller.projectId, module_id: caller.moduleId }, { model: model.name, ...usage });
  });
}
