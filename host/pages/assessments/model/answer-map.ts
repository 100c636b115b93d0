import { CHOICE_QUESTION_TYPES, type AnswerInput, type QuestionTypeKey, type ResponseAnswer } from '../../../../core/domain/assessment-types';
import type { Id } from '../../../../core/domain/id';

/** The answers of one response by question id, as the pages hold them while the user answers. */
export type AnswerMap = ReadonlyMap<Id, AnswerInput>;

export const isChoiceType = (type: QuestionTypeKey) => CHOICE_QUESTION_TYPES.includes(type);

export function answerMapOf(answers: readonly ResponseAnswer[]): Map<Id, AnswerInput> {
  return new Map(
    answers.map((answer) => [
      answer.assessment_question_id,
      {
        assessment_question_id: answer.assessment_question_id,
        text_value: answer.text_value,
        number_value: answer.number_value,
        date_value: answer.date_value,
        assessment_question_option_ids: answer.assessment_question_option_ids,
      },
    ]),
  );
}
