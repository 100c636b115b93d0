/** The assessment most assessment API tests answer: open, one section, a required yes/no question and its follow-up. */
import {
  assessmentChildPath,
  assessmentLookupPath,
  assessmentsPath,
  type Assessment,
  type AssessmentLookupItem,
  type AssessmentQuestion,
  type AssessmentSection,
} from '../../../core/domain/assessment-types';
import { assessmentUserPermissions } from '../../../server/db/schema';
import type { SignedInServer } from './signed-in-server';
import { expectStatus } from './workspace';

/** An open assessment by the editor: a required yes/no question and a required follow-up shown only on Yes; the viewer may answer. */
export async function openSurvey({ t, as, seed }: Pick<SignedInServer, 't' | 'as' | 'seed'>, anonymous = false) {
  const survey = expectStatus<Assessment>(await as.editor.post(assessmentsPath(), { name: 'Maturity', anonymous }), 201);
  const section = expectStatus<AssessmentSection>(await as.editor.post(assessmentChildPath(survey.id, 'sections'), { name: 'Process' }), 201);
  const question = async (body: object) =>
    expectStatus<AssessmentQuestion>(await as.editor.post(assessmentChildPath(survey.id, 'questions'), { assessment_section_id: section.id, required: true, ...body }), 201);
  const documented = await question({ question_type_key: 'yes_no', text: 'Documented?' });
  const where = await question({
    question_type_key: 'short_text', text: 'Where?',
    condition: { assessment_question_id: documented.id, assessment_question_option_ids: [documented.options[0].id] },
  });
  const [, open, closed] = expectStatus<AssessmentLookupItem[]>(await as.editor.get(assessmentLookupPath('assessment_statuses')), 200);
  expectStatus(await as.editor.put(assessmentsPath(survey.id), { status_id: open.id }), 200);
  await t.db.insert(assessmentUserPermissions).values({ assessment_id: survey.id, user_id: seed.users.viewer, permission_key: 'read' });
  const [yes, no] = documented.options;
  return { survey, section, documented, where, yes, no, closedStatusId: closed.id };
}
