import type {
  Assessment,
  AssessmentGroup,
  AssessmentQuestion,
  AssessmentQuestionOption,
  AssessmentSection,
  QuestionTypeKey,
} from '../../../../core/domain/assessment-types';
import type { Id } from '../../../../core/domain/id';

export function anAssessment(overrides: Partial<Assessment> = {}): Assessment {
  return {
    id: 5,
    company_id: 1,
    name: 'Data maturity',
    description: 'How far along is your team?',
    status_id: 2,
    status_key: 'open',
    opens_at: null,
    closes_at: null,
    anonymous: false,
    created_at: '2026-11-01T09:00:00.000Z',
    updated_at: '2026-11-01T09:00:00.000Z',
    permissions: { read: true, write: true, admin: true },
    accepting_answers: true,
    question_count: 3,
    response_counts: { in_progress: 1, submitted: 2 },
    current_response: null,
    ...overrides,
  };
}

export function aSection(id: Id, name: string, position = id): AssessmentSection {
  return { id, assessment_id: 5, name, description: '', position };
}

export function aGroup(id: Id, sectionId: Id, name: string, position = id): AssessmentGroup {
  return { id, assessment_id: 5, assessment_section_id: sectionId, name, description: '', position };
}

export function anOption(id: Id, questionId: Id, label: string, score = 0, position = id): AssessmentQuestionOption {
  return { id, assessment_id: 5, assessment_question_id: questionId, label, score, position };
}

export function aQuestion(
  id: Id,
  sectionId: Id,
  text: string,
  overrides: Partial<AssessmentQuestion> & { type?: QuestionTypeKey } = {},
): AssessmentQuestion {
  const { type = 'short_text', ...rest } = overrides;
  return {
    id,
    assessment_id: 5,
    assessment_section_id: sectionId,
    assessment_group_id: null,
    question_type_id: 1,
    question_type_key: type,
    text,
    help: '',
    required: false,
    position: id,
    condition: null,
    options: [],
    ...rest,
  };
}

/**
 * Two sections: "Data" asks whether there is a catalogue (yes/no, options 21 Yes and 22 No), and only on
 * Yes who keeps it (required text); "People" asks for a team size (required number).
 */
export function twoSectionStructure() {
  const sections = [aSection(1, 'Data'), aSection(2, 'People')];
  const questions = [
    aQuestion(11, 1, 'Do you keep a data catalogue?', {
      type: 'yes_no',
      required: true,
      options: [anOption(21, 11, 'Yes', 1), anOption(22, 11, 'No', 0)],
    }),
    aQuestion(12, 1, 'Who keeps it?', { required: true, condition: { assessment_question_id: 11, assessment_question_option_ids: [21] } }),
    aQuestion(13, 2, 'How many people are on your team?', { type: 'number', required: true }),
  ];
  return { sections, groups: [] as AssessmentGroup[], questions };
}
