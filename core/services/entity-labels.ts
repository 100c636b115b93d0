import type { Observable } from 'rxjs';
import type { EntityMap } from '../domain/api-types';
import { serviceToken, type ServiceToken } from './service-token';

/** The i18next namespace holding the company's entity labels: `entity:stakeholder.singular`, `entity:tag.plural`, ... */
export const ENTITY_NAMESPACE = 'entity';

/**
 * The i18next event fired after the labels were fed again. react-i18next listens to it (`bindI18n`), so
 * every translated component re-renders when the company renames something or the language changes.
 */
export const ENTITY_LABELS_CHANGED = 'entityLabelsChanged';

/**
 * The entity labels of the current company in the current language (defaults with the company's renames),
 * fed into the `entity` namespace so any message names them by nesting: "Add $t(entity:stakeholder.singular)".
 */
export const EntityLabels: ServiceToken<EntityLabels> = serviceToken<EntityLabels>('EntityLabels');
export interface EntityLabels {
  readonly labels$: Observable<EntityMap>;
  readonly labels: EntityMap;
}
