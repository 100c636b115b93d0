/**
 * The demo assessment "Process maturity" in Acme: open, named, three sections of questions of every type,
 * one question shown only on an earlier answer, and submitted responses from the owner, the editor and
 * the viewer, so its results, radar and exports show something. Built through the assessment domain, as
 * the owner (its admin), who lets the editor change it and the viewer answer it.
 */
import { and, eq } from 'drizzle-orm';
import type { AnswerInput, AssessmentQuestion, AssessmentQuestionCreate, StructureQuestion, StructureSection } from '../../core/domain/assessment-types';
import type { PermissionKey } from '../../core/domain/permissions';
import type { AuthContext } from '../auth/auth-context';
import { userAuthContext } from '../auth/user-auth-context';
import { lookupIdOf } from '../domain/assessments/assessment-lookups';
import { createPermission } from '../domain/assessments/assessment-permissions';
import { createQuestion } from '../domain/assessments/assessment-questions';
import { createSection } from '../domain/assessments/assessment-sections';
import { createAssessment } from '../domain/assessments/assessment-store';
import { updateCurrentResponse } from '../domain/assessments/current-response';
import type { Database, Queryable } from './client';
import { assessments, assessmentStatuses, users } from './schema';

export const PROCESS_MATURITY = 'Process maturity';

const SECTIONS: StructureSection[] = [
  {
    name: 'Governance',
    description: 'Who owns the processes and how they are written down.',
    groups: [],
    questions: [
      {
        ref: 'documented',
        type: 'single_choice',
        text: 'How are your processes documented?',
        required: true,
        options: [{ label: 'Not documented', score: 0 }, { label: 'Partly documented', score: 1 }, { label: 'Documented and current', score: 2 }],
      },
      { ref: 'owners', type: 'yes_no', text: 'Does every process have a named owner?', required: true },
      {
        ref: 'orderOwner',
        type: 'short_text',
        text: 'Who owns the order process?',
        condition: { question_ref: 'owners', option_labels: ['Yes'] },
      },
      { ref: 'reviewed', type: 'date', text: 'When were the processes last reviewed?' },
    ],
  },
  {
    name: 'Execution',
    description: 'How the processes are followed day to day.',
    groups: [],
    questions: [
      { ref: 'followed', type: 'scale', text: 'How consistently are the processes followed?', help: '1: rarely, 5: always', required: true },
      {
        ref: 'tools',
        type: 'multiple_choice',
        text: 'Which tools support your processes?',
        options: [{ label: 'Checklists', score: 1 }, { label: 'Workflow software', score: 2 }, { label: 'Dashboards', score: 1 }, { label: 'None', score: 0 }],
      },
      { ref: 'incidents', type: 'number', text: 'How many process incidents were reported last quarter?' },
      { ref: 'failure', type: 'long_text', text: 'Describe a recent process failure and what you learned from it.' },
    ],
  },
  {
    name: 'Improvement',
    description: 'How the processes get better.',
    groups: [],
    questions: [
      { ref: 'measured', type: 'yes_no', text: 'Do you measure process performance?', required: true },
      { ref: 'pace', type: 'scale', text: 'How quickly are improvement ideas acted on?', help: '1: never, 5: within the week' },
      {
        ref: 'proposers',
        type: 'single_choice',
        text: 'Who proposes process improvements?',
        options: [{ label: 'Nobody', score: 0 }, { label: 'Managers', score: 1 }, { label: 'Everyone', score: 2 }],
      },
      { ref: 'next', type: 'short_text', text: 'Which process should improve first?' },
    ],
  },
];

/** An answer by question ref: option labels for choice questions, otherwise the value itself (a date as YYYY-MM-DD). */
type DemoAnswers = Record<string, string | number | string[]>;

type Respondent = 'owner' | 'editor' | 'viewer';

