/** An answer as people read it (results, CSV, PDF): the value given, or the chosen options' labels. */
import type { AssessmentQuestion, ResponseAnswer } from './assessment-types';
import { CHOICE_QUESTION_TYPES } from './assessment-types';

/** Several chosen options share one cell or line, separated so. */
export const OPTION_SEPARATOR = '; ';

/** The text of a text, date or number answer. */
export function answerValueText(question: Pick<AssessmentQuestion, 'question_type_key'>, answer: ResponseAnswer): string {
  switch (question.question_type_key) {
    case 'number':
      return answer.number_value === null ? '' : String(answer.number_value);
    case 'date':
      return answer.date_value ?? '';
    default:
      return answer.text_value?.trim() ?? '';
  }
}

/** Any answer as text; '' when there is none. */
export function answerText(question: Pick<AssessmentQuestion, 'question_type_key' | 'options'>, answer: ResponseAnswer | undefined): string {
  if (!answer) return '';
  if (!CHOICE_QUESTION_TYPES.includes(question.question_type_key)) return answerValueText(question, answer);
  return question.options
    .filter((option) => answer.assessment_question_option_ids.includes(option.id))
    .map((option) => option.label)
    .join(OPTION_SEPARATOR);
}
