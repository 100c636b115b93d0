import {
  CHOICE_QUESTION_TYPES,
  type AnswerInput,
  type AssessmentQuestion,
  type QuestionTypeKey,
  type ResponseAnswer,
} from '../../../../core/domain/assessment-types';
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

/** Whether the answer holds something for its question's type (blank text or no option is no answer). */
export function isAnswered(question: AssessmentQuestion, answer: AnswerInput | undefined): boolean {
  if (!answer) return false;
  switch (question.question_type_key) {
    case 'short_text':
    case 'long_text':
      return (answer.text_value ?? '').trim() !== '';
    case 'number':
      return typeof answer.number_value === 'number' && Number.isFinite(answer.number_value);
    case 'date':
      return !!answer.date_value;
    default:
      return (answer.assessment_question_option_ids ?? []).length > 0;
  }
}