const RESPONSES: Record<Respondent, DemoAnswers> = {
  owner: {
    documented: 'Documented and current',
    owners: 'Yes',
    orderOwner: 'Otto Owner',
    reviewed: '2026-09-15',
    followed: '4',
    tools: ['Checklists', 'Workflow software', 'Dashboards'],
    incidents: 3,
    failure: 'An order was shipped twice after a system outage. We added a duplicate check before dispatch.',
    measured: 'Yes',
    pace: '4',
    proposers: 'Everyone',
    next: 'Invoicing',
  },
  editor: {
    documented: 'Partly documented',
    owners: 'Yes',
    orderOwner: 'The sales team',
    reviewed: '2026-05-04',
    followed: '3',
    tools: ['Checklists'],
    incidents: 8,
    failure: 'New customers waited a week for their accounts. Onboarding now has a checklist.',
    measured: 'No',
    pace: '2',
    proposers: 'Managers',
    next: 'Customer onboarding',
  },
  viewer: {
    documented: 'Not documented',
    owners: 'No',
    followed: '2',
    tools: ['None'],
    incidents: 12,
    measured: 'No',
    pace: '1',
    proposers: 'Nobody',
    next: 'Order intake',
  },
};

/** What the editor and the viewer may do; the owner created it, so is its admin. */
const GRANTS: Record<Exclude<Respondent, 'owner'>, PermissionKey> = { editor: 'write', viewer: 'read' };

async function authOf(db: Queryable, userId: number): Promise<AuthContext> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return userAuthContext(db, user, 0);
}

const optionIdsOf = (question: AssessmentQuestion, labels: readonly string[]) =>
  question.options.filter((option) => labels.includes(option.label)).map((option) => option.id);

function answerInput(question: AssessmentQuestion, value: DemoAnswers[string]): AnswerInput {
  const id = question.id;
  switch (question.question_type_key) {
    case 'number':
      return { assessment_question_id: id, number_value: Number(value) };
    case 'date':
      return { assessment_question_id: id, date_value: String(value) };
    case 'short_text':
    case 'long_text':
      return { assessment_question_id: id, text_value: String(value) };
    default:
      return { assessment_question_id: id, assessment_question_option_ids: optionIdsOf(question, [value].flat().map(String)) };
  }
}

function questionCreate(sectionId: number, question: StructureQuestion, earlier: Map<string, AssessmentQuestion>): AssessmentQuestionCreate {
  const source = question.condition ? earlier.get(question.condition.question_ref)! : null;
  return {
    assessment_section_id: sectionId,
    question_type_key: question.type,
    text: question.text,
    help: question.help,
    required: question.required,
    options: question.options,
    condition: source && { assessment_question_id: source.id, assessment_question_option_ids: optionIdsOf(source, question.condition!.option_labels) },
  };
}

/** Creates "Process maturity" with its sections, questions, grants and the three submitted responses; answers its id. */
export async function seedProcessMaturity(db: Database, userIds: Record<Respondent, number>): Promise<number> {
  const owner = await authOf(db, userIds.owner);
  const assessment = await createAssessment(db, owner, {
    name: PROCESS_MATURITY,
    description: 'How well Acme documents, follows and improves its processes. One answer per person; takes about ten minutes.',
    status_id: await lookupIdOf(db, assessmentStatuses, 'open'),
  });
  const questions = new Map<string, AssessmentQuestion>();
  for (const section of SECTIONS) {
    const created = await createSection(db, owner, assessment.id, { name: section.name, description: section.description });
    for (const question of section.questions) {
      questions.set(question.ref, await createQuestion(db, owner, assessment.id, questionCreate(created.id, question, questions)));
    }
  }
  for (const [name, permission_key] of Object.entries(GRANTS) as Array<[keyof typeof GRANTS, PermissionKey]>) {
    await createPermission(db, owner, 'user_permissions', assessment.id, { user_id: userIds[name], permission_key });
  }
  for (const [name, answers] of Object.entries(RESPONSES) as Array<[Respondent, DemoAnswers]>) {
    await updateCurrentResponse(db, await authOf(db, userIds[name]), assessment.id, {
      answers: Object.entries(answers).map(([ref, value]) => answerInput(questions.get(ref)!, value)),
      action: 'submit',
    });
  }
  return assessment.id;
}

/** The id of the seeded "Process maturity" of the company. */
export async function readProcessMaturity(db: Queryable, companyId: number): Promise<number> {
  const [row] = await db
    .select({ id: assessments.id })
    .from(assessments)
    .where(and(eq(assessments.company_id, companyId), eq(assessments.name, PROCESS_MATURITY)));
  if (!row) throw new Error(`The demo assessment ${PROCESS_MATURITY} is missing; seed the demo first.`);
  return row.id;
}
