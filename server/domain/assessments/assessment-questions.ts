/**
 * An assessment's questions and their options (needs write to change, read to look). Choice questions
 * carry scored options; yes/no and scale questions created without options get the usual ones. A
 * condition shows a question only when an earlier choice question has one of the named options.
 */
import { and, eq } from 'drizzle-orm';
import { CHOICE_QUESTION_TYPES, type AssessmentQuestion, type AssessmentQuestionCreate, type AssessmentQuestionUpdate, type QuestionCondition, type QuestionTypeKey } from '../../../core/domain/assessment-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Database, Queryable } from '../../db/client';
import { assessmentGroups, assessmentQuestionOptions, assessmentQuestions, assessmentQuestionTypes } from '../../db/schema';
import { notFound, unprocessable } from '../../errors';
import { assertCompleteOrder, nextPosition, writePositions } from '../positions';
import { loadAssessmentAccess, loadAssessmentFor } from './assessment-access';
import { loadQuestions } from './assessment-reads';
import { assertOwnSection } from './assessment-sections';
import { touchAssessment } from './assessment-store';

const QUESTION = 'This question';

/** The options a yes/no or scale question gets when created without any. */
export function defaultOptions(type: QuestionTypeKey): Array<{ label: string; score: number }> {
  if (type === 'yes_no') return [{ label: 'Yes', score: 1 }, { label: 'No', score: 0 }];
  if (type === 'scale') return [1, 2, 3, 4, 5].map((score) => ({ label: String(score), score }));
  return [];
}

export async function listQuestions(db: Queryable, auth: AuthContext, assessmentId: number): Promise<AssessmentQuestion[]> {
  await loadAssessmentAccess(db, auth, assessmentId);
  return loadQuestions(db, [assessmentId]);
}

export async function findQuestion(db: Queryable, assessmentId: number, id: number): Promise<AssessmentQuestion> {
  const found = (await loadQuestions(db, [assessmentId])).find((question) => question.id === id);
  if (!found) throw notFound(QUESTION);
  return found;
}

export async function getQuestion(db: Queryable, auth: AuthContext, assessmentId: number, id: number): Promise<AssessmentQuestion> {
  await loadAssessmentAccess(db, auth, assessmentId);
  return findQuestion(db, assessmentId, id);
}

async function resolveType(db: Queryable, input: { question_type_id?: number; question_type_key?: QuestionTypeKey }) {
  const where = input.question_type_id !== undefined
    ? eq(assessmentQuestionTypes.id, input.question_type_id)
    : eq(assessmentQuestionTypes.key, input.question_type_key ?? 'single_choice');
  const [row] = await db.select({ id: assessmentQuestionTypes.id, key: assessmentQuestionTypes.key }).from(assessmentQuestionTypes).where(where);
  if (!row) throw unprocessable([{ field: 'question_type_id', code: 'notAnOption', message: 'Choose one of the question types.' }]);
  return { id: row.id, key: row.key as QuestionTypeKey };
}

async function assertGroupInSection(db: Queryable, sectionId: number, groupId: number | null | undefined): Promise<void> {
  if (groupId === null || groupId === undefined) return;
  const [row] = await db
    .select({ id: assessmentGroups.id })
    .from(assessmentGroups)
    .where(and(eq(assessmentGroups.id, groupId), eq(assessmentGroups.assessment_section_id, sectionId)));
  if (!row) throw unprocessable([{ field: 'assessment_group_id', code: 'notAnOption', message: 'Choose a group of the question’s section, or none.' }]);
}

/** A condition names another choice question of the assessment and some of its options. */
async function assertCondition(db: Queryable, assessmentId: number, questionId: number | undefined, condition: QuestionCondition | null | undefined) {
  if (!condition) return;
  const field = 'condition';
  if (condition.assessment_question_id === questionId) throw unprocessable([{ field, code: 'selfReference', message: 'A question cannot depend on itself.' }]);
  const source = (await loadQuestions(db, [assessmentId])).find((question) => question.id === condition.assessment_question_id);
  if (!source || !CHOICE_QUESTION_TYPES.includes(source.question_type_key)) {
    throw unprocessable([{ field, code: 'notAnOption', message: 'A condition depends on a choice question of this assessment.' }]);
  }
  const own = new Set(source.options.map((option) => option.id));
  if (!condition.assessment_question_option_ids.every((id) => own.has(id))) {
    throw unprocessable([{ field, code: 'notAnOption', message: 'Choose options of the question the condition depends on.' }]);
  }
}

const conditionColumns = (condition: QuestionCondition | null | undefined) =>
  condition === undefined
    ? {}
    : { condition_question_id: condition?.assessment_question_id ?? null, condition_option_ids: condition?.assessment_question_option_ids ?? [] };

const containerWhere = (sectionId: number, groupId: number | null) =>
  and(
    eq(assessmentQuestions.assessment_section_id, sectionId),
    groupId === null ? undefined : eq(assessmentQuestions.assessment_group_id, groupId),
  );

