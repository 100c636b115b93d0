import { describe, expect, it } from 'vitest';
import type { AnswerInput } from '../../../../core/domain/assessment-types';
import { aQuestion, anOption, twoSectionStructure } from '../test/assessment-fixtures';
import { visibleQuestionIds } from './question-visibility';

const choose = (questionId: number, ...optionIds: number[]): [number, AnswerInput] => [
  questionId,
  { assessment_question_id: questionId, assessment_question_option_ids: optionIds },
];

describe('visibleQuestionIds', () => {
  const { questions } = twoSectionStructure();

  it('hides a conditional question until its source has the named answer', () => {
    expect([...visibleQuestionIds(questions, new Map())]).toEqual([11, 13]);
    expect([...visibleQuestionIds(questions, new Map([choose(11, 22)]))]).toEqual([11, 13]);
    expect([...visibleQuestionIds(questions, new Map([choose(11, 21)]))]).toEqual([11, 12, 13]);
  });

  it('hides a question whose source is itself hidden, whatever the source was answered', () => {
    const chained = [
      ...questions,
      aQuestion(14, 1, 'Is it public?', {
        type: 'yes_no',
        options: [anOption(31, 14, 'Yes'), anOption(32, 14, 'No')],
        condition: { assessment_question_id: 11, assessment_question_option_ids: [21] },
      }),
      aQuestion(15, 1, 'Where?', { condition: { assessment_question_id: 14, assessment_question_option_ids: [31] } }),
    ];
    expect(visibleQuestionIds(chained, new Map([choose(11, 21), choose(14, 31)])).has(15)).toBe(true);
    expect(visibleQuestionIds(chained, new Map([choose(11, 22), choose(14, 31)])).has(15)).toBe(false);
  });

  it('shows a question whose condition names a question that is gone', () => {
    const orphan = aQuestion(16, 1, 'Anything else?', { condition: { assessment_question_id: 99, assessment_question_option_ids: [1] } });
    expect(visibleQuestionIds([orphan], new Map()).has(16)).toBe(true);
  });

  it('hides both questions of a loop of conditions instead of running for ever', () => {
    const loop = [
      aQuestion(17, 1, 'A', { type: 'yes_no', options: [anOption(41, 17, 'Yes')], condition: { assessment_question_id: 18, assessment_question_option_ids: [42] } }),
      aQuestion(18, 1, 'B', { type: 'yes_no', options: [anOption(42, 18, 'Yes')], condition: { assessment_question_id: 17, assessment_question_option_ids: [41] } }),
    ];
    expect(visibleQuestionIds(loop, new Map([choose(17, 41), choose(18, 42)])).size).toBe(0);
  });
});
