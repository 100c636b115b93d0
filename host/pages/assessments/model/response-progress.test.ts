import { describe, expect, it } from 'vitest';
import type { AnswerInput } from '../../../../core/domain/assessment-types';
import { twoSectionStructure } from '../test/assessment-fixtures';
import { missingRequired, progressOf, shownQuestionIds } from './response-progress';

const answers = (...entries: AnswerInput[]) => new Map(entries.map((answer) => [answer.assessment_question_id, answer]));

describe('progress of a response', () => {
  const { questions } = twoSectionStructure();

  it('counts only the shown questions, so a hidden one neither adds to the total nor blocks submitting', () => {
    const given = answers({ assessment_question_id: 11, assessment_question_option_ids: [22] }, { assessment_question_id: 12, text_value: 'Ana' });
    const shown = shownQuestionIds(questions, given);
    expect([...shown]).toEqual([11, 13]);
    expect(progressOf(questions, shown, given)).toEqual({ answered: 1, total: 2, percent: 50 });
    expect(missingRequired(questions, given)).toEqual([13]);
  });

  it('asks for the conditional question once its condition is met', () => {
    const given = answers({ assessment_question_id: 11, assessment_question_option_ids: [21] }, { assessment_question_id: 13, number_value: 0 });
    const shown = shownQuestionIds(questions, given);
    expect(progressOf(questions, shown, given)).toEqual({ answered: 2, total: 3, percent: 67 });
    expect(missingRequired(questions, given)).toEqual([12]);
  });

  it('gives one section’s progress over the shown questions of that section', () => {
    const given = answers({ assessment_question_id: 11, assessment_question_option_ids: [21] });
    const shown = shownQuestionIds(questions, given);
    expect(progressOf(questions.slice(0, 2), shown, given)).toEqual({ answered: 1, total: 2, percent: 50 });
  });

  it('says 0 % when there is nothing to answer', () => {
    expect(progressOf([], new Set(), new Map())).toEqual({ answered: 0, total: 0, percent: 0 });
  });
});
