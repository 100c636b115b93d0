import type { DataCatalog, DataMapCategory, DataMapDataCatalog, DataMapDetailLink } from '../../../core/domain/data-governance-types';
import type { Id } from '../../../core/domain/id';
import { HttpClient } from '../../../core/services/http-client';
import { useService } from '../../../sdk/services-context';
import { useAsync } from '../../../sdk/ui/use-async';
import { dataMapApi } from './data-map-paths';

export interface MapOverview {
  categories: DataMapCategory[];
  /** The catalogs on the canvas, at their places. */
  placements: DataMapDataCatalog[];
  /** The placed catalogs the user may read (names and sizes). */
  catalogs: DataCatalog[];
  /** The detail links between placed catalogs the user may read (drawn as lines between their cards). */
  links: DataMapDetailLink[];
}

/** What the overview draws of one map, loaded together; reload after a change. */
export function useMapOverview(dataMapId: Id) {
  const http = useService(HttpClient);
  return useAsync(async (signal): Promise<MapOverview> => {
    const [categories, placements, catalogs, links] = await Promise.all([
      http.get<DataMapCategory[]>(dataMapApi.child(dataMapId, 'data_map_categories'), { signal }),
      http.get<DataMapDataCatalog[]>(dataMapApi.child(dataMapId, 'data_map_data_catalogs'), { signal }),
      http.get<DataCatalog[]>(dataMapApi.child(dataMapId, 'data_catalogs'), { signal }),
      http.get<DataMapDetailLink[]>(dataMapApi.child(dataMapId, 'data_catalog_detail_links'), { signal }),
    ]);
    return { categories, placements, catalogs, links };
  }, [http, dataMapId]);
}
