/**
 * The responses export: one row per response, one column per question in answering order, answers as
 * text (choice answers by their options' labels). Anonymous assessments get no name or email column.
 */
import { answerValueText } from '../../../core/domain/assessment-results';
import { CHOICE_QUESTION_TYPES, type AssessmentQuestion, type AssessmentResponse, type ResponseAnswer } from '../../../core/domain/assessment-types';
import { csvDocument } from '../../../core/domain/csv';
import type { ResponsesWithAnswers } from './response-reads';

/** Several chosen options share one cell, separated so. */
export const OPTION_SEPARATOR = '; ';

function answerText(question: AssessmentQuestion, answer: ResponseAnswer | undefined): string {
  if (!answer) return '';
  if (!CHOICE_QUESTION_TYPES.includes(question.question_type_key)) return answerValueText(question, answer);
  return question.options
    .filter((option) => answer.assessment_question_option_ids.includes(option.id))
    .map((option) => option.label)
    .join(OPTION_SEPARATOR);
}

function personCells(anonymous: boolean, response: AssessmentResponse): string[] {
  return anonymous ? [] : [response.user?.name ?? '', response.user?.email ?? ''];
}

export function responsesCsv(anonymous: boolean, { responses, answers, questions }: ResponsesWithAnswers): string {
  const header = ['Response', ...(anonymous ? [] : ['Name', 'Email']), 'Status', 'Submitted at', ...questions.map((question) => question.text)];
  const rows = responses.map((response, index) => {
    const own = new Map(answers.filter((answer) => answer.response_id === response.id).map((answer) => [answer.assessment_question_id, answer]));
    return [
      String(index + 1),
      ...personCells(anonymous, response),
      response.status_key === 'submitted' ? 'Submitted' : 'In progress',
      response.submitted_at ?? '',
      ...questions.map((question) => answerText(question, own.get(question.id))),
    ];
  });
  return csvDocument(header, rows);
}
