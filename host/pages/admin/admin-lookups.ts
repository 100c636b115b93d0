import type { LookupResource } from '../../../core/domain/lookups';
import type { HostMessageKey } from '../../i18n/host-message-key';

/** The lookups system admins manage on one generic page each: /admin/{path}. */
export interface AdminLookup {
  path: string;
  lookup: LookupResource;
  /** Message key of the page's title. */
  titleKey: HostMessageKey;
  hasWeight: boolean;
  /** Without colours (module categories). */
  noColor?: boolean;
  /** A closed set (module categories): its items are only reordered, never added, renamed or deleted. */
  fixedSet?: boolean;
  /** Items with a fixed key the app acts on (the assessments' statuses and question types): renamed, recoloured and
   * reordered, never added or deleted. */
  keyedSet?: boolean;
}

export const ADMIN_LOOKUPS: readonly AdminLookup[] = [
  { path: 'driver-item-types', lookup: 'driver_item_types', titleKey: 'admin.lookups.driver_item_types', hasWeight: false },
  { path: 'risk-item-impacts', lookup: 'risk_item_impacts', titleKey: 'admin.lookups.risk_item_impacts', hasWeight: true },
  { path: 'risk-item-probabilities', lookup: 'risk_item_probabilities', titleKey: 'admin.lookups.risk_item_probabilities', hasWeight: true },
  { path: 'ecosystem-roles', lookup: 'ecosystem_roles', titleKey: 'admin.lookups.ecosystem_roles', hasWeight: false },
  { path: 'assessment-statuses', lookup: 'assessment_statuses', titleKey: 'admin.lookups.assessment_statuses', hasWeight: false, keyedSet: true },
  { path: 'response-statuses', lookup: 'response_statuses', titleKey: 'admin.lookups.response_statuses', hasWeight: false, keyedSet: true },
  {
    path: 'assessment-question-types',
    lookup: 'assessment_question_types',
    titleKey: 'admin.lookups.assessment_question_types',
    hasWeight: false,
    keyedSet: true,
  },
];
