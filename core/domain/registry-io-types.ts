/**
 * Registry CSV / XLSX import and export (server/domain/registry-io): the paths and answers the client uses.
 * All under /api/projects/{projectId}/.
 */
import type { Id } from './api-types';
import type { AssignableRegistry } from './registry-types';

export type RegistryExportFormat = 'csv' | 'xlsx';

/** One row of a preview; a property the file has no column for is absent. */
export interface RegistryImportRow {
  /** The spreadsheet row (the header is row 1). */
  line: number;
  /** Set on updates: the item of the same name. */
  id?: Id;
  name: string;
  description?: string;
  link_title?: string;
  link_url?: string;
  color?: string;
  /** The row's roles / categories by name. */
  group_names?: string[];
}

export interface ImportRowError {
  line: number;
  reason: string;
}

/** POST {registry}/import_upload.json?preview=true; new_stakeholder_roles for stakeholders, else new_categories. */
export interface RegistryImportPreview {
  creates: RegistryImportRow[];
  updates: RegistryImportRow[];
  errors: ImportRowError[];
  new_stakeholder_roles?: string[];
  new_categories?: string[];
}

export const registryExportPath = (projectId: Id, registry: AssignableRegistry, format: RegistryExportFormat) =>
  `/api/projects/${projectId}/${registry}/export.${format}`;
export const registryImportPath = (projectId: Id, registry: AssignableRegistry, preview = false) =>
  `/api/projects/${projectId}/${registry}/import_upload.json${preview ? '?preview=true' : ''}`;
export const moduleItemsImportPath = (projectId: Id, moduleId: Id) =>
  `/api/projects/${projectId}/project_scenario_modules/${moduleId}/entity_values/import_upload.json`;
