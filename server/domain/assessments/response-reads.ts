/**
 * Responses in the shape the API answers (AssessmentResponse): progress and section scores computed in
 * one pass over the assessment's questions and the responses' answers. On anonymous assessments the
 * person is left out here, the one place every response answer is built.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { responseProgress, sectionScores } from '../../../core/domain/assessment-scoring';
import type { AssessmentQuestion, AssessmentResponse, ResponseAnswer, ResponseStatusKey } from '../../../core/domain/assessment-types';
import type { DirectoryUser } from '../../../core/domain/sharing-types';
import type { Queryable } from '../../db/client';
import { assessmentResponses, responseStatuses, users } from '../../db/schema';
import { notFound } from '../../errors';
import type { AssessmentRow } from './assessment-access';
import { lookupKeysById } from './assessment-lookups';
import { iso, loadAnswers, loadQuestions, loadSections } from './assessment-reads';

export type ResponseRow = typeof assessmentResponses.$inferSelect;

export const RESPONSE_NOT_FOUND = 'This response';

export interface ResponsesWithAnswers {
  responses: AssessmentResponse[];
  answers: ResponseAnswer[];
  questions: AssessmentQuestion[];
}

/** The responses of one assessment (all, or those given), with their answers and the questions. */
export async function readResponses(db: Queryable, assessment: AssessmentRow, only?: { ids?: number[]; userId?: number }): Promise<ResponsesWithAnswers> {
  const rows = await db
    .select()
    .from(assessmentResponses)
    .where(
      and(
        eq(assessmentResponses.assessment_id, assessment.id),
        only?.ids ? inArray(assessmentResponses.id, only.ids.length > 0 ? only.ids : [0]) : undefined,
        only?.userId === undefined ? undefined : eq(assessmentResponses.user_id, only.userId),
      ),
    )
    .orderBy(asc(assessmentResponses.created_at), asc(assessmentResponses.id));
  const [questions, sections, answers, statusKeys, people] = await Promise.all([
    loadQuestions(db, [assessment.id]),
    loadSections(db, assessment.id),
    loadAnswers(db, rows.map((row) => row.id)),
    lookupKeysById<ResponseStatusKey>(db, responseStatuses),
    assessment.anonymous ? Promise.resolve([] as DirectoryUser[]) : loadPeople(db, rows.map((row) => row.user_id)),
  ]);
  const sectionIds = sections.map((section) => section.id);
  const responses = rows.map((row): AssessmentResponse => {
    const own = answers.filter((answer) => answer.response_id === row.id);
    return {
      id: row.id,
      assessment_id: row.assessment_id,
      user_id: assessment.anonymous ? null : row.user_id,
      user: assessment.anonymous ? null : (people.find((person) => person.id === row.user_id) ?? null),
      status_id: row.status_id,
      status_key: statusKeys.get(row.status_id) ?? 'in_progress',
      ...responseProgress(questions, own),
      submitted_at: iso(row.submitted_at),
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
      section_scores: sectionScores(sectionIds, questions, own),
    };
  });
  return { responses, answers, questions };
}

async function loadPeople(db: Queryable, ids: readonly number[]): Promise<DirectoryUser[]> {
  if (ids.length === 0) return [];
  return db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, [...ids]));
}

export async function readResponse(db: Queryable, assessment: AssessmentRow, responseId: number): Promise<ResponsesWithAnswers & { response: AssessmentResponse }> {
  const read = await readResponses(db, assessment, { ids: [responseId] });
  const [response] = read.responses;
  if (!response) throw notFound(RESPONSE_NOT_FOUND);
  return { ...read, response };
}
