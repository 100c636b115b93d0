/** Answering assessments: the caller's own response, required questions under conditions, closing, anonymity. */
import { describe, expect, it } from 'vitest';
import {
  assessmentResponsesPath,
  assessmentsPath,
  currentResponsePath,
  responseAnswersPath,
  type Assessment,
  type AssessmentResponse,
  type CurrentResponse,
} from '../../core/domain/assessment-types';
import { openSurvey } from './support/assessment-survey';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus, failingFields } from './support/workspace';

const server = useSignedInServer();
const { as, seed } = server;

const save = (id: number, body: object) => as.viewer.put(currentResponsePath(id), body);

describe('the current response', () => {
  it('is created on first use and saves answers idempotently', async () => {
    const { survey, documented, no } = await openSurvey(server);
    const first = expectStatus<CurrentResponse>(await as.viewer.get(currentResponsePath(survey.id)), 200);
    expect(first).toMatchObject({ status_key: 'in_progress', answers: [], user: { id: seed.users.viewer }, answered_count: 0, question_count: 1 });
    const body = { answers: [{ assessment_question_id: documented.id, assessment_question_option_ids: [no.id] }] };
    const saved = expectStatus<CurrentResponse>(await save(survey.id, body), 200);
    const again = expectStatus<CurrentResponse>(await save(survey.id, body), 200);
    expect(again.answers).toEqual(saved.answers.map((a) => ({ ...a, updated_at: expect.any(String) })));
    expect(again).toMatchObject({ id: first.id, answered_count: 1, question_count: 1 });
    const listed = expectStatus<Assessment[]>(await as.viewer.get(assessmentsPath()), 200).find((a) => a.id === survey.id);
    expect(listed?.current_response).toMatchObject({ id: first.id, answered_count: 1, question_count: 1, status_key: 'in_progress' });
  });

  it('refuses a value of the wrong kind and an option of another question', async () => {
    const { survey, documented, where, yes } = await openSurvey(server);
    const res = await save(survey.id, { answers: [{ assessment_question_id: documented.id, text_value: 'yes' }, { assessment_question_id: where.id, assessment_question_option_ids: [yes.id] }] });
    expectStatus(res, 422);
    expect(failingFields(res)).toEqual(['answers/0', 'answers/1', 'answers/1/assessment_question_option_ids']);
  });

  it('submits only when every required question the conditions show is answered, and reopens while open', async () => {
    const { survey, documented, where, yes, no } = await openSurvey(server);
    const missing = await save(survey.id, { answers: [{ assessment_question_id: documented.id, assessment_question_option_ids: [yes.id] }], action: 'submit' });
    expectStatus(missing, 422);
    expect(failingFields(missing)).toEqual([`answers/${where.id}`]);
    expect(expectStatus<CurrentResponse>(await as.viewer.get(currentResponsePath(survey.id)), 200).answers).toEqual([]);

    // "No" hides the follow-up, so it is not required any more.
    const submitted = expectStatus<CurrentResponse>(
      await save(survey.id, { answers: [{ assessment_question_id: documented.id, assessment_question_option_ids: [no.id] }], action: 'submit' }),
      200,
    );
    expect(submitted).toMatchObject({ status_key: 'submitted', submitted_at: expect.any(String) });
    expectStatus(await save(survey.id, { answers: [{ assessment_question_id: documented.id, assessment_question_option_ids: [yes.id] }] }), 409);
    const reopened = expectStatus<CurrentResponse>(await save(survey.id, { action: 'reopen' }), 200);
    expect(reopened).toMatchObject({ status_key: 'in_progress', submitted_at: null });
  });

  it('takes no answers once the assessment is closed, and none from a reader without access', async () => {
    const { survey, documented, no, closedStatusId } = await openSurvey(server);
    expectStatus(await as.owner.get(currentResponsePath(survey.id)), 200);
    expectStatus(await as.globex.get(currentResponsePath(survey.id)), 404);
    expectStatus(await as.restricted.get(currentResponsePath(survey.id)), 403);
    expectStatus(await as.editor.put(assessmentsPath(survey.id), { status_id: closedStatusId }), 200);
    expectStatus(await save(survey.id, { answers: [{ assessment_question_id: documented.id, assessment_question_option_ids: [no.id] }] }), 409);
    expectStatus(await as.viewer.get(currentResponsePath(survey.id)), 409);
  });
});

describe('everyone’s responses', () => {
  it('are listed to admins only, each author reading their own', async () => {
    const { survey, documented, no } = await openSurvey(server);
    const mine = expectStatus<CurrentResponse>(await save(survey.id, { answers: [{ assessment_question_id: documented.id, assessment_question_option_ids: [no.id] }] }), 200);
    const all = expectStatus<AssessmentResponse[]>(await as.editor.get(assessmentResponsesPath(survey.id)), 200);
    expect(all.map((r) => r.user?.id)).toEqual([seed.users.viewer]);
    expect(all[0].section_scores[0]).toMatchObject({ score: 0, max_score: 1, percent: 0 });
    expectStatus(await as.viewer.get(assessmentResponsesPath(survey.id)), 403);
    expectStatus(await as.viewer.get(assessmentResponsesPath(survey.id, mine.id)), 200);
    expect(expectStatus<unknown[]>(await as.viewer.get(responseAnswersPath(survey.id, mine.id)), 200)).toHaveLength(1);
  });

  it('never name who answered an anonymous assessment', async () => {
    const { survey, documented, no } = await openSurvey(server, true);
    const mine = expectStatus<CurrentResponse>(await save(survey.id, { answers: [{ assessment_question_id: documented.id, assessment_question_option_ids: [no.id] }] }), 200);
    expect(mine).toMatchObject({ user: null, user_id: null });
    const all = expectStatus<AssessmentResponse[]>(await as.editor.get(assessmentResponsesPath(survey.id)), 200);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ user: null, user_id: null });
    expect(JSON.stringify(all)).not.toContain('viewer@acme.test');
    expect(failingFields(await as.editor.put(assessmentsPath(survey.id), { anonymous: false }))).toEqual(['anonymous']);
  });
});
