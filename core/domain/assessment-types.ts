/**
 * Assessments (data-layer.md §3, §6, §7): questionnaires a company builds out of sections, groups and
 * questions, that people answer once each (their current_response) and whose results, exports and
 * template imports live under /api/assessments. Shapes the API answers and accepts, shared by the
 * server and the client; snake_case, numeric ids, ISO 8601 timestamps, as in api-types.ts.
 *
 * Who may do what (the assessment's own level, on top of company write, §6):
 * - read: answer it (their own current_response) and see its structure;
 * - write: change its details and structure (sections, groups, questions, options), export its structure;
 * - admin: its permissions, every response (list, answers, scores, results, CSV and PDF exports), delete it.
 * The creator gets admin; company admins are admin on every assessment of their company.
 */
import type { Id } from './id';
import type { PermissionFlags, PermissionKey } from './permissions';
import type { DirectoryUser } from './sharing-types';

/* ---------- Lookups: admin-editable (rename, colour, order); the keys are fixed, behaviour follows them ---------- */

export const ASSESSMENT_LOOKUPS = ['assessment_statuses', 'response_statuses', 'assessment_question_types'] as const;
export type AssessmentLookup = (typeof ASSESSMENT_LOOKUPS)[number];

/** draft: being built, nobody answers; open: answers accepted (within opens_at..closes_at); closed: read only. */
export const ASSESSMENT_STATUS_KEYS = ['draft', 'open', 'closed'] as const;
export type AssessmentStatusKey = (typeof ASSESSMENT_STATUS_KEYS)[number];

export const RESPONSE_STATUS_KEYS = ['in_progress', 'submitted'] as const;
export type ResponseStatusKey = (typeof RESPONSE_STATUS_KEYS)[number];

export const QUESTION_TYPE_KEYS = [
  'single_choice',
  'multiple_choice',
  'scale',
  'yes_no',
  'number',
  'short_text',
  'long_text',
  'date',
] as const;
export type QuestionTypeKey = (typeof QUESTION_TYPE_KEYS)[number];

/** Types answered by choosing options (each option carries a score); the others have no options. */
export const CHOICE_QUESTION_TYPES: readonly QuestionTypeKey[] = ['single_choice', 'multiple_choice', 'scale', 'yes_no'];
/** Types whose answer is exactly one option. */
export const SINGLE_OPTION_QUESTION_TYPES: readonly QuestionTypeKey[] = ['single_choice', 'scale', 'yes_no'];

/** GET /api/{assessment lookup}.json: one item (also served under /api/admin/{lookup} for system admins). */
export interface AssessmentLookupItem<K extends string = string> {
  id: Id;
  /** Fixed: what the server and pages act on. */
  key: K;
  /** The admin's wording. */
  name: string;
  position: number;
  color: string;
}
export type AssessmentStatus = AssessmentLookupItem<AssessmentStatusKey>;
export type ResponseStatus = AssessmentLookupItem<ResponseStatusKey>;
export type AssessmentQuestionType = AssessmentLookupItem<QuestionTypeKey>;

/* ---------- Assessment ---------- */

/** The caller's own response, as the assessment list shows it. */
export interface OwnResponseProgress {
  id: Id;
  status_key: ResponseStatusKey;
  /** Visible questions answered / visible questions (conditions applied). */
  answered_count: number;
  question_count: number;
  submitted_at: string | null;
}

export interface Assessment {
  id: Id;
  company_id: Id;
  name: string;
  description: string;
  status_id: Id;
  status_key: AssessmentStatusKey;
  /** Null: no bound on that side. */
  opens_at: string | null;
  closes_at: string | null;
  /** Nobody, admins included, ever learns who answered (responses, answers, exports, PDF). */
  anonymous: boolean;
  created_at: string;
  updated_at: string;
  /** The caller's effective level on this assessment. */
  permissions: PermissionFlags;
  /** Open and within opens_at..closes_at now. */
  accepting_answers: boolean;
  question_count: number;
  response_counts: { in_progress: number; submitted: number };
  /** Null until the caller first opens their response. */
  current_response: OwnResponseProgress | null;
}

/** POST /api/assessments.json (company write); the status defaults to draft. */
export interface AssessmentCreate {
  name: string;
  description?: string;
  status_id?: Id;
  opens_at?: string | null;
  closes_at?: string | null;
  anonymous?: boolean;
}
/** PUT /api/assessments/{id}.json (assessment write); omitted fields stay. */
export type AssessmentUpdate = Partial<AssessmentCreate>;

