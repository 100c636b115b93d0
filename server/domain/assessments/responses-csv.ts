/**
 * The responses export: one row per response, one column per question in answering order, answers as
 * text (choice answers by their options' labels). Anonymous assessments get no name or email column.
 */
import { answerText } from '../../../core/domain/assessment-answer-text';
import type { AssessmentResponse } from '../../../core/domain/assessment-types';
import { csvDocument } from '../../../core/domain/csv';
import type { ResponsesWithAnswers } from './response-reads';

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
