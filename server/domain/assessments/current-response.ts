/**
 * The caller's own response (one per person and assessment): created on first use while the assessment
 * takes answers, saved idempotently (answers upserted by question), submitted once every required
 * question the conditions show is answered, reopened while the assessment is still open. A call that is
 * refused writes nothing.
 */
import { and, eq } from 'drizzle-orm';
import { missingRequiredQuestionIds } from '../../../core/domain/assessment-scoring';
import {
  CHOICE_QUESTION_TYPES,
  SINGLE_OPTION_QUESTION_TYPES,
  type AnswerInput,
  type AssessmentQuestion,
  type AssessmentStatusKey,
  type CurrentResponse,
  type CurrentResponseUpdate,
  type ResponseAnswer,
} from '../../../core/domain/assessment-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Database, Queryable } from '../../db/client';
import { assessmentResponses, assessmentStatuses, responseAnswerOptions, responseAnswers, responseStatuses } from '../../db/schema';
import { conflict, unprocessable, type FieldError, type Refusal } from '../../errors';
import { loadAssessmentFor, type AssessmentRow } from './assessment-access';
import { lookupIdOf, lookupKeysById } from './assessment-lookups';
import { loadAnswers, loadQuestions } from './assessment-reads';
import { acceptsAnswers } from './assessment-store';
import { readResponses } from './response-reads';

const NOT_TAKING_ANSWERS: Refusal = {
  code: 'notTakingAnswers',
  message: 'This assessment is not taking answers now (it is a draft, closed, or outside its opening times).',
};

async function isAccepting(db: Queryable, assessment: AssessmentRow): Promise<boolean> {
  const keys = await lookupKeysById<AssessmentStatusKey>(db, assessmentStatuses);
  return acceptsAnswers(assessment, keys.get(assessment.status_id) ?? 'draft');
}

async function ownResponseId(db: Queryable, assessment: AssessmentRow, auth: AuthContext, createIfMissing: boolean): Promise<number | null> {
  const [row] = await db
    .select({ id: assessmentResponses.id })
    .from(assessmentResponses)
    .where(and(eq(assessmentResponses.assessment_id, assessment.id), eq(assessmentResponses.user_id, auth.user.id)));
  if (row || !createIfMissing) return row?.id ?? null;
  const statusId = await lookupIdOf(db, responseStatuses, 'in_progress');
  const [created] = await db
    .insert(assessmentResponses)
    .values({ assessment_id: assessment.id, user_id: auth.user.id, status_id: statusId })
    .onConflictDoNothing()
    .returning({ id: assessmentResponses.id });
  return created?.id ?? ownResponseId(db, assessment, auth, false);
}

async function describeOwn(db: Queryable, assessment: AssessmentRow, auth: AuthContext): Promise<CurrentResponse> {
  const { responses, answers } = await readResponses(db, assessment, { userId: auth.user.id });
  return { ...responses[0], answers };
}

export async function getCurrentResponse(db: Database, auth: AuthContext, assessmentId: number): Promise<CurrentResponse> {
  const { assessment } = await loadAssessmentFor(db, auth, assessmentId, 'read');
  const existing = await ownResponseId(db, assessment, auth, false);
  if (existing === null) {
    if (!(await isAccepting(db, assessment))) throw conflict(NOT_TAKING_ANSWERS);
    await ownResponseId(db, assessment, auth, true);
  }
  return describeOwn(db, assessment, auth);
}

export async function listCurrentAnswers(db: Queryable, auth: AuthContext, assessmentId: number): Promise<ResponseAnswer[]> {
  const { assessment } = await loadAssessmentFor(db, auth, assessmentId, 'read');
  const id = await ownResponseId(db, assessment, auth, false);
  return id === null ? [] : loadAnswers(db, [id]);
}

/** The field errors of answers that do not fit their question (unknown question, wrong kind of value, foreign option). */
function answerErrors(questions: AssessmentQuestion[], answers: AnswerInput[]): FieldError[] {
  const errors: FieldError[] = [];
  answers.forEach((answer, index) => {
    const field = `answers/${index}`;
    const question = questions.find((q) => q.id === answer.assessment_question_id);
    if (!question) return errors.push({ field: `${field}/assessment_question_id`, code: 'notAnOption', message: 'Answer a question of this assessment.' });
    const type = question.question_type_key;
    const optionIds = answer.assessment_question_option_ids ?? [];
    const given = {
      option: optionIds.length > 0,
      number: answer.number_value !== undefined && answer.number_value !== null,
      date: !!answer.date_value,
      text: answer.text_value !== undefined && answer.text_value !== null && answer.text_value !== '',
    };
    const expected = CHOICE_QUESTION_TYPES.includes(type) ? 'option' : type === 'number' ? 'number' : type === 'date' ? 'date' : 'text';
    const wrong = (Object.keys(given) as Array<keyof typeof given>).filter((kind) => given[kind] && kind !== expected);
    if (wrong.length > 0) errors.push({ field, code: 'invalid', message: `This question takes ${expected === 'option' ? 'chosen options' : `a ${expected}`} only.` });
    const own = new Set(question.options.map((option) => option.id));
    if (!optionIds.every((id) => own.has(id))) errors.push({ field: `${field}/assessment_question_option_ids`, code: 'notAnOption', message: 'Choose options of this question.' });
    if (SINGLE_OPTION_QUESTION_TYPES.includes(type) && optionIds.length > 1) {
      errors.push({ field: `${field}/assessment_question_option_ids`, code: 'oneOptionOnly', message: 'Choose one option only.' });
    }
  });
  return errors;
}

