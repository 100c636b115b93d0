import { useMemo } from 'react';
import type { EntityValue, ProjectModule } from '../../core/domain/api-types';
import { HttpClient } from '../../core/services/http-client';
import { loadProjectModules } from '../http/project-modules';
import { useService } from '../services-context';

export interface ModuleCopySource<V> {
  /** The project's other modules of this module's kind that the user may read, in the project's order. */
  listModules(): Promise<ProjectModule[]>;
  /** A module's values of the attribute, in their order. */
  loadValues(source: ProjectModule): Promise<V[]>;
}

/**
 * Where a view copies content from another module of its kind in the same project (a checklist used as a
 * template): the modules to choose from and the chosen one's values, read with the caller's own rights.
 */
export function useModuleCopySource<V>(module: ProjectModule, attributeKey: string): ModuleCopySource<V> {
  const http = useService(HttpClient);
  const { project_id: projectId, id: moduleId, type_key: typeKey } = module;
  return useMemo(
    () => ({
      listModules: async () => {
        const modules = await loadProjectModules(http, projectId);
        return modules.filter((candidate) => candidate.type_key === typeKey && candidate.id !== moduleId);
      },
      loadValues: async (source) => {
        const values = await http.get<Array<EntityValue<V>>>(
          `/api/projects/${projectId}/project_scenario_modules/${source.id}/entity_values.json`,
          { params: { key: attributeKey } },
        );
        return [...values].sort((a, b) => a.position - b.position || a.id - b.id).map((value) => value.value);
      },
    }),
    [http, projectId, moduleId, typeKey, attributeKey],
  );
}
