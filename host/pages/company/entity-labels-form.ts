import type { EntityMap } from '../../../core/domain/api-types';
import { DEFAULT_ENTITY_MAP, ENTITY_LABEL_MAX_LENGTH } from '../../../core/domain/entity-map';

export type LabelForm = EntityMap;
export type LabelProblem = 'required' | 'tooLong';
/** `${key}.${'singular' | 'plural'}` → what is wrong with it. */
export type LabelProblems = Record<string, LabelProblem>;

/** The renamable entities, in the order the form shows them. */
export const ENTITY_KEYS = Object.keys(DEFAULT_ENTITY_MAP);
export const LABEL_FORMS = ['singular', 'plural'] as const;

/** Every renamable entity's labels as the company has them now (the defaults where it has none). */
export function labelFormOf(entityMap: EntityMap | undefined): LabelForm {
  return Object.fromEntries(ENTITY_KEYS.map((key) => [key, { ...DEFAULT_ENTITY_MAP[key], ...entityMap?.[key] }]));
}

/** What is wrong with the form's names (trimmed): none blank, none longer than the server accepts. */
export function labelProblems(form: LabelForm): LabelProblems {
  const problems: LabelProblems = {};
  for (const key of ENTITY_KEYS) {
    for (const which of LABEL_FORMS) {
      const text = form[key][which].trim();
      if (!text) problems[`${key}.${which}`] = 'required';
      else if (text.length > ENTITY_LABEL_MAX_LENGTH) problems[`${key}.${which}`] = 'tooLong';
    }
  }
  return problems;
}

/** The form as the server takes it: trimmed, the company's own words kept as typed. */
export function trimmedLabels(form: LabelForm): EntityMap {
  return Object.fromEntries(
    ENTITY_KEYS.map((key) => [key, { singular: form[key].singular.trim(), plural: form[key].plural.trim() }]),
  );
}
