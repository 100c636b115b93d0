/** The scored options of an assessment's choice questions (needs write to change, read to look). */
import { eq } from 'drizzle-orm';
import { CHOICE_QUESTION_TYPES, type AssessmentQuestionOption, type AssessmentQuestionOptionCreate, type AssessmentQuestionOptionUpdate } from '../../../core/domain/assessment-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Database, Queryable } from '../../db/client';
import { assessmentQuestionOptions } from '../../db/schema';
import { notFound, unprocessable } from '../../errors';
import { assertCompleteOrder, nextPosition, writePositions } from '../positions';
import { loadAssessmentAccess, loadAssessmentFor } from './assessment-access';
import { loadQuestions } from './assessment-reads';
import { touchAssessment } from './assessment-store';

const OPTION = 'This option';

async function allOptions(db: Queryable, assessmentId: number): Promise<AssessmentQuestionOption[]> {
  return (await loadQuestions(db, [assessmentId])).flatMap((question) => question.options);
}

async function findOption(db: Queryable, assessmentId: number, id: number): Promise<AssessmentQuestionOption> {
  const found = (await allOptions(db, assessmentId)).find((option) => option.id === id);
  if (!found) throw notFound(OPTION);
  return found;
}

export async function listOptions(db: Queryable, auth: AuthContext, assessmentId: number): Promise<AssessmentQuestionOption[]> {
  await loadAssessmentAccess(db, auth, assessmentId);
  return allOptions(db, assessmentId);
}

export async function getOption(db: Queryable, auth: AuthContext, assessmentId: number, id: number): Promise<AssessmentQuestionOption> {
  await loadAssessmentAccess(db, auth, assessmentId);
  return findOption(db, assessmentId, id);
}

export async function createOption(db: Database, auth: AuthContext, assessmentId: number, input: AssessmentQuestionOptionCreate): Promise<AssessmentQuestionOption> {
  await loadAssessmentFor(db, auth, assessmentId, 'write');
  const question = (await loadQuestions(db, [assessmentId])).find((q) => q.id === input.assessment_question_id);
  if (!question || !CHOICE_QUESTION_TYPES.includes(question.question_type_key)) {
    throw unprocessable([{ field: 'assessment_question_id', code: 'notAnOption', message: 'Options belong to a choice question of this assessment.' }]);
  }
  const position = await nextPosition(db, assessmentQuestionOptions, assessmentQuestionOptions.position, eq(assessmentQuestionOptions.assessment_question_id, question.id));
  const [row] = await db
    .insert(assessmentQuestionOptions)
    .values({ assessment_id: assessmentId, assessment_question_id: question.id, label: input.label.trim(), score: input.score ?? 0, position })
    .returning({ id: assessmentQuestionOptions.id });
  await touchAssessment(db, assessmentId);
  return findOption(db, assessmentId, row.id);
}

export async function updateOption(db: Database, auth: AuthContext, assessmentId: number, id: number, input: AssessmentQuestionOptionUpdate): Promise<AssessmentQuestionOption> {
  await loadAssessmentFor(db, auth, assessmentId, 'write');
  await findOption(db, assessmentId, id);
  await db
    .update(assessmentQuestionOptions)
    .set({ label: input.label?.trim(), score: input.score, updated_at: new Date() })
    .where(eq(assessmentQuestionOptions.id, id));
  await touchAssessment(db, assessmentId);
  return findOption(db, assessmentId, id);
}

/** Answers that chose it lose that choice; conditions naming it no longer match it. */
export async function destroyOption(db: Database, auth: AuthContext, assessmentId: number, id: number): Promise<void> {
  await loadAssessmentFor(db, auth, assessmentId, 'write');
  await findOption(db, assessmentId, id);
  await db.delete(assessmentQuestionOptions).where(eq(assessmentQuestionOptions.id, id));
  await touchAssessment(db, assessmentId);
}

/** The new order of one question's options. */
export async function reorderOptions(db: Database, auth: AuthContext, assessmentId: number, ids: number[]): Promise<AssessmentQuestionOption[]> {
  await loadAssessmentFor(db, auth, assessmentId, 'write');
  const options = await allOptions(db, assessmentId);
  const questionId = options.find((option) => option.id === ids[0])?.assessment_question_id;
  const current = options.filter((option) => option.assessment_question_id === questionId).map((option) => option.id);
  assertCompleteOrder(ids, current, { singular: 'Option', plural: 'options of the question' });
  await writePositions(db, assessmentQuestionOptions, ids);
  return allOptions(db, assessmentId);
}
