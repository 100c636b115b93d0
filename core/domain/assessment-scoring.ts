/**
 * What a response's answers mean: which questions its conditions show, whether the required ones are
 * answered, and each section's score. Pure, so the server (submit checks, results, exports) and the
 * pages (progress, live scores) decide alike.
 */
import type { AnswerInput, AssessmentQuestion, SectionScore } from './assessment-types';
import { CHOICE_QUESTION_TYPES } from './assessment-types';
import type { Id } from './id';

export type ScoringQuestion = Pick<AssessmentQuestion, 'id' | 'assessment_section_id' | 'question_type_key' | 'required' | 'condition'> & {
  options: ReadonlyArray<{ id: Id; score: number }>;
};
export type ScoringAnswer = AnswerInput;

const isChoice = (question: Pick<ScoringQuestion, 'question_type_key'>) => CHOICE_QUESTION_TYPES.includes(question.question_type_key);

export function isAnswered(question: Pick<ScoringQuestion, 'question_type_key'>, answer: ScoringAnswer | undefined): boolean {
  if (!answer) return false;
  if (isChoice(question)) return (answer.assessment_question_option_ids ?? []).length > 0;
  switch (question.question_type_key) {
    case 'number':
      return typeof answer.number_value === 'number';
    case 'date':
      return !!answer.date_value;
    default:
      return !!answer.text_value?.trim();
  }
}

const byQuestion = (answers: readonly ScoringAnswer[]) => new Map(answers.map((answer) => [answer.assessment_question_id, answer]));

/**
 * The questions shown: those without a condition, and those whose condition question is itself shown
 * and answered with one of the condition's options. `questions` must be in answering order.
 */
export function visibleQuestionIds(questions: readonly ScoringQuestion[], answers: readonly ScoringAnswer[]): Set<Id> {
  const answerOf = byQuestion(answers);
  const visible = new Set<Id>();
  for (const question of questions) {
    const condition = question.condition;
    if (!condition) {
      visible.add(question.id);
      continue;
    }
    if (!visible.has(condition.assessment_question_id)) continue;
    const chosen = answerOf.get(condition.assessment_question_id)?.assessment_question_option_ids ?? [];
    if (chosen.some((id) => condition.assessment_question_option_ids.includes(id))) visible.add(question.id);
  }
  return visible;
}

/** Shown questions answered, out of the shown questions. */
export function responseProgress(questions: readonly ScoringQuestion[], answers: readonly ScoringAnswer[]) {
  const visible = visibleQuestionIds(questions, answers);
  const answerOf = byQuestion(answers);
  const shown = questions.filter((question) => visible.has(question.id));
  return {
    answered_count: shown.filter((question) => isAnswered(question, answerOf.get(question.id))).length,
    question_count: shown.length,
  };
}

/** The required questions shown but not answered, in order: submitting is refused while there are any. */
export function missingRequiredQuestionIds(questions: readonly ScoringQuestion[], answers: readonly ScoringAnswer[]): Id[] {
  const visible = visibleQuestionIds(questions, answers);
  const answerOf = byQuestion(answers);
  return questions
    .filter((question) => question.required && visible.has(question.id) && !isAnswered(question, answerOf.get(question.id)))
    .map((question) => question.id);
}

function bestScore(question: ScoringQuestion): number {
  const scores = question.options.map((option) => option.score);
  if (scores.length === 0) return 0;
  if (question.question_type_key === 'multiple_choice') return scores.filter((score) => score > 0).reduce((sum, score) => sum + score, 0);
  return Math.max(...scores);
}

const roundToTenth = (value: number) => Math.round(value * 10) / 10;

/** Each section's score over its shown choice questions (unanswered ones score 0 but count towards the best). */
export function sectionScores(
  sectionIds: readonly Id[],
  questions: readonly ScoringQuestion[],
  answers: readonly ScoringAnswer[],
): SectionScore[] {
  const visible = visibleQuestionIds(questions, answers);
  const answerOf = byQuestion(answers);
  return sectionIds.map((sectionId) => {
    let score = 0;
    let maxScore = 0;
    for (const question of questions) {
      if (question.assessment_section_id !== sectionId || !visible.has(question.id) || !isChoice(question)) continue;
      const chosen = new Set(answerOf.get(question.id)?.assessment_question_option_ids ?? []);
      score += question.options.filter((option) => chosen.has(option.id)).reduce((sum, option) => sum + option.score, 0);
      maxScore += bestScore(question);
    }
    return {
      assessment_section_id: sectionId,
      score: roundToTenth(score),
      max_score: roundToTenth(maxScore),
      percent: maxScore > 0 ? roundToTenth((score / maxScore) * 100) : null,
    };
  });
}
