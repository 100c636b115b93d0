import type { AssessmentQuestionOption, QuestionTypeKey } from '../../../../core/domain/assessment-types';
import type { Id } from '../../../../core/domain/id';
import type { HostMessageKey } from '../../../i18n/host-message-key';

/** An option as the question dialog edits it: `id` is absent until the server has it; `key` names the row. */
export interface OptionDraft {
  key: string;
  id?: Id;
  label: string;
  /** As typed; read as a number when saved. */
  score: string;
}

let nextKey = 0;
export const newOptionDraft = (label = '', score = '0'): OptionDraft => ({ key: `new-${nextKey++}`, label, score });

export const draftsOf = (options: readonly AssessmentQuestionOption[]): OptionDraft[] =>
  [...options].sort((a, b) => a.position - b.position).map((option) => ({ key: `option-${option.id}`, id: option.id, label: option.label, score: String(option.score) }));

/** What a new question of a type starts with: yes and no, or a scale of 1 to 5, scored as they read. */
export function defaultDrafts(type: QuestionTypeKey): OptionDraft[] {
  if (type === 'yes_no') return [newOptionDraft('Yes', '1'), newOptionDraft('No', '0')];
  if (type === 'scale') return [1, 2, 3, 4, 5].map((n) => newOptionDraft(String(n), String(n)));
  return [];
}

export const scoreOf = (draft: OptionDraft) => Number(draft.score.replace(',', '.'));

/** The first problem of the options, as a message key; null when they can be saved. */
export function optionsProblem(drafts: readonly OptionDraft[]): HostMessageKey | null {
  if (drafts.length < 2) return 'assessments.questions.optionsTooFew';
  if (drafts.some((draft) => draft.label.trim() === '')) return 'assessments.questions.optionLabelMissing';
  if (drafts.some((draft) => draft.score.trim() === '' || !Number.isFinite(scoreOf(draft)))) return 'assessments.questions.optionScoreInvalid';
  return null;
}

export interface OptionChanges {
  create: OptionDraft[];
  update: Array<{ id: Id; label: string; score: number }>;
  remove: Id[];
  /** Whether the kept options are in another order than before (the new ones go where they stand). */
  reordered: boolean;
}

/** What to send so that a question's saved options become the edited ones. */
export function optionChanges(saved: readonly AssessmentQuestionOption[], edited: readonly OptionDraft[]): OptionChanges {
  const keptIds = new Set(edited.flatMap((draft) => (draft.id === undefined ? [] : [draft.id])));
  const savedById = new Map(saved.map((option) => [option.id, option]));
  const update = edited.flatMap((draft) => {
    const before = draft.id === undefined ? undefined : savedById.get(draft.id);
    if (!before || draft.id === undefined) return [];
    const label = draft.label.trim();
    const score = scoreOf(draft);
    return before.label === label && before.score === score ? [] : [{ id: draft.id, label, score }];
  });
  const savedOrder = [...saved].sort((a, b) => a.position - b.position).map((option) => option.id).filter((id) => keptIds.has(id));
  const editedOrder = edited.map((draft) => draft.id ?? null);
  const create = edited.filter((draft) => draft.id === undefined);
  const reordered =
    create.some((draft) => edited.indexOf(draft) !== edited.length - create.length + create.indexOf(draft)) ||
    savedOrder.some((id, index) => editedOrder[index] !== id);
  return { create, update, remove: saved.filter((option) => !keptIds.has(option.id)).map((option) => option.id), reordered };
}
