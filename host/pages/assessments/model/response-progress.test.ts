import { describe, expect, it } from 'vitest';
import type { AnswerInput } from '../../../../core/domain/assessment-types';
import { twoSectionStructure } from '../test/assessment-fixtures';
import { isAnswered } from './answer-map';
import { visibleQuestionIds } from './question-visibility';
import { missingRequired, progressOf } from './response-progress';

const answers = (...entries: AnswerInput[]) => new Map(entries.map((answer) => [answer.assessment_question_id, answer]));

describe('progress of a response', () => {
  const { questions } = twoSectionStructure();

  it('counts only the visible questions, so a hidden one neither adds to the total nor blocks submitting', () => {
    const given = answers({ assessment_question_id: 11, assessment_question_option_ids: [22] }, { assessment_question_id: 12, text_value: 'Ana' });
    const visible = visibleQuestionIds(questions, given);
    expect(progressOf(questions, visible, given)).toEqual({ answered: 1, total: 2, percent: 50 });
    expect(missingRequired(questions, visible, given).map((q) => q.id)).toEqual([13]);
  });

  it('asks for the conditional question once its condition is met', () => {
    const given = answers({ assessment_question_id: 11, assessment_question_option_ids: [21] }, { assessment_question_id: 13, number_value: 0 });
    const visible = visibleQuestionIds(questions, given);
    expect(progressOf(questions, visible, given)).toEqual({ answered: 2, total: 3, percent: 67 });
    expect(missingRequired(questions, visible, given).map((q) => q.id)).toEqual([12]);
  });

  it('says 0 % when there is nothing to answer', () => {
    expect(progressOf([], new Set(), new Map())).toEqual({ answered: 0, total: 0, percent: 0 });
  });

  it('does not count blank text or an empty choice as an answer, but counts the number 0', () => {
    const [choice, text, number] = questions;
    expect(isAnswered(text, { assessment_question_id: 12, text_value: '   ' })).toBe(false);
    expect(isAnswered(choice, { assessment_question_id: 11, assessment_question_option_ids: [] })).toBe(false);
    expect(isAnswered(number, { assessment_question_id: 13, number_value: 0 })).toBe(true);
  });
});
