import type { Id } from '../../../core/domain/id';
import type { DataCatalog, DataCatalogDetail, DataCatalogGroup } from '../../../core/domain/data-governance-types';
import { HttpClient } from '../../../core/services/http-client';
import { useService } from '../../../sdk/services-context';
import { useAsync } from '../../../sdk/ui/use-async';
import { dataCatalogApi } from './data-catalog-paths';

export interface CatalogContent {
  catalog: DataCatalog;
  groups: DataCatalogGroup[];
  details: DataCatalogDetail[];
}

/** One catalog with its groups and (flat) details, loaded together; reload after a change. */
export function useCatalogContent(catalogId: Id) {
  const http = useService(HttpClient);
  return useAsync(async (signal): Promise<CatalogContent> => {
    const [catalog, groups, details] = await Promise.all([
      http.get<DataCatalog>(dataCatalogApi.catalog(catalogId), { signal }),
      http.get<DataCatalogGroup[]>(dataCatalogApi.child(catalogId, 'data_catalog_groups'), { signal }),
      http.get<DataCatalogDetail[]>(dataCatalogApi.child(catalogId, 'data_catalog_details'), { signal }),
    ]);
    return { catalog, groups, details };
  }, [http, catalogId]);
}
