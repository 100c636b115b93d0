/** Assessments: the lookups, the assessment itself, its structure, and who may do what (data-layer.md §6). */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  assessmentChildPath,
  assessmentLookupPath,
  assessmentPositionsPath,
  assessmentsPath,
  type Assessment,
  type AssessmentLookupItem,
  type AssessmentQuestion,
  type AssessmentSection,
} from '../../core/domain/assessment-types';
import { adminLookupPath } from '../../core/domain/lookups';
import { users } from '../../server/db/schema';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus, failingFields, UNKNOWN_ID } from './support/workspace';

const { t, as, seed } = useSignedInServer();

const create = async (name = 'Survey', body: object = {}) => expectStatus<Assessment>(await as.editor.post(assessmentsPath(), { name, ...body }), 201);

describe('assessment lookups', () => {
  it.each([
    ['assessment_statuses', ['draft', 'open', 'closed']],
    ['response_statuses', ['in_progress', 'submitted']],
    ['assessment_question_types', ['single_choice', 'multiple_choice', 'scale', 'yes_no', 'number', 'short_text', 'long_text', 'date']],
  ] as const)('%s answers its seeded keys in order', async (lookup, keys) => {
    const items = expectStatus<AssessmentLookupItem[]>(await as.viewer.get(assessmentLookupPath(lookup)), 200);
    expect(items.map((item) => item.key)).toEqual(keys);
  });

  it('lets system admins rename an item but not add or delete one', async () => {
    const [draft] = expectStatus<AssessmentLookupItem[]>(await as.admin.get(adminLookupPath('assessment_statuses')), 200);
    const renamed = expectStatus<AssessmentLookupItem>(await as.admin.put(adminLookupPath('assessment_statuses', draft.id), { name: 'In preparation' }), 200);
    expect(renamed).toMatchObject({ key: 'draft', name: 'In preparation' });
    expectStatus(await as.admin.post(adminLookupPath('assessment_statuses'), { name: 'Archived' }), 403);
    expectStatus(await as.admin.delete(adminLookupPath('assessment_statuses', draft.id)), 403);
    expectStatus(await as.editor.put(adminLookupPath('assessment_statuses', draft.id), { name: 'Mine' }), 403);
    await as.admin.put(adminLookupPath('assessment_statuses', draft.id), { name: 'Draft' });
  });
});

describe('assessments', () => {
  it('creates a draft whose creator is admin, and lists it only to those with access', async () => {
    const survey = await create('Security survey', { description: 'Yearly' });
    expect(survey).toMatchObject({ name: 'Security survey', status_key: 'draft', anonymous: false, accepting_answers: false, permissions: { read: true, write: true, admin: true }, current_response: null });
    const names = async (client: typeof as.viewer) => expectStatus<Assessment[]>(await client.get(assessmentsPath()), 200).map((a) => a.name);
    expect(await names(as.editor)).toContain('Security survey');
    expect(await names(as.owner)).toContain('Security survey');
    expect(await names(as.viewer)).not.toContain('Security survey');
    expect(await names(as.globex)).not.toContain('Security survey');
    expectStatus(await as.viewer.get(assessmentsPath(survey.id)), 404);
    expectStatus(await as.globex.get(assessmentsPath(survey.id)), 404);
    expectStatus(await as.restricted.get(assessmentsPath()), 403);
    expectStatus(await as.anonymous.get(assessmentsPath()), 401);
  });

  it('updates details, refuses a window that closes before it opens, and deletes', async () => {
    const survey = await create();
    const [, open] = expectStatus<AssessmentLookupItem[]>(await as.editor.get(assessmentLookupPath('assessment_statuses')), 200);
    const updated = expectStatus<Assessment>(await as.editor.put(assessmentsPath(survey.id), { name: 'Renamed', status_id: open.id }), 200);
    expect(updated).toMatchObject({ name: 'Renamed', status_key: 'open', accepting_answers: true });
    const refused = await as.editor.put(assessmentsPath(survey.id), { opens_at: '2030-01-02T00:00:00Z', closes_at: '2030-01-01T00:00:00Z' });
    expectStatus(refused, 422);
    expect(failingFields(refused)).toEqual(['closes_at']);
    expectStatus(await as.editor.put(assessmentsPath(survey.id), { status_id: UNKNOWN_ID }), 422);
    expect((await as.editor.delete(assessmentsPath(survey.id))).statusCode).toBe(204);
    expectStatus(await as.editor.get(assessmentsPath(survey.id)), 404);
  });

  it('refuses company readers, restricted users and other companies', async () => {
    const survey = await create();
    expectStatus(await as.globex.put(assessmentsPath(survey.id), { name: 'Mine' }), 404);
    expectStatus(await as.restricted.post(assessmentsPath(), { name: 'Mine' }), 403);
    await t.db.update(users).set({ company_role: 'reader' }).where(eq(users.id, seed.users.viewer));
    try {
      expectStatus(await as.viewer.post(assessmentsPath(), { name: 'Mine' }), 403);
    } finally {
      await t.db.update(users).set({ company_role: 'member' }).where(eq(users.id, seed.users.viewer));
    }
  });

  it('validates what it is sent (422 with the field)', async () => {
    const res = await as.editor.post(assessmentsPath(), { name: '' });
    expectStatus(res, 422);
    expect(failingFields(res).join()).toContain('name');
  });
});

