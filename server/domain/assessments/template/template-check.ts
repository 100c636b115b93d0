/**
 * The rules every template follows beyond the structure's schema (template-json.ts), whichever file it came
 * from: at least one question and at most ASSESSMENT_IMPORT_MAX_QUESTIONS, choice questions with distinct
 * options and the others with none, and conditions naming an earlier choice question and some of its options.
 * Each problem is reported where the question is: its spreadsheet row or its JSON pointer.
 */
import {
  ASSESSMENT_IMPORT_MAX_QUESTIONS,
  CHOICE_QUESTION_TYPES,
  type AssessmentImportError,
  type AssessmentStructure,
  type StructureQuestion,
} from '../../../../core/domain/assessment-types';
import { defaultOptions } from '../assessment-questions';

/** Where a question sits in the uploaded file. */
export type TemplatePlace = { line: number } | { path: string };

const labelKey = (label: string) => label.trim().toLowerCase();

/** Every question in answering order: each section's own questions, then its groups'. */
export function questionsOf(structure: AssessmentStructure): StructureQuestion[] {
  return structure.sections.flatMap((section) => [...section.questions, ...section.groups.flatMap((group) => group.questions)]);
}

/** The options a question gets: its own, or the usual ones of yes/no and scale. */
export function optionsOf(question: StructureQuestion): Array<{ label: string; score?: number }> {
  return question.options ?? defaultOptions(question.type);
}

function questionProblems(question: StructureQuestion, earlier: ReadonlyMap<string, StructureQuestion>): string[] {
  const problems: string[] = [];
  if (earlier.has(question.ref)) problems.push(`ref "${question.ref}" is used by an earlier question`);
  const choice = CHOICE_QUESTION_TYPES.includes(question.type);
  const options = question.options ?? [];
  if (!choice && options.length > 0) problems.push(`a ${question.type} question has no options; leave them out`);
  if (choice && optionsOf(question).length === 0) problems.push(`a ${question.type} question needs options, such as "Never=0; Always=2"`);
  for (const [index, option] of options.entries()) {
    if (options.findIndex((other) => labelKey(other.label) === labelKey(option.label)) !== index) problems.push(`option "${option.label}" appears twice`);
  }
  const condition = question.condition;
  if (condition) {
    const source = earlier.get(condition.question_ref);
    if (!source) problems.push(`the condition names "${condition.question_ref}", which is no earlier question`);
    else if (!CHOICE_QUESTION_TYPES.includes(source.type)) problems.push(`the condition depends on "${source.text}", which is not a choice question`);
    else {
      const labels = new Set(optionsOf(source).map((option) => labelKey(option.label)));
      const unknown = condition.option_labels.filter((label) => !labels.has(labelKey(label)));
      if (unknown.length > 0) problems.push(`the condition's answer ${unknown.map((label) => `"${label}"`).join(', ')} is not an option of "${source.text}"`);
    }
  }
  return problems;
}

/** Problems of one place as one sentence. */
export const sentence = (problems: string[]) => `${problems.join('; ')}.`.replace(/^./, (first) => first.toUpperCase());

export function checkTemplate(structure: AssessmentStructure, placeOf: (question: StructureQuestion) => TemplatePlace, filePlace: TemplatePlace): AssessmentImportError[] {
  const errors: AssessmentImportError[] = [];
  const questions = questionsOf(structure);
  if (questions.length === 0) errors.push({ ...filePlace, reason: 'The file has no questions. Add one row (or one question) per question.' });
  if (questions.length > ASSESSMENT_IMPORT_MAX_QUESTIONS) {
    errors.push({ ...filePlace, reason: `The file has ${questions.length} questions; one import creates at most ${ASSESSMENT_IMPORT_MAX_QUESTIONS}. Split it into several assessments.` });
    return errors;
  }
  const earlier = new Map<string, StructureQuestion>();
  for (const question of questions) {
    const problems = questionProblems(question, earlier);
    if (problems.length > 0) errors.push({ ...placeOf(question), reason: sentence(problems) });
    if (!earlier.has(question.ref)) earlier.set(question.ref, question);
  }
  return errors;
}