/** GET /api/assessments.json query: what the caller may see (read or more). */
export interface AssessmentListQuery {
  search?: string;
  status_key?: AssessmentStatusKey;
}

/* ---------- Structure ---------- */

export interface AssessmentSection {
  id: Id;
  assessment_id: Id;
  name: string;
  description: string;
  position: number;
}
export interface AssessmentSectionCreate {
  name: string;
  description?: string;
}
export type AssessmentSectionUpdate = Partial<AssessmentSectionCreate>;

/** A group of questions inside a section. */
export interface AssessmentGroup {
  id: Id;
  assessment_id: Id;
  assessment_section_id: Id;
  name: string;
  description: string;
  position: number;
}
export interface AssessmentGroupCreate {
  assessment_section_id: Id;
  name: string;
  description?: string;
}
/** Moving a group to another section takes its questions along. */
export type AssessmentGroupUpdate = Partial<AssessmentGroupCreate>;

export interface AssessmentQuestionOption {
  id: Id;
  assessment_id: Id;
  assessment_question_id: Id;
  label: string;
  /** Added to its section's score when chosen. */
  score: number;
  position: number;
}
export interface AssessmentQuestionOptionCreate {
  assessment_question_id: Id;
  label: string;
  score?: number;
}
export type AssessmentQuestionOptionUpdate = Partial<Omit<AssessmentQuestionOptionCreate, 'assessment_question_id'>>;

/** Show a question only if an earlier choice question's answer includes one of these options. */
export interface QuestionCondition {
  assessment_question_id: Id;
  assessment_question_option_ids: Id[];
}

export interface AssessmentQuestion {
  id: Id;
  assessment_id: Id;
  assessment_section_id: Id;
  /** Null: directly in the section. */
  assessment_group_id: Id | null;
  question_type_id: Id;
  question_type_key: QuestionTypeKey;
  text: string;
  help: string;
  required: boolean;
  /** Within its section and group. */
  position: number;
  condition: QuestionCondition | null;
  /** Choice types only, by position; [] otherwise. */
  options: AssessmentQuestionOption[];
}

export interface AssessmentQuestionCreate {
  assessment_section_id: Id;
  assessment_group_id?: Id | null;
  /** Either the type's id or its key. */
  question_type_id?: Id;
  question_type_key?: QuestionTypeKey;
  text: string;
  help?: string;
  required?: boolean;
  condition?: QuestionCondition | null;
  /** Choice types: the options to create. Left out, yes/no gets Yes (1) and No (0), scale gets 1..5 (scores 1..5). */
  options?: Array<{ label: string; score?: number }>;
}
/** Options change through question_options; a type change to a non-choice type drops the options. */
export type AssessmentQuestionUpdate = Partial<Omit<AssessmentQuestionCreate, 'options'>>;

/* ---------- Permissions (data-layer.md §3) ---------- */

export interface AssessmentUserPermission {
  id: Id;
  assessment_id: Id;
  user_id: Id;
  user: DirectoryUser;
  permission_key: PermissionKey;
}
export interface AssessmentRolePermission {
  id: Id;
  assessment_id: Id;
  role_id: Id;
  role: { id: Id; name: string };
  permission_key: PermissionKey;
}
/* Create and update bodies: UserPermissionCreate, RolePermissionCreate and PermissionUpdate (sharing-types.ts). */

/* ---------- Responses and answers ---------- */

export interface SectionScore {
  assessment_section_id: Id;
  /** Sum of the chosen options' scores over the section's visible questions. */
  score: number;
  /** The best score reachable over the same questions (multiple choice: every positive option). */
  max_score: number;
  /** score / max_score * 100, rounded to one decimal; null when nothing in the section is scored. */
  percent: number | null;
}

export interface AssessmentResponse {
  id: Id;
  assessment_id: Id;
  /** Null on anonymous assessments, for everyone. */
  user_id: Id | null;
  user: DirectoryUser | null;
  status_id: Id;
  status_key: ResponseStatusKey;
  answered_count: number;
  question_count: number;
  submitted_at: string | null;
  created_at: string;
  updated_at: string;
  section_scores: SectionScore[];
}

export interface ResponseAnswer {
  id: Id;
  response_id: Id;
  assessment_question_id: Id;
  /** short_text and long_text. */
  text_value: string | null;
  /** number. */
  number_value: number | null;
  /** date: YYYY-MM-DD. */
  date_value: string | null;
  /** Choice types: the chosen options (one for single choice, scale and yes/no). */
  assessment_question_option_ids: Id[];
  updated_at: string;
}

