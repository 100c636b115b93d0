/** Turns project rows into the API's Project answer. */
import type { PermissionFlags, Project, ProjectEntityType } from '../../core/domain/api-types';
import type { ProjectRow } from './project-access';

export function toProjectAnswer(row: ProjectRow, permissions: PermissionFlags): Project {
  return {
    id: row.id,
    company_id: row.company_id,
    name: row.name,
    description: row.description,
    entity_type: row.entity_type as ProjectEntityType,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    last_event_date: row.last_event_date.toISOString(),
    permissions,
  };
}
