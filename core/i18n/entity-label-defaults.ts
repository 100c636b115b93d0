import type { EntityMap } from '../domain/api-types';
import { DEFAULT_ENTITY_MAP } from '../domain/entity-map';

/** The entity labels of each language before a company renames them; a language missing here uses English. */
export const ENTITY_LABEL_DEFAULTS: Readonly<Record<string, Readonly<EntityMap>>> = {
  en: DEFAULT_ENTITY_MAP,
};

export function entityLabelDefaults(language: string): Readonly<EntityMap> {
  return ENTITY_LABEL_DEFAULTS[language] ?? ENTITY_LABEL_DEFAULTS[language.split('-')[0]] ?? DEFAULT_ENTITY_MAP;
}