async function saveAnswers(db: Queryable, responseId: number, questions: AssessmentQuestion[], answers: AnswerInput[]): Promise<void> {
  for (const answer of answers) {
    const question = questions.find((q) => q.id === answer.assessment_question_id)!;
    const optionIds = [...new Set(answer.assessment_question_option_ids ?? [])];
    const values = {
      text_value: answer.text_value?.trim() ? answer.text_value : null,
      number_value: answer.number_value ?? null,
      date_value: answer.date_value || null,
    };
    const empty = CHOICE_QUESTION_TYPES.includes(question.question_type_key) ? optionIds.length === 0 : Object.values(values).every((v) => v === null);
    const where = and(eq(responseAnswers.response_id, responseId), eq(responseAnswers.assessment_question_id, question.id));
    if (empty) {
      await db.delete(responseAnswers).where(where);
      continue;
    }
    const [row] = await db
      .insert(responseAnswers)
      .values({ response_id: responseId, assessment_question_id: question.id, ...values })
      .onConflictDoUpdate({ target: [responseAnswers.response_id, responseAnswers.assessment_question_id], set: { ...values, updated_at: new Date() } })
      .returning({ id: responseAnswers.id });
    await db.delete(responseAnswerOptions).where(eq(responseAnswerOptions.response_answer_id, row.id));
    if (optionIds.length > 0) {
      await db.insert(responseAnswerOptions).values(optionIds.map((id) => ({ response_answer_id: row.id, assessment_question_option_id: id })));
    }
  }
}

export async function updateCurrentResponse(db: Database, auth: AuthContext, assessmentId: number, input: CurrentResponseUpdate): Promise<CurrentResponse> {
  const { assessment } = await loadAssessmentFor(db, auth, assessmentId, 'read');
  if (!(await isAccepting(db, assessment))) throw conflict(NOT_TAKING_ANSWERS);
  const answers = input.answers ?? [];
  await db.transaction(async (tx) => {
    const responseId = (await ownResponseId(tx, assessment, auth, true))!;
    const [response] = await tx.select().from(assessmentResponses).where(eq(assessmentResponses.id, responseId));
    const statusKeys = await lookupKeysById(tx, responseStatuses);
    let submitted = statusKeys.get(response.status_id) === 'submitted';
    if (input.action === 'reopen' && submitted) {
      await tx
        .update(assessmentResponses)
        .set({ status_id: await lookupIdOf(tx, responseStatuses, 'in_progress'), submitted_at: null, updated_at: new Date() })
        .where(eq(assessmentResponses.id, responseId));
      submitted = false;
    }
    if (submitted && (answers.length > 0 || input.action === 'submit')) {
      throw conflict({ code: 'responseSubmitted', message: 'Your response is submitted. Reopen it to change your answers.' });
    }
    const questions = await loadQuestions(tx, [assessment.id]);
    const errors = answerErrors(questions, answers);
    if (errors.length > 0) throw unprocessable(errors);
    await saveAnswers(tx, responseId, questions, answers);
    if (input.action === 'submit') {
      const missing = missingRequiredQuestionIds(questions, await loadAnswers(tx, [responseId]));
      if (missing.length > 0) {
        throw unprocessable(
          missing.map((id) => ({ field: `answers/${id}`, code: 'required' as const, message: 'Answer this required question.' })),
          'Some required questions are not answered yet.',
        );
      }
      await tx
        .update(assessmentResponses)
        .set({ status_id: await lookupIdOf(tx, responseStatuses, 'submitted'), submitted_at: new Date(), updated_at: new Date() })
        .where(eq(assessmentResponses.id, responseId));
    } else if (answers.length > 0) {
      await tx.update(assessmentResponses).set({ updated_at: new Date() }).where(eq(assessmentResponses.id, responseId));
    }
  });
  return describeOwn(db, assessment, auth);
}
