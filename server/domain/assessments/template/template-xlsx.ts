/**
 * The spreadsheet template (core/domain/assessment-types.ts, ASSESSMENT_XLSX_COLUMNS) read into the structure
 * an export gives, each question remembering its row so that every later check can name it. Problems of a
 * cell (an unknown type, a score that is no number, a condition naming no earlier question) are reported here.
 */
import {
  ASSESSMENT_STRUCTURE_FORMAT,
  ASSESSMENT_STRUCTURE_VERSION,
  ASSESSMENT_XLSX_COLUMNS,
  type AssessmentImportError,
  type AssessmentQuestionType,
  type AssessmentStructure,
  type AssessmentXlsxColumn,
  type QuestionTypeKey,
  type StructureQuestion,
  type StructureSection,
} from '../../../../core/domain/assessment-types';
import { headerKey } from '../../registry-io/header-map';
import { splitNames } from '../../registry-io/import-plan';
import type { ImportTable, ImportTableRow } from '../../registry-io/import-table';
import { sentence } from './template-check';

export interface ParsedXlsxTemplate {
  structure: AssessmentStructure;
  /** Each question's spreadsheet row. */
  lineOf: Map<StructureQuestion, number>;
  errors: AssessmentImportError[];
}

const REQUIRED_COLUMNS: readonly AssessmentXlsxColumn[] = ['Section', 'Question', 'Type'];
const YES = new Set(['yes', 'y', 'true', '1', 'x', 'required']);
const NO = new Set(['', 'no', 'n', 'false', '0', 'optional']);

/** "Single choice", "single_choice" and "SINGLE-CHOICE" name the same type. */
const typeWords = (text: string) => text.toLowerCase().replace(/[\s_\-/]+/g, ' ').trim();

type Cells = (column: AssessmentXlsxColumn) => string;

function columnsOf(header: readonly string[]): { cells: (row: ImportTableRow) => Cells; missing: AssessmentXlsxColumn[] } {
  const index = new Map(ASSESSMENT_XLSX_COLUMNS.map((column) => [column, header.findIndex((cell) => headerKey(cell) === headerKey(column))]));
  return {
    cells: (row) => (column) => row.cells[index.get(column) ?? -1] ?? '',
    missing: REQUIRED_COLUMNS.filter((column) => index.get(column) === -1),
  };
}

/** "Never=0; Sometimes=1" → labelled scores; the score follows the last "=", a label without one scores 0. */
function parseOptions(cell: string): { options: Array<{ label: string; score: number }>; problems: string[] } {
  const options: Array<{ label: string; score: number }> = [];
  const problems: string[] = [];
  for (const part of cell.split(';').map((text) => text.trim()).filter((text) => text !== '')) {
    const split = part.lastIndexOf('=');
    const label = (split === -1 ? part : part.slice(0, split)).trim();
    const scoreText = split === -1 ? '0' : part.slice(split + 1).trim().replace(',', '.');
    const score = Number(scoreText);
    if (scoreText === '' || !Number.isFinite(score)) problems.push(`option "${part}": the score after "=" must be a number, as in "Always=2"`);
    else options.push({ label, score });
  }
  return { options, problems };
}

