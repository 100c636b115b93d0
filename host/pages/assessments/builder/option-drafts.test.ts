import { describe, expect, it } from 'vitest';
import { anOption } from '../test/assessment-fixtures';
import { defaultDrafts, draftsOf, newOptionDraft, optionChanges, optionsProblem } from './option-drafts';

const saved = [anOption(1, 9, 'Low', 0, 0), anOption(2, 9, 'High', 2, 1)];

describe('option drafts', () => {
  it('sends nothing when nothing changed', () => {
    expect(optionChanges(saved, draftsOf(saved))).toEqual({ create: [], update: [], remove: [], reordered: false });
  });

  it('updates a relabelled or rescored option, removes a dropped one and creates a new one at the end', () => {
    const [low, high] = draftsOf(saved);
    const added = newOptionDraft('Medium', '1');
    const changes = optionChanges(saved, [{ ...high, score: '3' }, added]);
    expect(changes.update).toEqual([{ id: 2, label: 'High', score: 3 }]);
    expect(changes.remove).toEqual([low.id]);
    expect(changes.create).toEqual([added]);
    expect(changes.reordered).toBe(false);
  });

  it('says the order changed when kept options swap or a new one goes before a kept one', () => {
    const [low, high] = draftsOf(saved);
    expect(optionChanges(saved, [high, low]).reordered).toBe(true);
    expect(optionChanges(saved, [newOptionDraft('None', '0'), low, high]).reordered).toBe(true);
  });

  it('starts yes/no and scale questions with their usual options', () => {
    expect(defaultDrafts('yes_no').map((d) => [d.label, d.score])).toEqual([['Yes', '1'], ['No', '0']]);
    expect(defaultDrafts('scale').map((d) => d.score)).toEqual(['1', '2', '3', '4', '5']);
    expect(defaultDrafts('short_text')).toEqual([]);
  });

  it('asks for two options, each with a label and a number as its score', () => {
    expect(optionsProblem([newOptionDraft('Only')])).toBe('assessments.questions.optionsTooFew');
    expect(optionsProblem([newOptionDraft('A'), newOptionDraft(' ')])).toBe('assessments.questions.optionLabelMissing');
    expect(optionsProblem([newOptionDraft('A'), newOptionDraft('B', 'x')])).toBe('assessments.questions.optionScoreInvalid');
    expect(optionsProblem([newOptionDraft('A', '-1'), newOptionDraft('B', '2,5')])).toBeNull();
  });
});
