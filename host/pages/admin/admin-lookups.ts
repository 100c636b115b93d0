import type { LookupResource } from '../../../core/domain/lookups';

/** The lookups system admins manage on one generic page each: /admin/{path}. */
export interface AdminLookup {
  path: string;
  lookup: LookupResource;
  /** Message key of the page's title. */
  titleKey: string;
  hasWeight: boolean;
  /** Without colours (module categories). */
  noColor?: boolean;
  /** A closed set (module categories): its items are only reordered, never added, renamed or deleted. */
  fixedSet?: boolean;
}

export const ADMIN_LOOKUPS: readonly AdminLookup[] = [
  { path: 'driver-item-types', lookup: 'driver_item_types', titleKey: 'admin.lookups.driver_item_types', hasWeight: false },
  { path: 'risk-item-impacts', lookup: 'risk_item_impacts', titleKey: 'admin.lookups.risk_item_impacts', hasWeight: true },
  { path: 'risk-item-probabilities', lookup: 'risk_item_probabilities', titleKey: 'admin.lookups.risk_item_probabilities', hasWeight: true },
  { path: 'ecosystem-roles', lookup: 'ecosystem_roles', titleKey: 'admin.lookups.ecosystem_roles', hasWeight: false },
];
