import type { i18n as I18next } from 'i18next';
import type { EntityMap } from '../domain/api-types';
import { mergeEntityMap } from '../domain/entity-map';

/**
 * The i18next namespace holding a language's entity labels before a company renames them
 * (core/i18n/entity-labels/<language>.json, added when the language loads).
 */
export const ENTITY_DEFAULTS_NAMESPACE = 'entityDefaults';

/** The entity labels of `language` before a company renames them; a label the language lacks stays English. */
export function entityLabelDefaults(i18next: I18next, language: string): EntityMap {
  return mergeEntityMap(i18next.getResourceBundle(language, ENTITY_DEFAULTS_NAMESPACE));
}
