import { describe, expect, it } from 'vitest';
import { ApiError } from '../../errors';
import { MAX_SUGGESTED_ITEMS, parseSuggestions } from './suggestion-answer';

const refusal = (answer: string, action: Parameters<typeof parseSuggestions>[1] = 'suggest_risks') => {
  try {
    parseSuggestions(answer, action);
  } catch (error) {
    return error instanceof ApiError ? [error.statusCode, error.error] : error;
  }
  return null;
};

describe('reading the model\'s suggestions', () => {
  it('takes an object in a Markdown fence, drops what does not fit and keeps declared fields', () => {
    const answer = '```json\n{"items": [{"name": " Fire ", "description": "Burns", "fields": {"impact": 3, "owner": {"x": 1}, "other": "y"}}, {"description": "no name"}, 7]}\n```';
    expect(parseSuggestions(answer, 'suggest_risks', ['impact', 'owner'])).toEqual({ action: 'suggest_risks', items: [{ name: 'Fire', description: 'Burns', fields: { impact: 3 } }] });
  });

  it('gives next steps a shape (task unless a known one) and needs the element they follow', () => {
    const answer = JSON.stringify({ items: [{ name: 'Bill', shape: 'gateway', follows: 'Ship' }, { name: 'Odd', shape: 'cloud', follows: 'Ship' }, { name: 'Lost' }] });
    expect(parseSuggestions(answer, 'suggest_next_steps').items).toEqual([
      { name: 'Bill', description: '', shape: 'gateway', follows: 'Ship' },
      { name: 'Odd', description: '', shape: 'task', follows: 'Ship' },
    ]);
  });

  it('keeps at most the allowed number of items', () => {
    const items = Array.from({ length: MAX_SUGGESTED_ITEMS + 5 }, (_, i) => ({ name: `Risk ${i}` }));
    expect(parseSuggestions(JSON.stringify({ items }), 'suggest_risks').items).toHaveLength(MAX_SUGGESTED_ITEMS);
  });

  it('refuses what holds nothing usable as a bad answer (502), never a crash', () => {
    expect(refusal('not json at all')).toEqual([502, 'assistant_bad_answer']);
    expect(refusal('[1, 2]')).toEqual([502, 'assistant_bad_answer']);
    expect(refusal('{"items": []}')).toEqual([502, 'assistant_bad_answer']);
    expect(refusal('{"items": []}', 'summarise')).toEqual([502, 'assistant_bad_answer']);
    expect(refusal('{"summary": "Short."}', 'summarise')).toBeNull();
  });
});
