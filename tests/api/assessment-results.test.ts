/** An assessment's results (section averages, answer distributions) and its exports: responses as CSV, the structure as JSON. */
import { describe, expect, it } from 'vitest';
import {
  ASSESSMENT_STRUCTURE_FORMAT,
  assessmentChildPath,
  assessmentCsvExportPath,
  assessmentResultsPath,
  assessmentStructureExportPath,
  currentResponsePath,
  responsePdfExportPath,
  type AssessmentQuestion,
  type AssessmentResults,
  type AssessmentStructure,
  type CurrentResponse,
} from '../../core/domain/assessment-types';
import { openSurvey } from './support/assessment-survey';
import { pdfBookmarks, pdfFontNames, pdfText } from '../support/pdf';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus } from './support/workspace';

const server = useSignedInServer();
const { as, seed } = server;

/** The viewer submits Yes with "Wiki", the owner submits No, the editor leaves theirs in progress. */
async function answeredSurvey(anonymous = false) {
  const opened = await openSurvey(server, anonymous);
  const { survey, documented, where, yes, no } = opened;
  const viewerResponse = expectStatus<CurrentResponse>(await as.viewer.put(currentResponsePath(survey.id), {
    answers: [{ assessment_question_id: documented.id, assessment_question_option_ids: [yes.id] }, { assessment_question_id: where.id, text_value: 'Wiki, "v2"' }],
    action: 'submit',
  }), 200);
  const ownerResponse = expectStatus<CurrentResponse>(await as.owner.put(currentResponsePath(survey.id), { answers: [{ assessment_question_id: documented.id, assessment_question_option_ids: [no.id] }], action: 'submit' }), 200);
  expectStatus(await as.editor.get(currentResponsePath(survey.id)), 200);
  return { ...opened, viewerResponse, ownerResponse };
}

describe('GET /api/assessments/{id}/results.json', () => {
  it('averages the sections and counts the answers over the submitted responses, for admins only', async () => {
    const { survey, section, documented, where, yes, no } = await answeredSurvey();
    const results = expectStatus<AssessmentResults>(await as.editor.get(assessmentResultsPath(survey.id)), 200);
    expect(results).toMatchObject({ assessment_id: survey.id, submitted_count: 2, in_progress_count: 1 });
    expect(results.section_averages).toEqual([{ assessment_section_id: section.id, name: 'Process', average_percent: 50, average_score: 0.5, max_score: 1 }]);
    expect(results.responses.map((r) => r.user?.id)).toEqual([seed.users.viewer, seed.users.owner]);
    const [documentedCounts, whereCounts] = results.questions;
    expect(documentedCounts).toMatchObject({
      assessment_question_id: documented.id, answered_count: 2, number_summary: null, values: [],
      options: [{ assessment_question_option_id: yes.id, count: 1 }, { assessment_question_option_id: no.id, count: 1 }],
    });
    expect(whereCounts).toMatchObject({ assessment_question_id: where.id, answered_count: 1, options: [], values: [{ value: 'Wiki, "v2"', count: 1 }] });
    expectStatus(await as.viewer.get(assessmentResultsPath(survey.id)), 403);
    expectStatus(await as.globex.get(assessmentResultsPath(survey.id)), 404);
  });

  it('names nobody on an anonymous assessment', async () => {
    const { survey } = await answeredSurvey(true);
    const results = expectStatus<AssessmentResults>(await as.editor.get(assessmentResultsPath(survey.id)), 200);
    expect(results.responses.map((r) => r.user)).toEqual([null, null]);
    expect(JSON.stringify(results)).not.toContain('@acme.test');
  });
});

