/**
 * GET /api/assessments/{id}/export.json (assessment write): the structure as the template import reads
 * it (AssessmentStructure). Questions are numbered q1, q2… in answering order; a condition names its
 * question by that ref and its options by label.
 */
import {
  ASSESSMENT_STRUCTURE_FORMAT,
  ASSESSMENT_STRUCTURE_VERSION,
  CHOICE_QUESTION_TYPES,
  type AssessmentQuestion,
  type AssessmentStructure,
  type StructureQuestion,
} from '../../../core/domain/assessment-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Queryable } from '../../db/client';
import { loadAssessmentFor } from './assessment-access';
import { loadGroups, loadQuestions, loadSections } from './assessment-reads';

function structureQuestion(question: AssessmentQuestion, refOf: Map<number, string>, byId: Map<number, AssessmentQuestion>): StructureQuestion {
  const condition = question.condition;
  const conditionQuestion = condition ? byId.get(condition.assessment_question_id) : undefined;
  return {
    ref: refOf.get(question.id) ?? '',
    type: question.question_type_key,
    text: question.text,
    help: question.help,
    required: question.required,
    ...(CHOICE_QUESTION_TYPES.includes(question.question_type_key)
      ? { options: question.options.map((option) => ({ label: option.label, score: option.score })) }
      : {}),
    condition:
      condition && conditionQuestion
        ? {
            question_ref: refOf.get(conditionQuestion.id) ?? '',
            option_labels: conditionQuestion.options.filter((option) => condition.assessment_question_option_ids.includes(option.id)).map((option) => option.label),
          }
        : null,
  };
}

export async function exportStructure(db: Queryable, auth: AuthContext, assessmentId: number): Promise<AssessmentStructure> {
  const { assessment } = await loadAssessmentFor(db, auth, assessmentId, 'write');
  const [sections, groups, questions] = await Promise.all([loadSections(db, assessment.id), loadGroups(db, assessment.id), loadQuestions(db, [assessment.id])]);
  const refOf = new Map(questions.map((question, index) => [question.id, `q${index + 1}`]));
  const byId = new Map(questions.map((question) => [question.id, question]));
  const questionsIn = (sectionId: number, groupId: number | null) =>
    questions
      .filter((question) => question.assessment_section_id === sectionId && question.assessment_group_id === groupId)
      .map((question) => structureQuestion(question, refOf, byId));
  return {
    format: ASSESSMENT_STRUCTURE_FORMAT,
    version: ASSESSMENT_STRUCTURE_VERSION,
    name: assessment.name,
    description: assessment.description,
    anonymous: assessment.anonymous,
    sections: sections.map((section) => ({
      name: section.name,
      description: section.description,
      questions: questionsIn(section.id, null),
      groups: groups
        .filter((group) => group.assessment_section_id === section.id)
        .map((group) => ({ name: group.name, description: group.description, questions: questionsIn(section.id, group.id) })),
    })),
  };
}
