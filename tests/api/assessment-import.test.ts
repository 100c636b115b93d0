/** POST /api/assessments/import.json: a new assessment from an assessment export (.json) or the spreadsheet template (.xlsx). */
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  ASSESSMENT_IMPORT_MAX_QUESTIONS,
  ASSESSMENT_XLSX_COLUMNS,
  assessmentChildPath,
  assessmentImportPath,
  assessmentsPath,
  assessmentStructureExportPath,
  type Assessment,
  type AssessmentGroup,
  type AssessmentImportError,
  type AssessmentImportPreview,
  type AssessmentQuestion,
  type AssessmentStructure,
} from '../../core/domain/assessment-types';
import { users } from '../../server/db/schema';
import type { ApiClient } from './harness';
import { openSurvey } from './support/assessment-survey';
import { postMultipart, type FilePart } from './support/multipart';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus } from './support/workspace';

const server = useSignedInServer();
const { t, as, seed } = server;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const upload = (client: ApiClient, file: FilePart, preview = false, fields: Record<string, string> = {}) =>
  postMultipart(t, client, assessmentImportPath(preview), { ...fields, file });
const jsonFile = (structure: unknown): FilePart => ({ filename: 'template.json', contentType: 'application/json', data: Buffer.from(JSON.stringify(structure)) });

/** A workbook as a spreadsheet program saves it: a bold header, numbers and booleans as such, formatted empty rows below the data. */
async function xlsxFile(rows: Array<Array<string | number | boolean | null>>): Promise<FilePart> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Questions');
  sheet.addRow([...ASSESSMENT_XLSX_COLUMNS]).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  for (let blank = 0; blank < 3; blank++) {
    const row = sheet.addRow([null, '', null]);
    row.getCell(1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFFF00' } };
  }
  return { filename: 'Backup habits.xlsx', contentType: XLSX_TYPE, data: Buffer.from(await workbook.xlsx.writeBuffer()) };
}

//                 Section    Group      Question                       Type             Required Options                              Help              Condition question  Condition answer
const BACKUP_ROWS = [
  ['Habits', null, 'How often do you back up?', 'Single choice', true, 'Never=0; Sometimes=1; Always=2', 'Think of last month.', null, null],
  [null, 'Details', 'Where do backups go?', 'short_text', 'no', null, null, 1, 'Sometimes; Always'],
  [null, 'Details', 'Tested a restore?', 'yes/no', 1, null, null, 'How often do you back up?', 'Always'],
  ['Confidence', null, 'How sure are you?', 'scale', 0, null, null, null, null],
];

const assessmentNames = async () => expectStatus<Assessment[]>(await as.editor.get(assessmentsPath()), 200).map((assessment) => assessment.name).sort();

describe('POST /api/assessments/import.json with an export (.json)', () => {
  it('makes a copy whose export is the same structure, its conditions on the new questions', async () => {
    const { survey, section } = await openSurvey(server);
    const group = expectStatus<AssessmentGroup>(await as.editor.post(assessmentChildPath(survey.id, 'groups'), { assessment_section_id: section.id, name: 'Tools' }), 201);
    expectStatus(await as.editor.post(assessmentChildPath(survey.id, 'questions'), {
      assessment_section_id: section.id, assessment_group_id: group.id, question_type_key: 'multiple_choice', text: 'Which tools?', help: 'All that apply.',
      options: [{ label: 'Git', score: 2 }, { label: 'Wiki', score: 1.5 }, { label: 'None', score: -1 }],
    }), 201);
    const exported = expectStatus<AssessmentStructure>(await as.editor.get(assessmentStructureExportPath(survey.id)), 200);

    const preview = expectStatus<AssessmentImportPreview>(await upload(as.editor, jsonFile(exported), true), 200);
    expect(preview).toEqual({ name: 'Maturity', sections: [{ name: 'Process', group_count: 1, question_count: 3 }], question_count: 3, errors: [] });

    const copy = expectStatus<Assessment>(await upload(as.editor, jsonFile(exported), false, { name: 'Maturity copy' }), 201);
    expect(copy).toMatchObject({ name: 'Maturity copy', status_key: 'draft', question_count: 3, permissions: { admin: true } });
    expect(expectStatus<AssessmentStructure>(await as.editor.get(assessmentStructureExportPath(copy.id)), 200)).toEqual({ ...exported, name: 'Maturity copy' });
    const [documented, where] = expectStatus<AssessmentQuestion[]>(await as.editor.get(assessmentChildPath(copy.id, 'questions')), 200);
    expect(documented.assessment_id).toBe(copy.id);
    expect(where.condition).toEqual({ assessment_question_id: documented.id, assessment_question_option_ids: [documented.options[0].id] });
  });

  it('names every problem by its place in the document and creates nothing', async () => {
    const before = await assessmentNames();
    const structure = {
      format: 'tessera-assessment', version: 1, name: 'Broken', description: '', anonymous: false,
      sections: [{ name: 'Only', questions: [
        { ref: 'a', type: 'short_text', text: 'Name?' },
        { ref: 'b', type: 'single_choice', text: 'Team?', options: [{ label: 'Red' }], condition: { question_ref: 'a', option_labels: ['x'] } },
      ], groups: [] }],
    };
    const res = await upload(as.editor, jsonFile(structure));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json<{ errors: AssessmentImportError[] }>().errors).toEqual([
      { path: '/sections/0/questions/1', reason: 'The condition depends on "Name?", which is not a choice question.' },
    ]);
    const notJson = expectStatus<AssessmentImportPreview>(await upload(as.editor, { ...jsonFile({}), data: Buffer.from('Section,Question\n') }, true), 200);
    expect(notJson.errors[0].reason).toMatch(/^The file is not valid JSON/);
    expect(await assessmentNames()).toEqual(before);
  });
});

