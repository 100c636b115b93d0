import type { AssessmentQuestion } from '../../../../core/domain/assessment-types';
import type { Id } from '../../../../core/domain/id';
import type { AnswerMap } from './answer-map';

/**
 * The questions shown with these answers: a question with a condition shows only while the question it
 * names is itself shown and its answer includes one of the condition's options. A condition naming a
 * question that no longer exists hides nothing.
 */
export function visibleQuestionIds(questions: readonly AssessmentQuestion[], answers: AnswerMap): Set<Id> {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const decided = new Map<Id, boolean>();
  const isVisible = (question: AssessmentQuestion, seen: ReadonlySet<Id>): boolean => {
    const known = decided.get(question.id);
    if (known !== undefined) return known;
    const condition = question.condition;
    const source = condition ? byId.get(condition.assessment_question_id) : undefined;
    let visible = true;
    if (condition && source) {
      // A loop of conditions cannot be met; the server refuses them, this only keeps the page alive.
      const chosen = answers.get(source.id)?.assessment_question_option_ids ?? [];
      visible =
        !seen.has(source.id) &&
        isVisible(source, new Set([...seen, question.id])) &&
        chosen.some((optionId) => condition.assessment_question_option_ids.includes(optionId));
    }
    decided.set(question.id, visible);
    return visible;
  };
  return new Set(questions.filter((question) => isVisible(question, new Set([question.id]))).map((question) => question.id));
}
