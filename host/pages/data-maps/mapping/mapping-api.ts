import type { Id } from '../../../../core/domain/id';

const API = '/api/data_maps';

type MapChild = 'data_map_categories' | 'data_map_data_catalogs' | 'data_map_detail_mappings' | 'data_map_category_mappings';

/** The API paths the mapping pages call (data-layer.md §7, Data maps). */
export const mappingApi = {
  maps: `${API}.json`,
  map: (mapId: Id) => `${API}/${mapId}.json`,
  child: (mapId: Id, resource: MapChild, id?: Id) => `${API}/${mapId}/${resource}${id === undefined ? '' : `/${id}`}.json`,
  bulkDetailMappings: (mapId: Id, action: 'bulk_create' | 'bulk_destroy') => `${API}/${mapId}/data_map_detail_mappings/${action}.json`,
  upload: (mapId: Id, resource: 'data_map_detail_mappings' | 'data_map_category_mappings', preview: boolean) =>
    `${API}/${mapId}/${resource}/file_upload.json${preview ? '?preview=true' : ''}`,
};
