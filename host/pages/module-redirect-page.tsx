import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { numericTwin } from '../../core/domain/access-id';
import type { ProjectModule } from '../../core/domain/api-types';
import { HttpClient } from '../../core/services/http-client';
import { useService } from '../../sdk/services-context';
import { PageLoading } from '../components/page-states';
import { useRouteIds } from '../components/use-route-ids';
import type { PluginRegistry } from '../registry/plugin-registry';
import { modulePath } from '../routes/app-paths';

export const PROJECT_QUERY_PARAM = 'project';

/**
 * /projects/:projectId/modules/:moduleId and /scenario_modules/:moduleId: look up the module's type
 * key and replace the URL with its typed route, keeping the rest of the query; any failure goes to / (screens-and-editor.md §2, §8).
 * The module is looked up by its id alone (a lookup the server does not count as opening the module);
 * a project named by the route or the alias's `?project=` must be the module's own.
 */
export function ModuleRedirectPage({ registry }: { registry: PluginRegistry }) {
  const http = useService(HttpClient);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { params, twins } = useRouteIds();
  const projectRouteId = params.projectId ?? search.get(PROJECT_QUERY_PARAM) ?? undefined;
  const moduleRouteId = params.moduleId;

  useEffect(() => {
    const controller = new AbortController();
    const leave = () => !controller.signal.aborted && void navigate('/', { replace: true });
    const projectId = projectRouteId === undefined ? undefined : numericTwin(projectRouteId);
    const moduleId = twins.moduleIdInt;
    if (projectId === null || moduleId === undefined || !moduleRouteId) {
      leave();
      return;
    }
    http
      .get<ProjectModule>(`/api/project_scenario_modules/${moduleId}.json`, { skipStatusHandling: true, signal: controller.signal })
      .then((module) => {
        const plugin = registry.byTypeKey(module.type_key);
        if (!plugin || (projectId !== undefined && module.project_id !== projectId)) return leave();
        if (!controller.signal.aborted) {
          // The rest of the query (`?item=`, guard rule 6) goes on to the module page.
          const rest = new URLSearchParams(search);
          rest.delete(PROJECT_QUERY_PARAM);
          const query = rest.size > 0 ? `?${rest.toString()}` : '';
          void navigate(`${modulePath(plugin, projectRouteId ?? String(module.project_id), moduleRouteId)}${query}`, { replace: true });
        }
      })
      .catch(leave);
    return () => controller.abort();
  }, [http, navigate, registry, projectRouteId, moduleRouteId, twins.moduleIdInt, search]);

  return <PageLoading />;
}
