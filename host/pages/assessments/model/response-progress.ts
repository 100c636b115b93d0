import type { AssessmentQuestion } from '../../../../core/domain/assessment-types';
import type { Id } from '../../../../core/domain/id';
import { isAnswered, type AnswerMap } from './answer-map';

export interface Progress {
  answered: number;
  total: number;
  /** 0..100, whole numbers; 0 when there is nothing to answer. */
  percent: number;
}

/** How far the visible questions among `questions` are answered. */
export function progressOf(questions: readonly AssessmentQuestion[], visible: ReadonlySet<Id>, answers: AnswerMap): Progress {
  const shown = questions.filter((question) => visible.has(question.id));
  const answered = shown.filter((question) => isAnswered(question, answers.get(question.id))).length;
  return { answered, total: shown.length, percent: shown.length === 0 ? 0 : Math.round((answered / shown.length) * 100) };
}

/** The required visible questions still without an answer, in the order given. */
export function missingRequired(questions: readonly AssessmentQuestion[], visible: ReadonlySet<Id>, answers: AnswerMap): AssessmentQuestion[] {
  return questions.filter((question) => question.required && visible.has(question.id) && !isAnswered(question, answers.get(question.id)));
}
