/**
 * Everyone's responses, for the assessment's admins; a person may also read their own. On anonymous
 * assessments nobody learns who answered (response-reads.ts leaves the person out).
 */
import { eq, inArray } from 'drizzle-orm';
import type { AssessmentResponse, ResponseAnswer, ResponseAnswerOption } from '../../../core/domain/assessment-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Database, Queryable } from '../../db/client';
import { assessmentResponses, responseAnswerOptions } from '../../db/schema';
import { forbidden, notFound, type Refusal } from '../../errors';
import { loadAssessmentFor, type AssessmentAccess } from './assessment-access';
import { readResponse, readResponses, RESPONSE_NOT_FOUND } from './response-reads';

const ADMINS_ONLY: Refusal = { code: 'adminsOnly', message: 'Only the assessment’s admins see other people’s responses.' };

export async function listResponses(db: Queryable, auth: AuthContext, assessmentId: number): Promise<AssessmentResponse[]> {
  const { assessment } = await loadAssessmentFor(db, auth, assessmentId, 'admin');
  return (await readResponses(db, assessment)).responses;
}

/** The response when the caller is an admin of the assessment or its author; else 403 (ids are not secret within it). */
export async function loadReadableResponse(db: Queryable, auth: AuthContext, assessmentId: number, responseId: number) {
  const access: AssessmentAccess = await loadAssessmentFor(db, auth, assessmentId, 'read');
  const [row] = await db.select({ user_id: assessmentResponses.user_id, assessment_id: assessmentResponses.assessment_id }).from(assessmentResponses).where(eq(assessmentResponses.id, responseId));
  if (!row || row.assessment_id !== assessmentId) throw notFound(RESPONSE_NOT_FOUND);
  if (!access.permissions.admin && row.user_id !== auth.user.id) throw forbidden(ADMINS_ONLY);
  return { access, ...(await readResponse(db, access.assessment, responseId)) };
}

export async function getResponse(db: Queryable, auth: AuthContext, assessmentId: number, responseId: number): Promise<AssessmentResponse> {
  return (await loadReadableResponse(db, auth, assessmentId, responseId)).response;
}

export async function listResponseAnswers(db: Queryable, auth: AuthContext, assessmentId: number, responseId: number): Promise<ResponseAnswer[]> {
  return (await loadReadableResponse(db, auth, assessmentId, responseId)).answers;
}

export async function getResponseAnswer(db: Queryable, auth: AuthContext, assessmentId: number, responseId: number, id: number): Promise<ResponseAnswer> {
  const found = (await listResponseAnswers(db, auth, assessmentId, responseId)).find((answer) => answer.id === id);
  if (!found) throw notFound('This answer');
  return found;
}

export async function listResponseAnswerOptions(db: Queryable, auth: AuthContext, assessmentId: number, responseId: number): Promise<ResponseAnswerOption[]> {
  const { answers } = await loadReadableResponse(db, auth, assessmentId, responseId);
  if (answers.length === 0) return [];
  return db.select().from(responseAnswerOptions).where(inArray(responseAnswerOptions.response_answer_id, answers.map((answer) => answer.id)));
}

/** An admin removes a response with its answers (the person may answer again while it is open). */
export async function destroyResponse(db: Database, auth: AuthContext, assessmentId: number, responseId: number): Promise<void> {
  await loadAssessmentFor(db, auth, assessmentId, 'admin');
  const [row] = await db.select({ assessment_id: assessmentResponses.assessment_id }).from(assessmentResponses).where(eq(assessmentResponses.id, responseId));
  if (!row || row.assessment_id !== assessmentId) throw notFound(RESPONSE_NOT_FOUND);
  await db.delete(assessmentResponses).where(eq(assessmentResponses.id, responseId));
}
