/**
 * Every system-wide lookup, declared once as data: its table, which columns it has, and where else its
 * ids are stored. The lookup routes (server/routes/lookups.ts) serve each declaration the same way.
 */
import type { LookupResource } from '../../../core/domain/lookups';

export interface ColumnUsage {
  table: string;
  column: string;
  /** What a row of `table` is, plural: '3 projects use it'. */
  rows: string;
}

export interface LookupDeclaration {
  resource: LookupResource;
  table: string;
  /** One item in an admin's words, for messages: 'risk impact'. */
  item: string;
  hasColor: boolean;
  hasWeight: boolean;
  /** A closed set (module categories follow MODULE_CATEGORIES): admins only reorder it. */
  fixedSet: boolean;
  /** Items carry a fixed key the server acts on: admins rename, recolour and reorder them, but add or delete none. */
  hasKey: boolean;
  /** Columns of other tables holding this lookup's ids; module content is found from the manifests. */
  columnUsages: readonly ColumnUsage[];
}

const declare = (resource: LookupResource, item: string, options: Partial<LookupDeclaration> = {}): LookupDeclaration => ({
  resource,
  table: resource,
  item,
  hasColor: true,
  hasWeight: false,
  fixedSet: false,
  hasKey: false,
  columnUsages: [],
  ...options,
});

export const LOOKUP_DECLARATIONS: readonly LookupDeclaration[] = [
  declare('driver_item_types', 'driver type'),
  declare('risk_item_impacts', 'risk impact', { hasWeight: true }),
  declare('risk_item_probabilities', 'risk probability', { hasWeight: true }),
  declare('ecosystem_roles', 'ecosystem role'),
  declare('project_statuses', 'project status', {
    columnUsages: [{ table: 'projects', column: 'status_id', rows: 'projects' }],
  }),
  declare('project_scenario_module_statuses', 'module status', {
    columnUsages: [{ table: 'project_scenario_modules', column: 'status_id', rows: 'modules' }],
  }),
  declare('scenario_module_categories', 'module category', { hasColor: false, fixedSet: true }),
  declare('assessment_statuses', 'assessment status', { hasKey: true }),
  declare('response_statuses', 'response status', { hasKey: true }),
  declare('assessment_question_types', 'question type', { hasKey: true }),
];
