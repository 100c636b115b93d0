import { isAnswered, missingRequiredQuestionIds, visibleQuestionIds } from '../../../../core/domain/assessment-scoring';
import type { AssessmentQuestion } from '../../../../core/domain/assessment-types';
import type { Id } from '../../../../core/domain/id';
import type { AnswerMap } from './answer-map';

/**
 * The shared rules of core/domain/assessment-scoring (the server decides by them too) over the answers as
 * the pages hold them. `ordered` is every question in answering order (`questionsInOrder`).
 */
export const shownQuestionIds = (ordered: readonly AssessmentQuestion[], answers: AnswerMap): Set<Id> => visibleQuestionIds(ordered, [...answers.values()]);

/** The required shown questions still without an answer, in answering order. */
export const missingRequired = (ordered: readonly AssessmentQuestion[], answers: AnswerMap): Id[] => missingRequiredQuestionIds(ordered, [...answers.values()]);

export interface Progress {
  answered: number;
  total: number;
  /** 0..100, whole numbers; 0 when there is nothing to answer. */
  percent: number;
}

/** How far the shown questions among `questions` (all, or one section's) are answered. */
export function progressOf(questions: readonly AssessmentQuestion[], shown: ReadonlySet<Id>, answers: AnswerMap): Progress {
  const asked = questions.filter((question) => shown.has(question.id));
  const answered = asked.filter((question) => isAnswered(question, answers.get(question.id))).length;
  return { answered, total: asked.length, percent: asked.length === 0 ? 0 : Math.round((answered / asked.length) * 100) };
}