/** GET .../responses/{responseId}/answer_options.json: one chosen option of an answer. */
export interface ResponseAnswerOption {
  id: Id;
  response_answer_id: Id;
  assessment_question_option_id: Id;
}

/** One answer to save; the field of the question's type is read, the others must be absent or null. An empty answer clears it. */
export interface AnswerInput {
  assessment_question_id: Id;
  text_value?: string | null;
  number_value?: number | null;
  date_value?: string | null;
  assessment_question_option_ids?: Id[];
}

/**
 * PUT /api/assessments/{id}/current_response.json (assessment read, while it accepts answers).
 * Saving the same answers twice changes nothing. submit checks every required visible question
 * (422 with fields `answers/{questionId}`); reopen takes a submitted response back to in progress.
 * A submitted response takes no answers until it is reopened (409); a closed assessment none (409).
 */
export interface CurrentResponseUpdate {
  answers?: AnswerInput[];
  action?: 'submit' | 'reopen';
}

/** GET|PUT /api/assessments/{id}/current_response.json: the caller's own response and its answers. */
export interface CurrentResponse extends AssessmentResponse {
  answers: ResponseAnswer[];
}

/* ---------- Results (assessment admin; submitted responses only) ---------- */

export interface SectionAverage {
  assessment_section_id: Id;
  name: string;
  /** Mean of the submitted responses' section percents; null when none is scored. */
  average_percent: number | null;
  average_score: number | null;
  max_score: number;
}

/** How one question was answered. */
export interface QuestionDistribution {
  assessment_question_id: Id;
  question_type_key: QuestionTypeKey;
  answered_count: number;
  /** Choice types: every option, with how many chose it (0 included). */
  options: Array<{ assessment_question_option_id: Id; label: string; count: number }>;
  /** number: null when nobody answered. */
  number_summary: { min: number; max: number; average: number } | null;
  /** Text and date types: the answers given, most frequent first (at most 50). */
  values: Array<{ value: string; count: number }>;
}

/** GET /api/assessments/{id}/results.json */
export interface AssessmentResults {
  assessment_id: Id;
  submitted_count: number;
  in_progress_count: number;
  section_averages: SectionAverage[];
  /** Each submitted response's section scores; user null on anonymous assessments. */
  responses: Array<{ response_id: Id; user: DirectoryUser | null; submitted_at: string | null; section_scores: SectionScore[] }>;
  questions: QuestionDistribution[];
}

/* ---------- Structure export and template import ---------- */

export const ASSESSMENT_STRUCTURE_FORMAT = 'tessera-assessment';
export const ASSESSMENT_STRUCTURE_VERSION = 1;

export interface StructureQuestion {
  /** Unique within the file; conditions refer to it. */
  ref: string;
  type: QuestionTypeKey;
  text: string;
  help?: string;
  required?: boolean;
  options?: Array<{ label: string; score?: number }>;
  /** Show only if the question `question_ref` (earlier in the file) has one of these option labels. */
  condition?: { question_ref: string; option_labels: string[] } | null;
}
export interface StructureGroup {
  name: string;
  description?: string;
  questions: StructureQuestion[];
}
export interface StructureSection {
  name: string;
  description?: string;
  /** Questions directly in the section (before its groups). */
  questions: StructureQuestion[];
  groups: StructureGroup[];
}

/** GET /api/assessments/{id}/export.json; the same JSON uploaded to import.json makes a copy of the structure. */
export interface AssessmentStructure {
  format: typeof ASSESSMENT_STRUCTURE_FORMAT;
  version: typeof ASSESSMENT_STRUCTURE_VERSION;
  name: string;
  description: string;
  anonymous: boolean;
  sections: StructureSection[];
}

/**
 * The XLSX template: one row per question under this header (row 1), in answering order. An empty Section
 * continues the section of the row above; Group may be empty (the question sits directly in its section,
 * before the section's groups). Type is a question type key or its name; Required is yes/no; Options read
 * "Label=score; Label=score" (a label without =score scores 0; yes/no and scale questions without options
 * get the usual ones). Condition question names an earlier choice question by its text or its number in the
 * file (1 = the first question); Condition answer lists the options that show the question, separated by ";".
 */
export const ASSESSMENT_XLSX_COLUMNS = [
  'Section',
  'Group',
  'Question',
  'Type',
  'Required',
  'Options',
  'Help',
  'Condition question',
  'Condition answer',
] as const;
export type AssessmentXlsxColumn = (typeof ASSESSMENT_XLSX_COLUMNS)[number];

/** The largest template file and the most questions one import creates. */
export const ASSESSMENT_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const ASSESSMENT_IMPORT_MAX_QUESTIONS = 500;