describe('GET /api/assessments/{id}/export.csv', () => {
  it('writes a row per response and a column per question, choices by their labels, for admins only', async () => {
    const { survey } = await answeredSurvey();
    const res = await as.editor.get(assessmentCsvExportPath(survey.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Maturity.csv"');
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Response,Name,Email,Status,Submitted at,Documented?,Where?');
    expect(lines[1]).toMatch(/^1,[^,]+,viewer@acme\.test,Submitted,[^,]+,Yes,"Wiki, ""v2"""$/);
    expect(lines[2]).toMatch(/^2,[^,]+,[^,]+,Submitted,[^,]+,No,$/);
    expect(lines[3]).toMatch(/^3,[^,]+,[^,]+,In progress,,,$/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expectStatus(await as.viewer.get(assessmentCsvExportPath(survey.id)), 403);
  });

  it('has no name or email on an anonymous assessment', async () => {
    const { survey } = await answeredSurvey(true);
    const res = await as.editor.get(assessmentCsvExportPath(survey.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Response,Status,Submitted at,Documented?,Where?');
    expect(res.body).not.toContain('@acme.test');
  });
});

describe('GET /api/assessments/{id}/export.json', () => {
  it('gives the structure as the template import reads it, conditions by ref and label, to writers', async () => {
    const { survey } = await openSurvey(server);
    const structure = expectStatus<AssessmentStructure>(await as.editor.get(assessmentStructureExportPath(survey.id)), 200);
    expect(structure).toEqual({
      format: ASSESSMENT_STRUCTURE_FORMAT, version: 1, name: 'Maturity', description: '', anonymous: false,
      sections: [{
        name: 'Process', description: '', groups: [],
        questions: [
          { ref: 'q1', type: 'yes_no', text: 'Documented?', help: '', required: true, options: [{ label: 'Yes', score: 1 }, { label: 'No', score: 0 }], condition: null },
          { ref: 'q2', type: 'short_text', text: 'Where?', help: '', required: true, condition: { question_ref: 'q1', option_labels: ['Yes'] } },
        ],
      }],
    });
    expectStatus(await as.viewer.get(assessmentStructureExportPath(survey.id)), 403);
  });
});

describe('GET /api/assessments/{id}/responses/{responseId}/export.pdf', () => {
  it('prints a response section by section after its section scores, for its author and the admins only', async () => {
    const { survey, viewerResponse, ownerResponse } = await answeredSurvey();
    const res = await as.viewer.get(responsePdfExportPath(survey.id, viewerResponse.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Maturity.pdf"');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfBookmarks(pdf).sort()).toEqual(['Process', 'Section scores']);
    expect(pdfFontNames(pdf)).toContain('DejaVuSans');
    expect((await as.editor.get(responsePdfExportPath(survey.id, viewerResponse.id))).statusCode).toBe(200);
    expectStatus(await as.viewer.get(responsePdfExportPath(survey.id, ownerResponse.id)), 403);
    expectStatus(await as.globex.get(responsePdfExportPath(survey.id, viewerResponse.id)), 404);
  });

  it('prints answers in any script in an embedded font, as text a reader can copy', async () => {
    const { survey, section, documented, where, yes } = await answeredSurvey();
    const question = async (text: string) =>
      expectStatus<AssessmentQuestion>(await as.editor.post(assessmentChildPath(survey.id, 'questions'), { assessment_section_id: section.id, question_type_key: 'short_text', text }), 201);
    const [country, capital] = [await question('Country?'), await question('Capital?')];
    const answers = [
      { assessment_question_id: documented.id, assessment_question_option_ids: [yes.id] },
      { assessment_question_id: where.id, text_value: 'Zürich' },
      { assessment_question_id: country.id, text_value: 'Ελλάδα' },
      { assessment_question_id: capital.id, text_value: 'Москва' },
    ];
    const mine = expectStatus<CurrentResponse>(await as.editor.put(currentResponsePath(survey.id), { answers, action: 'submit' }), 200);

    const pdf = (await as.editor.get(responsePdfExportPath(survey.id, mine.id))).rawPayload;
    const bytes = pdf.toString('latin1');
    expect(bytes).toContain('/FontFile2');
    expect(bytes).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
    expect(pdfFontNames(pdf)).not.toContain('Helvetica');
    const lines = pdfText(pdf).split('\n');
    for (const answer of ['Zürich', 'Ελλάδα', 'Москва']) expect(lines).toContain(answer);
  });
});
