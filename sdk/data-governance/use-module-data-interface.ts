import type { ProjectModule } from '../../core/domain/api-types';
import { buildDetailEntries, type DetailEntry } from '../../core/domain/catalog-detail-entries';
import type { AssociatedDataElement, DataMapCategory } from '../../core/domain/data-governance-types';
import { HttpClient } from '../../core/services/http-client';
import { useService } from '../services-context';
import { useAsync } from '../ui/use-async';
import { loadProjectModules } from '../http/project-modules';
import { loadModuleCatalogs, loadModuleCategories, loadProjectDataElements } from './module-data';

/** What a data-map module shows, as its reader may read it. */
export interface ModuleDataInterface {
  /** Every detail of the project's catalogs with its path, catalog by catalog. */
  entries: DetailEntry[];
  /** The categories of the project's data maps. */
  categories: DataMapCategory[];
  /** The details the project's modules point at, with those modules. */
  elements: AssociatedDataElement[];
  /** The project's modules the reader may open, for names and links. */
  modules: ProjectModule[];
}

/** The module's data interface, loaded on mount and on `reload` (after the project's data sources changed). */
export function useModuleDataInterface(module: Pick<ProjectModule, 'id' | 'project_id'>) {
  const http = useService(HttpClient);
  const { id, project_id: projectId } = module;
  return useAsync(async (): Promise<ModuleDataInterface> => {
    const ref = { id, project_id: projectId };
    const [catalogs, categories, elements, modules] = await Promise.all([
      loadModuleCatalogs(http, ref),
      loadModuleCategories(http, ref),
      loadProjectDataElements(http, projectId),
      loadProjectModules(http, projectId),
    ]);
    return { entries: buildDetailEntries(catalogs), categories, elements, modules };
  }, [http, id, projectId]);
}
