import { describe, expect, it } from 'vitest';
import { llmBudgetLevel } from './llm-budget-level';

describe('llmBudgetLevel', () => {
  it('is calm below 80%, warns from 80% and turns to error once the budget is spent', () => {
    expect(llmBudgetLevel(790, 1000)).toEqual({ percent: 79, colour: 'primary' });
    expect(llmBudgetLevel(800, 1000)).toEqual({ percent: 80, colour: 'warning' });
    expect(llmBudgetLevel(1000, 1000)).toEqual({ percent: 100, colour: 'error' });
  });

  it('shows an overrun as a full bar and a budget of 0 as spent', () => {
    expect(llmBudgetLevel(1500, 1000)).toEqual({ percent: 100, colour: 'error' });
    expect(llmBudgetLevel(0, 0)).toEqual({ percent: 100, colour: 'error' });
  });
});
