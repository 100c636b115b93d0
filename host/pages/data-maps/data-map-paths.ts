import type { Id } from '../../../core/domain/id';

/** The browser paths of the data map pages (screens-and-editor.md §2). */
export const dataMapPaths = {
  list: '/data-maps',
  map: (dataMapId: Id | string) => `/data-maps/${dataMapId}`,
  linkManagement: (dataMapId: Id | string) => `/data-maps/${dataMapId}/link-management`,
  categoryLinkManagement: (dataMapId: Id | string) => `/data-maps/${dataMapId}/category-link-management`,
};

const API = '/api/data_maps';

/** The resources nested under one map (data-layer.md §7, Data maps). */
export type DataMapResource =
  | 'data_map_categories'
  | 'data_map_data_catalogs'
  | 'data_map_detail_mappings'
  | 'data_map_category_mappings'
  | 'data_catalogs'
  | 'data_catalog_detail_links'
  | 'user_permissions'
  | 'role_permissions';

/** The API paths of data maps (data-layer.md §7, Data maps). */
export const dataMapApi = {
  list: `${API}.json`,
  map: (dataMapId: Id) => `${API}/${dataMapId}.json`,
  upload: (preview: boolean) => `${API}/file_upload.json${preview ? '?preview=true' : ''}`,
  uploadImage: (dataMapId: Id) => `${API}/${dataMapId}/upload_image.json`,
  removeImage: (dataMapId: Id) => `${API}/${dataMapId}/remove_image.json`,
  copy: (dataMapId: Id, kind: 'clone' | 'create_global_from' | 'create_local_from') => `${API}/${dataMapId}/${kind}.json`,
  child: (dataMapId: Id, resource: DataMapResource, id?: Id) => `${API}/${dataMapId}/${resource}${id === undefined ? '' : `/${id}`}.json`,
  bulkDetailMappings: (dataMapId: Id, action: 'bulk_create' | 'bulk_destroy') => `${API}/${dataMapId}/data_map_detail_mappings/${action}.json`,
  vectorize: (dataMapId: Id) => `${API}/${dataMapId}/vectorize_data_map.json`,
  suggestionUpload: (dataMapId: Id) => `${API}/${dataMapId}/ai_map_upload.json`,
  mappingUpload: (dataMapId: Id, resource: 'data_map_detail_mappings' | 'data_map_category_mappings', preview: boolean) =>
    `${API}/${dataMapId}/${resource}/file_upload.json${preview ? '?preview=true' : ''}`,
};
