/** What each mapping page loads for its map (data-layer.md §7, Data maps and Data catalogs). */
import type {
  DataCatalog,
  DataCatalogDetail,
  DataCatalogGroup,
  DataMap,
  DataMapCategory,
  DataMapCategoryMapping,
  DataMapDataCatalog,
  DataMapDetailMapping,
} from '../../../../core/domain/data-governance-types';
import type { Id } from '../../../../core/domain/id';
import { HttpError, type HttpClient } from '../../../../core/services/http-client';
import { dataCatalogApi } from '../../data-catalogs/data-catalog-paths';
import type { LoadedCatalog } from '../../../../core/domain/catalog-detail-entries';
import { dataMapApi } from '../data-map-paths';

export interface DetailMappingData {
  map: DataMap;
  categories: DataMapCategory[];
  catalogs: LoadedCatalog[];
  /** Placed catalogs the user may not read themselves: their details are not shown. */
  unreadableCatalogs: number;
  mappings: DataMapDetailMapping[];
}

/** A placed catalog with its groups and details, or null when the user may not read it (the server says 404). */
async function loadLoadedCatalog(http: HttpClient, catalogId: Id, signal: AbortSignal): Promise<LoadedCatalog | null> {
  const options = { signal, skipStatusHandling: true };
  try {
    const [catalog, groups, details] = await Promise.all([
      http.get<DataCatalog>(dataCatalogApi.catalog(catalogId), options),
      http.get<DataCatalogGroup[]>(dataCatalogApi.child(catalogId, 'data_catalog_groups'), options),
      http.get<DataCatalogDetail[]>(dataCatalogApi.child(catalogId, 'data_catalog_details'), options),
    ]);
    return { catalog, groups, details };
  } catch (failure) {
    if (failure instanceof HttpError && (failure.status === 404 || failure.status === 403)) return null;
    throw failure;
  }
}

/** Element mapping: the map's categories, its mappings and every detail of the catalogs it places. */
export async function loadDetailMappingData(http: HttpClient, map: DataMap, signal: AbortSignal): Promise<DetailMappingData> {
  const mapId = map.id;
  const [categories, placements, mappings] = await Promise.all([
    http.get<DataMapCategory[]>(dataMapApi.child(mapId, 'data_map_categories'), { signal }),
    http.get<DataMapDataCatalog[]>(dataMapApi.child(mapId, 'data_map_data_catalogs'), { signal }),
    http.get<DataMapDetailMapping[]>(dataMapApi.child(mapId, 'data_map_detail_mappings'), { signal }),
  ]);
  const loaded = await Promise.all(placements.map((placement) => loadLoadedCatalog(http, placement.data_catalog_id, signal)));
  const catalogs = loaded.filter((catalog): catalog is LoadedCatalog => catalog !== null);
  return { map, categories, catalogs, unreadableCatalogs: loaded.length - catalogs.length, mappings };
}

export interface CategoryMappingData {
  map: DataMap;
  categories: DataMapCategory[];
  mappings: DataMapCategoryMapping[];
  /** Every map the user may read, this one included: the maps a category can be mapped into. */
  maps: DataMap[];
}

/** Category mapping: the map's categories and category mappings, and the maps the user may read. */
export async function loadCategoryMappingData(http: HttpClient, map: DataMap, signal: AbortSignal): Promise<CategoryMappingData> {
  const mapId = map.id;
  const [categories, mappings, maps] = await Promise.all([
    http.get<DataMapCategory[]>(dataMapApi.child(mapId, 'data_map_categories'), { signal }),
    http.get<DataMapCategoryMapping[]>(dataMapApi.child(mapId, 'data_map_category_mappings'), { signal }),
    http.get<DataMap[]>(dataMapApi.list, { signal }),
  ]);
  return { map, categories, mappings, maps };
}
