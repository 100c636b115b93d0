import { describe, expect, it } from 'vitest';
import { ASSESSMENT_XLSX_COLUMNS, QUESTION_TYPE_KEYS } from '../../../../core/domain/assessment-types';
import type { ImportTable } from '../../registry-io/import-table';
import { parseXlsxTemplate } from './template-xlsx';

const TYPES = QUESTION_TYPE_KEYS.map((key) => ({ key, name: key === 'yes_no' ? 'Yes / no' : key.replace('_', ' ') }));

/** Rows of cells in the template's column order, numbered from row 2. */
function table(rows: string[][], header: readonly string[] = ASSESSMENT_XLSX_COLUMNS): ImportTable {
  return { header: [...header], rows: rows.map((cells, index) => ({ line: index + 2, cells })) };
}

describe('parseXlsxTemplate', () => {
  it('reads sections, groups, types by key or name, required words and scored options', () => {
    const parsed = parseXlsxTemplate(
      table([
        ['Habits', '', 'How often?', 'SINGLE CHOICE', 'Yes', 'Never=0; Sometimes = 1,5; Always', 'Last month'],
        ['', 'Details', 'Where?', 'short_text', ''],
        ['habits', '', 'Tested?', 'yes/no', 'x'],
      ]),
      TYPES,
      'Backups.xlsx',
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.structure.name).toBe('Backups');
    const [habits] = parsed.structure.sections;
    expect(parsed.structure.sections).toHaveLength(1);
    expect(habits.questions.map((question) => [question.ref, question.type, question.required])).toEqual([['q1', 'single_choice', true], ['q3', 'yes_no', true]]);
    expect(habits.questions[0].options).toEqual([{ label: 'Never', score: 0 }, { label: 'Sometimes', score: 1.5 }, { label: 'Always', score: 0 }]);
    expect(habits.questions[1].options).toBeUndefined();
    expect(habits.groups).toEqual([{ name: 'Details', description: '', questions: [expect.objectContaining({ ref: 'q2', type: 'short_text', required: false })] }]);
    expect([...parsed.lineOf.values()]).toEqual([2, 3, 4]);
  });

  it('points a condition at an earlier question by its text or by its number, counting wrong rows too', () => {
    const parsed = parseXlsxTemplate(
      table([
        ['A', '', 'First?', 'yes_no'],
        ['A', '', 'Broken', 'foo'],
        ['A', '', 'Third?', 'yes_no', '', '', '', 'first?', 'Yes'],
        ['A', '', 'Fourth', 'short_text', '', '', '', '3', 'No'],
        ['A', '', 'Fifth', 'short_text', '', '', '', '2', 'Yes'],
      ]),
      TYPES,
      'x.xlsx',
    );
    const [, third, fourth] = parsed.structure.sections[0].questions;
    expect(third.condition).toEqual({ question_ref: 'q1', option_labels: ['Yes'] });
    expect(fourth.condition).toEqual({ question_ref: third.ref, option_labels: ['No'] });
    expect(parsed.errors).toEqual([
      { line: 3, reason: expect.stringMatching(/^Type "foo" is not a question type; use one of single_choice, /) },
      { line: 6, reason: 'Condition question "2" is neither the text nor the number of an earlier question.' },
    ]);
  });

  it('names every problem of a row in one sentence', () => {
    const parsed = parseXlsxTemplate(table([['A', '', 'Q', 'single_choice', 'maybe', 'Low=high', '', '', 'Yes']]), TYPES, 'x.xlsx');
    expect(parsed.errors).toEqual([
      { line: 2, reason: 'Required "maybe" must be yes or no; option "Low=high": the score after "=" must be a number, as in "Always=2"; Condition answer needs a Condition question.' },
    ]);
  });

  it('asks for a section on the first row and for the columns it needs', () => {
    expect(parseXlsxTemplate(table([['', '', 'Q', 'short_text']]), TYPES, 'x.xlsx').errors).toEqual([{ line: 2, reason: 'Section is empty. Name the section of the first question.' }]);
    expect(parseXlsxTemplate(table([], ['Section', 'Text', 'Type']), TYPES, 'x.xlsx').errors).toEqual([
      { line: 1, reason: expect.stringMatching(/^The header row has no "Question" column\. /) },
    ]);
  });
});
