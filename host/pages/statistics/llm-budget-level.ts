/** From this share of a monthly token budget on, the budget bar warns. */
export const LLM_BUDGET_WARNING_SHARE = 0.8;

export interface LlmBudgetLevel {
  /** How much of the budget is used, 0 to 100 (a budget overrun shows full). */
  percent: number;
  /** The bar's colour: the assistant refuses once a budget is spent. */
  colour: 'primary' | 'warning' | 'error';
}

/** Where a limited budget stands; a budget of 0 is spent from the start. */
export function llmBudgetLevel(used: number, limit: number): LlmBudgetLevel {
  const share = limit > 0 ? used / limit : 1;
  const colour = share >= 1 ? 'error' : share >= LLM_BUDGET_WARNING_SHARE ? 'warning' : 'primary';
  return { percent: Math.min(100, Math.round(share * 100)), colour };
}