/** Where an import went wrong: the XLSX row (header = 1), or the JSON pointer into the uploaded structure. */
export interface AssessmentImportError {
  line?: number;
  path?: string;
  reason: string;
}

/**
 * POST /api/assessments/import.json, multipart: field `file` (.json structure or .xlsx template) and an
 * optional field `name` (default: the structure's name, or the file name). Company write.
 * ?preview=true answers this and writes nothing; otherwise 201 with the new Assessment (draft, the caller
 * admin), or 422 with `errors` (AssessmentImportError[]) and nothing written.
 */
export interface AssessmentImportPreview {
  name: string;
  sections: Array<{ name: string; group_count: number; question_count: number }>;
  question_count: number;
  errors: AssessmentImportError[];
}

/* ---------- Paths ---------- */

export const ASSESSMENTS_PATH = '/api/assessments';

/** Resources nested under /api/assessments/{assessmentId}/ with the generic list/get/create/update/destroy. */
export const ASSESSMENT_CHILD_RESOURCES = ['sections', 'groups', 'questions', 'question_options', 'role_permissions', 'user_permissions'] as const;
export type AssessmentChildResource = (typeof ASSESSMENT_CHILD_RESOURCES)[number];
/**
 * The children with POST {resource}/update_positions.json (body UpdatePositions, api-types.ts): the complete
 * new order of one container, positions become 0..n-1 — sections of the assessment, groups of one section,
 * questions of one section and group, options of one question.
 */
export const POSITIONED_ASSESSMENT_RESOURCES = ['sections', 'groups', 'questions', 'question_options'] as const;
export type PositionedAssessmentResource = (typeof POSITIONED_ASSESSMENT_RESOURCES)[number];

const json = (path: string, id?: Id) => `${path}${id === undefined ? '' : `/${id}`}.json`;

export const assessmentLookupPath = (lookup: AssessmentLookup) => `/api/${lookup}.json`;
export const assessmentsPath = (id?: Id) => json(ASSESSMENTS_PATH, id);
export const assessmentChildPath = (assessmentId: Id, resource: AssessmentChildResource, id?: Id) =>
  json(`${ASSESSMENTS_PATH}/${assessmentId}/${resource}`, id);
export const assessmentPositionsPath = (assessmentId: Id, resource: PositionedAssessmentResource) =>
  `${ASSESSMENTS_PATH}/${assessmentId}/${resource}/update_positions.json`;
/** GET list (admin), GET one, DELETE one (admin: the response and its answers go). */
export const assessmentResponsesPath = (assessmentId: Id, responseId?: Id) => json(`${ASSESSMENTS_PATH}/${assessmentId}/responses`, responseId);
/** GET list and one (read only). */
export const responseAnswersPath = (assessmentId: Id, responseId: Id, answerId?: Id) =>
  json(`${ASSESSMENTS_PATH}/${assessmentId}/responses/${responseId}/answers`, answerId);
export const responseAnswerOptionsPath = (assessmentId: Id, responseId: Id) =>
  `${ASSESSMENTS_PATH}/${assessmentId}/responses/${responseId}/answer_options.json`;
/** GET (created on first use while the assessment accepts answers) and PUT (CurrentResponseUpdate). */
export const currentResponsePath = (assessmentId: Id) => `${ASSESSMENTS_PATH}/${assessmentId}/current_response.json`;
export const currentResponseAnswersPath = (assessmentId: Id) => `${ASSESSMENTS_PATH}/${assessmentId}/current_response/answers.json`;
export const assessmentResultsPath = (assessmentId: Id) => `${ASSESSMENTS_PATH}/${assessmentId}/results.json`;
/** One row per response, one column per question; UTF-8 with BOM. Assessment admin. */
export const assessmentCsvExportPath = (assessmentId: Id) => `${ASSESSMENTS_PATH}/${assessmentId}/export.csv`;
/** The structure (AssessmentStructure). Assessment write. */
export const assessmentStructureExportPath = (assessmentId: Id) => `${ASSESSMENTS_PATH}/${assessmentId}/export.json`;
/** The response as a PDF with a radar chart of its section scores. Assessment admin, or the response's own author. */
export const responsePdfExportPath = (assessmentId: Id, responseId: Id) =>
  `${ASSESSMENTS_PATH}/${assessmentId}/responses/${responseId}/export.pdf`;
export const assessmentImportPath = (preview = false) => `${ASSESSMENTS_PATH}/import.json${preview ? '?preview=true' : ''}`;