describe('the structure of an assessment', () => {
  it('builds sections, groups, questions and options, and reorders them', async () => {
    const survey = await create('Structure');
    const section = (name: string) => as.editor.post(assessmentChildPath(survey.id, 'sections'), { name });
    const first = expectStatus<AssessmentSection>(await section('People'), 201);
    const second = expectStatus<AssessmentSection>(await section('Process'), 201);
    const reordered = expectStatus<AssessmentSection[]>(await as.editor.post(assessmentPositionsPath(survey.id, 'sections'), { ids: [second.id, first.id] }), 200);
    expect(reordered.map((s) => s.name)).toEqual(['Process', 'People']);

    const group = expectStatus<{ id: number }>(await as.editor.post(assessmentChildPath(survey.id, 'groups'), { assessment_section_id: first.id, name: 'Training' }), 201);
    const yesNo = expectStatus<AssessmentQuestion>(
      await as.editor.post(assessmentChildPath(survey.id, 'questions'), { assessment_section_id: first.id, assessment_group_id: group.id, question_type_key: 'yes_no', text: 'Trained?' }),
      201,
    );
    expect(yesNo.options.map((o) => [o.label, o.score])).toEqual([['Yes', 1], ['No', 0]]);
    const scale = expectStatus<AssessmentQuestion>(await as.editor.post(assessmentChildPath(survey.id, 'questions'), { assessment_section_id: first.id, question_type_key: 'scale', text: 'How well?' }), 201);
    expect(scale.options).toHaveLength(5);
    const text = expectStatus<AssessmentQuestion>(
      await as.editor.post(assessmentChildPath(survey.id, 'questions'), {
        assessment_section_id: first.id, question_type_key: 'short_text', text: 'Which course?',
        condition: { assessment_question_id: yesNo.id, assessment_question_option_ids: [yesNo.options[0].id] },
      }),
      201,
    );
    expect(text.condition).toEqual({ assessment_question_id: yesNo.id, assessment_question_option_ids: [yesNo.options[0].id] });
    const badCondition = await as.editor.post(assessmentChildPath(survey.id, 'questions'), {
      assessment_section_id: first.id, question_type_key: 'number', text: 'x', condition: { assessment_question_id: text.id, assessment_question_option_ids: [yesNo.options[0].id] },
    });
    expect(failingFields(badCondition)).toEqual(['condition']);
    expect(failingFields(await as.editor.post(assessmentChildPath(survey.id, 'questions'), { assessment_section_id: second.id, assessment_group_id: group.id, text: 'x' }))).toEqual(['assessment_group_id']);

    const option = expectStatus<{ id: number }>(await as.editor.post(assessmentChildPath(survey.id, 'question_options'), { assessment_question_id: yesNo.id, label: 'Partly', score: 0.5 }), 201);
    expectStatus(await as.editor.post(assessmentChildPath(survey.id, 'question_options'), { assessment_question_id: text.id, label: 'No' }), 422);
    const options = expectStatus<Array<{ id: number; label: string }>>(
      await as.editor.post(assessmentPositionsPath(survey.id, 'question_options'), { ids: [option.id, ...yesNo.options.map((o) => o.id)] }),
      200,
    );
    expect(options.filter((o) => o.label !== '1' && !/^\d$/.test(o.label)).map((o) => o.label)).toEqual(['Partly', 'Yes', 'No']);
    const questions = expectStatus<AssessmentQuestion[]>(await as.editor.get(assessmentChildPath(survey.id, 'questions')), 200);
    expect(questions.map((q) => q.text)).toEqual(['How well?', 'Which course?', 'Trained?']);

    const changed = expectStatus<AssessmentQuestion>(await as.editor.put(assessmentChildPath(survey.id, 'questions', scale.id), { question_type_key: 'number', required: true }), 200);
    expect(changed).toMatchObject({ question_type_key: 'number', required: true, options: [] });
    expect((await as.editor.delete(assessmentChildPath(survey.id, 'questions', yesNo.id))).statusCode).toBe(204);
    expect(expectStatus<AssessmentQuestion>(await as.editor.get(assessmentChildPath(survey.id, 'questions', text.id)), 200).condition).toBeNull();
    expect((await as.editor.delete(assessmentChildPath(survey.id, 'sections', first.id))).statusCode).toBe(204);
    expect(expectStatus<AssessmentQuestion[]>(await as.editor.get(assessmentChildPath(survey.id, 'questions')), 200)).toEqual([]);
    expectStatus(await as.globex.get(assessmentChildPath(survey.id, 'sections')), 404);
    expectStatus(await as.viewer.post(assessmentChildPath(survey.id, 'sections'), { name: 'x' }), 404);
  });
});
