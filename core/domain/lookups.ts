/**
 * System-wide lookups (data-layer.md §3, §4, §7): everyone signed in reads `GET /api/{lookup}.json`;
 * system admins manage them under `/api/admin/{lookup}`. Module content refers to a lookup item by id.
 */
import type { Id } from './api-types';
import { ASSESSMENT_LOOKUPS } from './assessment-types';

/** Lookups a manifest field may refer to (`{ kind: 'lookup', lookup: 'risk_item_impacts' }`). */
export const FIELD_LOOKUPS = ['driver_item_types', 'risk_item_impacts', 'risk_item_probabilities', 'ecosystem_roles'] as const;
export type FieldLookup = (typeof FIELD_LOOKUPS)[number];

/** Every lookup resource, by its API name. */
export const LOOKUP_RESOURCES = [
  ...FIELD_LOOKUPS,
  'project_statuses',
  'project_scenario_module_statuses',
  'scenario_module_categories',
  ...ASSESSMENT_LOOKUPS,
] as const;
export type LookupResource = (typeof LOOKUP_RESOURCES)[number];

/** One item of a lookup. `color` is absent where a lookup has none (module categories), `weight` where it ranks nothing. */
export interface LookupItem {
  id: Id;
  name: string;
  position: number;
  color?: string;
  weight?: number;
  /** Keyed lookups (the assessments'): the fixed key behaviour follows; admins cannot add or delete items. */
  key?: string;
}

/** POST /api/admin/{lookup}.json and PUT /api/admin/{lookup}/{id}.json. */
export type LookupItemInput = Partial<Pick<LookupItem, 'name' | 'color' | 'weight'>>;

export type MoveDirection = 'up' | 'down';

/** The path of everyone's read of a lookup, and of its admin resource. */
export const lookupPath = (lookup: LookupResource) => `/api/${lookup}.json`;
export const adminLookupPath = (lookup: LookupResource, id?: Id) => `/api/admin/${lookup}${id === undefined ? '' : `/${id}`}.json`;
export const moveLookupItemPath = (lookup: LookupResource, id: Id) => `/api/admin/${lookup}/${id}/move_item.json`;