export function parseXlsxTemplate(table: ImportTable, types: ReadonlyArray<Pick<AssessmentQuestionType, 'key' | 'name'>>, fileName: string): ParsedXlsxTemplate {
  const structure: AssessmentStructure = {
    format: ASSESSMENT_STRUCTURE_FORMAT,
    version: ASSESSMENT_STRUCTURE_VERSION,
    name: fileName.replace(/\.[^.]+$/, '').trim() || 'Imported assessment',
    description: '',
    anonymous: false,
    sections: [],
  };
  const lineOf = new Map<StructureQuestion, number>();
  const errors: AssessmentImportError[] = [];
  const { cells, missing } = columnsOf(table.header);
  if (missing.length > 0) {
    const names = missing.map((column) => `"${column}"`).join(', ');
    errors.push({ line: 1, reason: `The header row has no ${names} column${missing.length > 1 ? 's' : ''}. Put ${ASSESSMENT_XLSX_COLUMNS.join(', ')} in the first row.` });
    return { structure, lineOf, errors };
  }
  const typeOf = (cell: string): QuestionTypeKey | undefined =>
    types.find((type) => typeWords(type.key) === typeWords(cell) || typeWords(type.name) === typeWords(cell))?.key;
  const questions: StructureQuestion[] = [];
  /** Every question row so far, null where the row was wrong: a condition may name a question by its number. */
  const numbered: Array<StructureQuestion | null> = [];
  let section: StructureSection | undefined;

  for (const row of table.rows) {
    const cell = cells(row);
    const problems: string[] = [];
    const sectionName = cell('Section');
    if (sectionName !== '' && headerKey(sectionName) !== headerKey(section?.name ?? '')) {
      section = structure.sections.find((known) => headerKey(known.name) === headerKey(sectionName));
      if (!section) {
        section = { name: sectionName, description: '', questions: [], groups: [] };
        structure.sections.push(section);
      }
    }
    if (!section) {
      errors.push({ line: row.line, reason: 'Section is empty. Name the section of the first question.' });
      numbered.push(null);
      continue;
    }
    const typeCell = cell('Type');
    const type = typeOf(typeCell);
    if (!type) problems.push(`type "${typeCell}" is not a question type; use one of ${types.map((known) => known.key).join(', ')}`);
    const requiredCell = cell('Required').toLowerCase();
    if (!YES.has(requiredCell) && !NO.has(requiredCell)) problems.push(`Required "${cell('Required')}" must be yes or no`);
    const { options, problems: optionProblems } = parseOptions(cell('Options'));
    problems.push(...optionProblems);
    const conditionQuestion = cell('Condition question');
    const conditionAnswer = splitNames(cell('Condition answer'));
    const source =
      conditionQuestion === ''
        ? undefined
        : (questions.find((earlier) => headerKey(earlier.text) === headerKey(conditionQuestion)) ??
          (/^\d+$/.test(conditionQuestion) ? (numbered[Number(conditionQuestion) - 1] ?? undefined) : undefined));
    if (conditionQuestion !== '' && !source) {
      problems.push(`Condition question "${conditionQuestion}" is neither the text nor the number of an earlier question`);
    }
    if (conditionQuestion === '' && conditionAnswer.length > 0) problems.push('Condition answer needs a Condition question');
    if (conditionQuestion !== '' && conditionAnswer.length === 0) problems.push('Condition answer is empty; list the options that show this question');
    if (problems.length > 0 || !type) {
      errors.push({ line: row.line, reason: sentence(problems) });
      numbered.push(null);
      continue;
    }
    const question: StructureQuestion = {
      ref: `q${questions.length + 1}`,
      type,
      text: cell('Question'),
      help: cell('Help'),
      required: YES.has(requiredCell),
      ...(options.length > 0 ? { options } : {}),
      condition: source ? { question_ref: source.ref, option_labels: conditionAnswer } : null,
    };
    const groupName = cell('Group');
    if (groupName === '') section.questions.push(question);
    else {
      let group = section.groups.find((known) => headerKey(known.name) === headerKey(groupName));
      if (!group) {
        group = { name: groupName, description: '', questions: [] };
        section.groups.push(group);
      }
      group.questions.push(question);
    }
    questions.push(question);
    numbered.push(question);
    lineOf.set(question, row.line);
  }
  return { structure, lineOf, errors };
}

const SCHEMA_PATH = /^\/sections\/(\d+)(?:\/groups\/(\d+))?(?:\/questions\/(\d+))?(\/.*)?$/;

/** The column a part of a question, section or group comes from. */
function columnOf(rest: string, inGroup: boolean, isQuestion: boolean): string {
  if (!isQuestion) return inGroup ? 'Group' : 'Section';
  if (rest.startsWith('/help')) return 'Help';
  if (rest.startsWith('/options')) return 'Options';
  if (rest.startsWith('/condition')) return 'Condition answer';
  return 'Question';
}

/** A problem the structure's schema found (a JSON pointer into the structure read), at its spreadsheet row and column. */
export function rowProblem(parsed: ParsedXlsxTemplate, problem: { path: string; reason: string }): AssessmentImportError {
  const match = SCHEMA_PATH.exec(problem.path);
  const section = match ? parsed.structure.sections[Number(match[1])] : undefined;
  if (!match || !section) return { line: 1, reason: `The file name ${problem.reason}.` };
  const group = match[2] === undefined ? undefined : section.groups[Number(match[2])];
  const questions = group ? group.questions : [...section.questions, ...section.groups.flatMap((inner) => inner.questions)];
  const question = match[3] === undefined ? questions[0] : questions[Number(match[3])];
  const column = columnOf(match[4] ?? '', group !== undefined, match[3] !== undefined);
  return { line: (question && parsed.lineOf.get(question)) ?? 1, reason: `${column} ${problem.reason}.` };
}
