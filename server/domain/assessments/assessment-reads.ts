/**
 * Reading an assessment's structure and answers in the shapes of core/domain/assessment-types.ts, a few
 * queries per call whatever the size. Questions come in answering order: by section, the section's own
 * questions before its groups, then by group and position.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type {
  AssessmentGroup,
  AssessmentQuestion,
  AssessmentQuestionOption,
  AssessmentSection,
  QuestionTypeKey,
  ResponseAnswer,
} from '../../../core/domain/assessment-types';
import type { Queryable } from '../../db/client';
import {
  assessmentGroups,
  assessmentQuestionOptions,
  assessmentQuestions,
  assessmentQuestionTypes,
  assessmentSections,
  responseAnswerOptions,
  responseAnswers,
} from '../../db/schema';

export const iso = (date: Date | null) => (date ? date.toISOString() : null);

export async function loadSections(db: Queryable, assessmentId: number): Promise<AssessmentSection[]> {
  return db
    .select({
      id: assessmentSections.id,
      assessment_id: assessmentSections.assessment_id,
      name: assessmentSections.name,
      description: assessmentSections.description,
      position: assessmentSections.position,
    })
    .from(assessmentSections)
    .where(eq(assessmentSections.assessment_id, assessmentId))
    .orderBy(asc(assessmentSections.position), asc(assessmentSections.id));
}

export async function loadGroups(db: Queryable, assessmentId: number): Promise<AssessmentGroup[]> {
  return db
    .select({
      id: assessmentGroups.id,
      assessment_id: assessmentGroups.assessment_id,
      assessment_section_id: assessmentGroups.assessment_section_id,
      name: assessmentGroups.name,
      description: assessmentGroups.description,
      position: assessmentGroups.position,
    })
    .from(assessmentGroups)
    .innerJoin(assessmentSections, eq(assessmentSections.id, assessmentGroups.assessment_section_id))
    .where(eq(assessmentGroups.assessment_id, assessmentId))
    .orderBy(asc(assessmentSections.position), asc(assessmentSections.id), asc(assessmentGroups.position), asc(assessmentGroups.id));
}

export async function loadOptions(db: Queryable, questionIds: readonly number[]): Promise<AssessmentQuestionOption[]> {
  if (questionIds.length === 0) return [];
  return db
    .select({
      id: assessmentQuestionOptions.id,
      assessment_id: assessmentQuestionOptions.assessment_id,
      assessment_question_id: assessmentQuestionOptions.assessment_question_id,
      label: assessmentQuestionOptions.label,
      score: assessmentQuestionOptions.score,
      position: assessmentQuestionOptions.position,
    })
    .from(assessmentQuestionOptions)
    .where(inArray(assessmentQuestionOptions.assessment_question_id, [...questionIds]))
    .orderBy(asc(assessmentQuestionOptions.position), asc(assessmentQuestionOptions.id));
}

/** The questions of the given assessments with their options, in answering order. */
export async function loadQuestions(db: Queryable, assessmentIds: readonly number[]): Promise<AssessmentQuestion[]> {
  if (assessmentIds.length === 0) return [];
  const rows = await db
    .select({ question: assessmentQuestions, type_key: assessmentQuestionTypes.key })
    .from(assessmentQuestions)
    .innerJoin(assessmentSections, eq(assessmentSections.id, assessmentQuestions.assessment_section_id))
    .innerJoin(assessmentQuestionTypes, eq(assessmentQuestionTypes.id, assessmentQuestions.question_type_id))
    .leftJoin(assessmentGroups, eq(assessmentGroups.id, assessmentQuestions.assessment_group_id))
    .where(inArray(assessmentQuestions.assessment_id, [...assessmentIds]))
    .orderBy(
      asc(assessmentSections.position),
      asc(assessmentSections.id),
      sql`${assessmentGroups.position} asc nulls first`,
      sql`${assessmentGroups.id} asc nulls first`,
      asc(assessmentQuestions.position),
      asc(assessmentQuestions.id),
    );
  const options = await loadOptions(db, rows.map((row) => row.question.id));
  return rows.map(({ question, type_key }) => ({
    id: question.id,
    assessment_id: question.assessment_id,
    assessment_section_id: question.assessment_section_id,
    assessment_group_id: question.assessment_group_id,
    question_type_id: question.question_type_id,
    question_type_key: type_key as QuestionTypeKey,
    text: question.text,
    help: question.help,
    required: question.required,
    position: question.position,
    condition:
      question.condition_question_id === null
        ? null
        : { assessment_question_id: question.condition_question_id, assessment_question_option_ids: question.condition_option_ids },
    options: options.filter((option) => option.assessment_question_id === question.id),
  }));
}

/** The answers of the given responses, each with its chosen options. */
export async function loadAnswers(db: Queryable, responseIds: readonly number[]): Promise<ResponseAnswer[]> {
  if (responseIds.length === 0) return [];
  const rows = await db
    .select()
    .from(responseAnswers)
    .where(inArray(responseAnswers.response_id, [...responseIds]))
    .orderBy(asc(responseAnswers.id));
  const chosen =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(responseAnswerOptions)
          .where(inArray(responseAnswerOptions.response_answer_id, rows.map((row) => row.id)))
          .orderBy(asc(responseAnswerOptions.id));
  return rows.map((row) => ({
    id: row.id,
    response_id: row.response_id,
    assessment_question_id: row.assessment_question_id,
    text_value: row.text_value,
    number_value: row.number_value,
    date_value: row.date_value,
    assessment_question_option_ids: chosen.filter((c) => c.response_answer_id === row.id).map((c) => c.assessment_question_option_id),
    updated_at: row.updated_at.toISOString(),
  }));
}