export async function insertQuestion(db: Queryable, assessmentId: number, input: AssessmentQuestionCreate): Promise<number> {
  await assertOwnSection(db, assessmentId, input.assessment_section_id);
  await assertGroupInSection(db, input.assessment_section_id, input.assessment_group_id);
  const type = await resolveType(db, input);
  await assertCondition(db, assessmentId, undefined, input.condition);
  const groupId = input.assessment_group_id ?? null;
  const position = await nextPosition(db, assessmentQuestions, assessmentQuestions.position, containerWhere(input.assessment_section_id, groupId));
  const [row] = await db
    .insert(assessmentQuestions)
    .values({
      assessment_id: assessmentId,
      assessment_section_id: input.assessment_section_id,
      assessment_group_id: groupId,
      question_type_id: type.id,
      text: input.text.trim(),
      help: input.help ?? '',
      required: input.required ?? false,
      position,
      ...conditionColumns(input.condition),
    })
    .returning({ id: assessmentQuestions.id });
  const options = CHOICE_QUESTION_TYPES.includes(type.key) ? (input.options ?? defaultOptions(type.key)) : [];
  if (options.length > 0) {
    await db.insert(assessmentQuestionOptions).values(
      options.map((option, index) => ({
        assessment_id: assessmentId,
        assessment_question_id: row.id,
        label: option.label.trim(),
        score: option.score ?? 0,
        position: index,
      })),
    );
  }
  return row.id;
}

export async function createQuestion(db: Database, auth: AuthContext, assessmentId: number, input: AssessmentQuestionCreate): Promise<AssessmentQuestion> {
  await loadAssessmentFor(db, auth, assessmentId, 'write');
  const id = await db.transaction(async (tx) => {
    const created = await insertQuestion(tx, assessmentId, input);
    await touchAssessment(tx, assessmentId);
    return created;
  });
  return findQuestion(db, assessmentId, id);
}

export async function updateQuestion(db: Database, auth: AuthContext, assessmentId: number, id: number, input: AssessmentQuestionUpdate): Promise<AssessmentQuestion> {
  await loadAssessmentFor(db, auth, assessmentId, 'write');
  const question = await findQuestion(db, assessmentId, id);
  const sectionId = input.assessment_section_id ?? question.assessment_section_id;
  const groupId = input.assessment_group_id !== undefined ? input.assessment_group_id : sectionId === question.assessment_section_id ? question.assessment_group_id : null;
  if (sectionId !== question.assessment_section_id) await assertOwnSection(db, assessmentId, sectionId);
  await assertGroupInSection(db, sectionId, groupId);
  const type = input.question_type_id !== undefined || input.question_type_key !== undefined ? await resolveType(db, input) : null;
  await assertCondition(db, assessmentId, id, input.condition);
  const moves = sectionId !== question.assessment_section_id || groupId !== question.assessment_group_id;
  await db.transaction(async (tx) => {
    const position = moves ? await nextPosition(tx, assessmentQuestions, assessmentQuestions.position, containerWhere(sectionId, groupId)) : undefined;
    await tx
      .update(assessmentQuestions)
      .set({
        assessment_section_id: sectionId,
        assessment_group_id: groupId,
        question_type_id: type?.id,
        text: input.text?.trim(),
        help: input.help,
        required: input.required,
        position,
        ...conditionColumns(input.condition),
        updated_at: new Date(),
      })
      .where(eq(assessmentQuestions.id, id));
    if (type && type.key !== question.question_type_key) {
      await tx.delete(assessmentQuestionOptions).where(eq(assessmentQuestionOptions.assessment_question_id, id));
      const options = defaultOptions(type.key);
      if (options.length > 0) {
        await tx.insert(assessmentQuestionOptions).values(
          options.map((option, index) => ({ assessment_id: assessmentId, assessment_question_id: id, ...option, position: index })),
        );
      }
    }
    await touchAssessment(tx, assessmentId);
  });
  return findQuestion(db, assessmentId, id);
}

export async function destroyQuestion(db: Database, auth: AuthContext, assessmentId: number, id: number): Promise<void> {
  await loadAssessmentFor(db, auth, assessmentId, 'write');
  await findQuestion(db, assessmentId, id);
  await db.transaction(async (tx) => {
    // Questions that depended on it are shown to everyone from now on.
    await tx.update(assessmentQuestions).set({ condition_question_id: null, condition_option_ids: [] }).where(eq(assessmentQuestions.condition_question_id, id));
    await tx.delete(assessmentQuestions).where(eq(assessmentQuestions.id, id));
    await touchAssessment(tx, assessmentId);
  });
}

/** The new order of one container's questions (a section's own, or one group's). */
export async function reorderQuestions(db: Database, auth: AuthContext, assessmentId: number, ids: number[]): Promise<AssessmentQuestion[]> {
  await loadAssessmentFor(db, auth, assessmentId, 'write');
  const questions = await loadQuestions(db, [assessmentId]);
  const first = questions.find((question) => question.id === ids[0]);
  const current = questions
    .filter((q) => first && q.assessment_section_id === first.assessment_section_id && q.assessment_group_id === first.assessment_group_id)
    .map((question) => question.id);
  assertCompleteOrder(ids, current, { singular: 'Question', plural: 'questions of the section or group' });
  await writePositions(db, assessmentQuestions, ids);
  return loadQuestions(db, [assessmentId]);
}
