/**
 * What a module may read of its project's data governance (the module data interface of data-layer.md §7) and the
 * ties of its content items to catalog details (data_catalog_details_entity_values), through the kernel's HTTP
 * client. A module reads only the maps and catalogs attached to its project that its reader may read.
 */
import type { LoadedCatalog } from '../../core/domain/catalog-detail-entries';
import type {
  AssociatedDataElement,
  DataCatalog,
  DataCatalogDetail,
  DataCatalogDetailsEntityValue,
  DataCatalogDetailsEntityValueCreate,
  DataCatalogGroup,
  DataMapCategory,
} from '../../core/domain/data-governance-types';
import type { ProjectModule } from '../../core/domain/api-types';
import type { Id } from '../../core/domain/id';
import type { HttpClient } from '../../core/services/http-client';

type ModuleRef = Pick<ProjectModule, 'id' | 'project_id'>;

const modulePath = (module: ModuleRef, resource: string) => `/api/projects/${module.project_id}/project_scenario_modules/${module.id}/${resource}`;

/** Every catalog the module may read, each with its groups and its details in tree order. */
export async function loadModuleCatalogs(http: HttpClient, module: ModuleRef): Promise<LoadedCatalog[]> {
  const catalogs = await http.get<DataCatalog[]>(modulePath(module, 'data_catalogs.json'));
  return Promise.all(
    catalogs.map(async (catalog) => {
      const [groups, details] = await Promise.all([
        http.get<DataCatalogGroup[]>(modulePath(module, `data_catalogs/${catalog.id}/data_catalog_groups.json`)),
        http.get<DataCatalogDetail[]>(modulePath(module, `data_catalogs/${catalog.id}/data_catalog_details.json`)),
      ]);
      return { catalog, groups, details };
    }),
  );
}

/** The categories of the data maps attached to the module's project, each map's tree in order. */
export function loadModuleCategories(http: HttpClient, module: ModuleRef): Promise<DataMapCategory[]> {
  return http.get<DataMapCategory[]>(modulePath(module, 'data_map_categories.json'));
}

/** The catalog details the project's modules point at, each with the modules whose content points at it. */
export function loadProjectDataElements(http: HttpClient, projectId: Id): Promise<AssociatedDataElement[]> {
  return http.get<AssociatedDataElement[]>(`/api/projects/${projectId}/associated_data_elements.json`);
}

export function loadDetailTies(http: HttpClient, module: ModuleRef): Promise<DataCatalogDetailsEntityValue[]> {
  return http.get<DataCatalogDetailsEntityValue[]>(modulePath(module, 'data_catalog_details_entity_values.json'));
}

/** The caller shows a refusal itself: a tie or detail gone meanwhile is no reason to leave the page. */
const REFUSAL_SHOWN = { skipStatusHandling: true };

export function createDetailTie(http: HttpClient, module: ModuleRef, tie: DataCatalogDetailsEntityValueCreate): Promise<DataCatalogDetailsEntityValue> {
  return http.post<DataCatalogDetailsEntityValue>(modulePath(module, 'data_catalog_details_entity_values.json'), tie, REFUSAL_SHOWN);
}

export function deleteDetailTie(http: HttpClient, module: ModuleRef, tieId: Id): Promise<DataCatalogDetailsEntityValue> {
  return http.delete<DataCatalogDetailsEntityValue>(modulePath(module, `data_catalog_details_entity_values/${tieId}.json`), REFUSAL_SHOWN);
}