describe('POST /api/assessments/import.json with the spreadsheet template (.xlsx)', () => {
  it('previews the sections and questions, writing nothing, then creates them with their options and conditions', async () => {
    const file = await xlsxFile(BACKUP_ROWS);
    const before = await assessmentNames();
    const preview = expectStatus<AssessmentImportPreview>(await upload(as.editor, file, true), 200);
    expect(preview).toEqual({
      name: 'Backup habits',
      sections: [{ name: 'Habits', group_count: 1, question_count: 3 }, { name: 'Confidence', group_count: 0, question_count: 1 }],
      question_count: 4,
      errors: [],
    });
    expect(await assessmentNames()).toEqual(before);

    const created = expectStatus<Assessment>(await upload(as.editor, file), 201);
    expect(created).toMatchObject({ name: 'Backup habits', question_count: 4 });
    const [often, where, restore, sure] = expectStatus<AssessmentQuestion[]>(await as.editor.get(assessmentChildPath(created.id, 'questions')), 200);
    expect(often).toMatchObject({ question_type_key: 'single_choice', required: true, help: 'Think of last month.', assessment_group_id: null });
    expect(often.options.map(({ label, score }) => [label, score])).toEqual([['Never', 0], ['Sometimes', 1], ['Always', 2]]);
    expect(where).toMatchObject({ question_type_key: 'short_text', required: false, assessment_section_id: often.assessment_section_id });
    expect(where.assessment_group_id).not.toBeNull();
    expect(where.condition).toEqual({ assessment_question_id: often.id, assessment_question_option_ids: [often.options[1].id, often.options[2].id] });
    expect(restore).toMatchObject({ question_type_key: 'yes_no', required: true, condition: { assessment_question_id: often.id, assessment_question_option_ids: [often.options[2].id] } });
    expect(restore.options.map((option) => option.label)).toEqual(['Yes', 'No']);
    expect(sure).toMatchObject({ question_type_key: 'scale', required: false });
    expect(sure.assessment_section_id).not.toBe(often.assessment_section_id);
  });

  it('refuses the whole file for one wrong row (422 naming the row) and creates nothing', async () => {
    const before = await assessmentNames();
    const rows = BACKUP_ROWS.map((row) => [...row]);
    rows[2][3] = 'foo';
    const res = await upload(as.editor, await xlsxFile(rows));
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json<{ message: string; errors: AssessmentImportError[] }>();
    expect(body.message).toMatch(/^Nothing was imported: 1 row is not valid/);
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]).toEqual({ line: 4, reason: expect.stringMatching(/^Type "foo" is not a question type; use one of single_choice, /) });
    expect(await assessmentNames()).toEqual(before);
  });

  it('names the row and column of a cell the structure’s own limits refuse', async () => {
    const rows = [
      ['Habits', null, '', 'short_text'],
      ['Habits', null, 'Rate it', 'single_choice', null, `Low=0; ${'x'.repeat(501)}=1; Low=2`],
      ['Habits', 'x'.repeat(256), 'Why?', 'long_text'],
    ];
    const preview = expectStatus<AssessmentImportPreview>(await upload(as.editor, await xlsxFile(rows), true), 200);
    expect(preview.errors).toEqual([
      { line: 2, reason: 'Question must not be empty.' },
      { line: 3, reason: 'Options must be at most 500 characters.' },
      { line: 3, reason: 'Option "Low" appears twice.' },
      { line: 4, reason: 'Group must be at most 255 characters.' },
    ]);
  });

  it('refuses a template with more questions than one import creates, and a file with no question header', async () => {
    const many = Array.from({ length: ASSESSMENT_IMPORT_MAX_QUESTIONS + 1 }, (_, index) => ['Long', null, `Question ${index + 1}`, 'short_text']);
    const tooMany = expectStatus<AssessmentImportPreview>(await upload(as.editor, await xlsxFile(many), true), 200);
    expect(tooMany.errors).toEqual([{ line: 1, reason: `The file has ${ASSESSMENT_IMPORT_MAX_QUESTIONS + 1} questions; one import creates at most ${ASSESSMENT_IMPORT_MAX_QUESTIONS}. Split it into several assessments.` }]);
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Sheet1').addRows([['Title', 'Kind'], ['Hello', 'short_text']]);
    const headerless = { filename: 'x.xlsx', contentType: XLSX_TYPE, data: Buffer.from(await workbook.xlsx.writeBuffer()) };
    const preview = expectStatus<AssessmentImportPreview>(await upload(as.editor, headerless, true), 200);
    expect(preview.errors).toEqual([{ line: 1, reason: expect.stringMatching(/^The header row has no "Section", "Question", "Type" columns/) }]);
  });
});

describe('who may import', () => {
  it('refuses company readers and restricted users, before reading their file', async () => {
    const file = await xlsxFile(BACKUP_ROWS);
    expectStatus(await upload(as.restricted, file, true), 403);
    await t.db.update(users).set({ company_role: 'reader' }).where(eq(users.id, seed.users.viewer));
    try {
      expectStatus(await upload(as.viewer, file), 403);
      expectStatus(await upload(as.viewer, file, true), 403);
    } finally {
      await t.db.update(users).set({ company_role: 'member' }).where(eq(users.id, seed.users.viewer));
    }
    expectStatus(await upload(as.viewer, file, true), 200);
  });

  it('refuses a file over the size limit', async () => {
    const res = await upload(as.editor, { filename: 'huge.json', contentType: 'application/json', data: Buffer.alloc(3 * 1024 * 1024, 0x20) }, true);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json<{ message: string }>().message).toMatch(/at most 2 MB/);
  });
});
