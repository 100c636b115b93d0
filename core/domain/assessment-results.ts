/**
 * What the submitted responses of an assessment add up to (AssessmentResults): each section's average and
 * how each question was answered. Pure, over responses and answers read elsewhere; anonymity is the
 * reader's business (the responses given already leave the person out).
 */
import { answerValueText } from './assessment-answer-text';
import { isAnswered, visibleQuestionIds } from './assessment-scoring';
import type {
  AssessmentQuestion,
  AssessmentResponse,
  AssessmentResults,
  AssessmentSection,
  QuestionDistribution,
  ResponseAnswer,
  SectionAverage,
} from './assessment-types';
import { CHOICE_QUESTION_TYPES } from './assessment-types';

/** Text and date answers listed per question, most frequent first. */
export const MAX_LISTED_VALUES = 50;

const roundToTenth = (value: number) => Math.round(value * 10) / 10;
const mean = (values: readonly number[]) => (values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length);
const roundedMean = (values: readonly number[]) => {
  const average = mean(values);
  return average === null ? null : roundToTenth(average);
};

function sectionAverage(section: AssessmentSection, submitted: readonly AssessmentResponse[]): SectionAverage {
  const scores = submitted.flatMap((response) => response.section_scores.filter((score) => score.assessment_section_id === section.id));
  const scored = scores.filter((score) => score.percent !== null);
  return {
    assessment_section_id: section.id,
    name: section.name,
    average_percent: roundedMean(scored.map((score) => score.percent ?? 0)),
    average_score: roundedMean(scored.map((score) => score.score)),
    max_score: Math.max(0, ...scores.map((score) => score.max_score)),
  };
}

function countedValues(values: readonly string[]): QuestionDistribution['values'] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
    .slice(0, MAX_LISTED_VALUES);
}

function questionDistribution(question: AssessmentQuestion, answers: readonly ResponseAnswer[]): QuestionDistribution {
  const given = answers.filter((answer) => answer.assessment_question_id === question.id && isAnswered(question, answer));
  const isChoice = CHOICE_QUESTION_TYPES.includes(question.question_type_key);
  const numbers = question.question_type_key === 'number' ? given.map((answer) => answer.number_value ?? 0) : [];
  const average = mean(numbers);
  return {
    assessment_question_id: question.id,
    question_type_key: question.question_type_key,
    answered_count: given.length,
    options: question.options.map((option) => ({
      assessment_question_option_id: option.id,
      label: option.label,
      count: given.filter((answer) => answer.assessment_question_option_ids.includes(option.id)).length,
    })),
    number_summary: average === null ? null : { min: Math.min(...numbers), max: Math.max(...numbers), average },
    values: isChoice || question.question_type_key === 'number' ? [] : countedValues(given.map((answer) => answerValueText(question, answer))),
  };
}

/** A response's answers to the questions its conditions show (an answer left behind a hidden question does not count). */
function shownAnswers(questions: readonly AssessmentQuestion[], answers: readonly ResponseAnswer[]): ResponseAnswer[] {
  const visible = visibleQuestionIds(questions, answers);
  return answers.filter((answer) => visible.has(answer.assessment_question_id));
}

/** The results over the submitted responses among those given (answers of the others are ignored). */
export function assessmentResults(
  assessmentId: number,
  sections: readonly AssessmentSection[],
  questions: readonly AssessmentQuestion[],
  responses: readonly AssessmentResponse[],
  answers: readonly ResponseAnswer[],
): AssessmentResults {
  const submitted = responses.filter((response) => response.status_key === 'submitted');
  const submittedAnswers = submitted.flatMap((response) => shownAnswers(questions, answers.filter((answer) => answer.response_id === response.id)));
  return {
    assessment_id: assessmentId,
    submitted_count: submitted.length,
    in_progress_count: responses.length - submitted.length,
    section_averages: sections.map((section) => sectionAverage(section, submitted)),
    responses: submitted.map((response) => ({
      response_id: response.id,
      user: response.user,
      submitted_at: response.submitted_at,
      section_scores: response.section_scores,
    })),
    questions: questions.map((question) => questionDistribution(question, submittedAnswers)),
  };
}
