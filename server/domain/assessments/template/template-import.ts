/**
 * POST /api/assessments/import.json: a new assessment from a template, whole or not at all. The file is an
 * assessment export (.json) or the spreadsheet template (.xlsx, told apart by its bytes); both become the
 * same structure and pass the same checks. A preview answers what would be made and every problem, writing
 * nothing; the import refuses a file with any problem (422 with each one) or creates the draft assessment,
 * its sections, groups, questions, options and conditions in one transaction, the caller its admin.
 */
import type {
  Assessment,
  AssessmentImportError,
  AssessmentImportPreview,
  AssessmentStructure,
  QuestionCondition,
  QuestionTypeKey,
  StructureQuestion,
} from '../../../../core/domain/assessment-types';
import type { AuthContext } from '../../../auth/auth-context';
import type { Database, Queryable } from '../../../db/client';
import { assessmentQuestionTypes } from '../../../db/schema';
import { unprocessable } from '../../../errors';
import { ImportRefused } from '../../import-refused';
import { NAME_MAX_LENGTH } from '../../../schemas/assessment-schema';
import { isXlsx, readImportTable } from '../../registry-io/import-table';
import { findQuestion, insertQuestion } from '../assessment-questions';
import { insertGroup, insertSection } from '../assessment-sections';
import { assertMayCreateAssessments, describeAssessment, insertAssessment } from '../assessment-store';
import { checkTemplate, questionsOf, type TemplatePlace } from './template-check';
import { parseJsonTemplate, structureProblems } from './template-json';
import { parseXlsxTemplate, rowProblem } from './template-xlsx';

export interface TemplateUpload {
  data: Buffer;
  filename: string;
  /** The new assessment's name; empty: the structure's, or the file's name. */
  name?: string;
}

interface TemplatePlan {
  structure: AssessmentStructure | null;
  errors: AssessmentImportError[];
}

/** Each question's JSON pointer in the uploaded structure. */
function jsonPlaces(structure: AssessmentStructure): Map<StructureQuestion, TemplatePlace> {
  const places = new Map<StructureQuestion, TemplatePlace>();
  structure.sections.forEach((section, s) => {
    section.questions.forEach((question, q) => places.set(question, { path: `/sections/${s}/questions/${q}` }));
    section.groups.forEach((group, g) => group.questions.forEach((question, q) => places.set(question, { path: `/sections/${s}/groups/${g}/questions/${q}` })));
  });
  return places;
}

async function planXlsx(db: Queryable, upload: TemplateUpload): Promise<TemplatePlan> {
  const [table, types] = await Promise.all([
    readImportTable(upload.data),
    db.select({ key: assessmentQuestionTypes.key, name: assessmentQuestionTypes.name }).from(assessmentQuestionTypes),
  ]);
  const parsed = parseXlsxTemplate(table, types.map((type) => ({ ...type, key: type.key as QuestionTypeKey })), upload.filename);
  // When no row became a question, the rows' own problems say why.
  const nothingRead = parsed.lineOf.size === 0 && parsed.errors.length > 0;
  const checked = nothingRead
    ? []
    : [
        ...structureProblems(parsed.structure).map((problem) => rowProblem(parsed, problem)),
        ...checkTemplate(parsed.structure, (question) => ({ line: parsed.lineOf.get(question) ?? 1 }), { line: 1 }),
      ];
  return { structure: parsed.structure, errors: [...parsed.errors, ...checked].sort((a, b) => (a.line ?? 0) - (b.line ?? 0)) };
}

function planJson(upload: TemplateUpload): TemplatePlan {
  const parsed = parseJsonTemplate(upload.data);
  if (!parsed.structure) return parsed;
  const places = jsonPlaces(parsed.structure);
  return { structure: parsed.structure, errors: checkTemplate(parsed.structure, (question) => places.get(question) ?? { path: '' }, { path: '/sections' }) };
}

function previewOf(plan: TemplatePlan, name: string): AssessmentImportPreview {
  const sections = plan.structure?.sections ?? [];
  return {
    name,
    sections: sections.map((section) => ({
      name: section.name,
      group_count: section.groups.length,
      question_count: section.questions.length + section.groups.reduce((sum, group) => sum + group.questions.length, 0),
    })),
    question_count: plan.structure ? questionsOf(plan.structure).length : 0,
    errors: plan.errors,
  };
}

/** Creates the structure's sections, groups and questions in the new assessment; conditions point at the new questions. */
async function insertStructure(db: Queryable, assessmentId: number, structure: AssessmentStructure): Promise<void> {
  const sources = new Set(questionsOf(structure).flatMap((question) => (question.condition ? [question.condition.question_ref] : [])));
  const created = new Map<string, { id: number; optionIdOf: Map<string, number> }>();
  const conditionOf = (question: StructureQuestion): QuestionCondition | null => {
    const source = question.condition && created.get(question.condition.question_ref);
    if (!question.condition || !source) return null;
    const labels = question.condition.option_labels.map((label) => label.trim().toLowerCase());
    return { assessment_question_id: source.id, assessment_question_option_ids: labels.flatMap((label) => source.optionIdOf.get(label) ?? []) };
  };
  const insertAll = async (questions: StructureQuestion[], sectionId: number, groupId: number | null) => {
    for (const question of questions) {
      const id = await insertQuestion(db, assessmentId, {
        assessment_section_id: sectionId,
        assessment_group_id: groupId,
        question_type_key: question.type,
        text: question.text,
        help: question.help,
        required: question.required,
        options: question.options,
        condition: conditionOf(question),
      });
      if (sources.has(question.ref)) {
        const options = (await findQuestion(db, assessmentId, id)).options;
        created.set(question.ref, { id, optionIdOf: new Map(options.map((option) => [option.label.trim().toLowerCase(), option.id])) });
      }
    }
  };
  for (const section of structure.sections) {
    const sectionId = await insertSection(db, assessmentId, { name: section.name, description: section.description });
    await insertAll(section.questions, sectionId, null);
    for (const group of section.groups) {
      const groupId = await insertGroup(db, assessmentId, { assessment_section_id: sectionId, name: group.name, description: group.description });
      await insertAll(group.questions, sectionId, groupId);
    }
  }
}

/**
 * The caller must be allowed to create assessments before the file is read (`readFile`), so nobody else's
 * upload is ever parsed.
 */
export async function importTemplate(
  db: Database,
  auth: AuthContext,
  readFile: () => Promise<TemplateUpload>,
  options: { preview: boolean },
): Promise<AssessmentImportPreview | Assessment> {
  assertMayCreateAssessments(auth);
  const upload = await readFile();
  const plan = isXlsx(upload.data) ? await planXlsx(db, upload) : planJson(upload);
  const name = upload.name?.trim() || plan.structure?.name || upload.filename;
  if (name.length > NAME_MAX_LENGTH) throw unprocessable([{ field: 'name', code: 'tooLong', params: { count: NAME_MAX_LENGTH }, message: `The name must be at most ${NAME_MAX_LENGTH} characters.` }]);
  if (options.preview) return previewOf(plan, name);
  if (plan.errors.length > 0 || !plan.structure) throw new ImportRefused(plan.errors);
  const structure = plan.structure;
  const created = await db.transaction(async (tx) => {
    const assessment = await insertAssessment(tx, auth, { name, description: structure.description, anonymous: structure.anonymous });
    await insertStructure(tx, assessment.id, structure);
    return assessment;
  });
  return describeAssessment(db, auth, created.id);
}
