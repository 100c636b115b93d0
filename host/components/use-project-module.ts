import type { Project, ProjectModule } from '../../core/domain/api-types';
import { HttpClient } from '../../core/services/http-client';
import { useService } from '../../sdk/services-context';
import { useAsync } from '../../sdk/ui/use-async';

/** A project and one of its modules, by numeric id (the twins of the route's ids). */
export function useProjectModule(projectId: number | undefined, moduleId: number | undefined) {
  const http = useService(HttpClient);
  return useAsync(
    async (signal): Promise<{ project: Project; module: ProjectModule } | null> => {
      if (projectId === undefined || moduleId === undefined) return null;
      const [project, module] = await Promise.all([
        http.get<Project>(`/api/projects/${projectId}.json`, { signal }),
        http.get<ProjectModule>(`/api/projects/${projectId}/project_scenario_modules/${moduleId}.json`, { signal }),
      ]);
      return { project, module };
    },
    [http, projectId, moduleId],
  );
}
