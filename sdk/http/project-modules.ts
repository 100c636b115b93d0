import type { ProjectModule } from '../../core/domain/api-types';
import type { Id } from '../../core/domain/id';
import type { HttpClient } from '../../core/services/http-client';

/** The project's modules the user may read, in the project's order. */
export function loadProjectModules(http: HttpClient, projectId: Id): Promise<ProjectModule[]> {
  return http.get<ProjectModule[]>(`/api/projects/${projectId}/project_scenario_modules.json`);
}
