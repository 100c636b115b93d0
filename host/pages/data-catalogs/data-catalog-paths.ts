import type { LineageDirection } from '../../../core/domain/data-governance-types';
import type { Id } from '../../../core/domain/id';

/** The browser paths of the data catalog pages (screens-and-editor.md §2). */
export const dataCatalogPaths = {
  list: '/data-catalogs',
  catalog: (catalogId: Id | string) => `/data-catalogs/${catalogId}`,
  management: (catalogId: Id) => `/data-catalogs/${catalogId}/data-catalog-management`,
};

const API = '/api/data_catalogs';

/** The API paths of data catalogs (data-layer.md §7, Data catalogs). */
export const dataCatalogApi = {
  list: `${API}.json`,
  catalog: (catalogId: Id) => `${API}/${catalogId}.json`,
  upload: (preview: boolean) => `${API}/file_upload.json${preview ? '?preview=true' : ''}`,
  copy: (catalogId: Id, kind: 'clone' | 'create_global_from' | 'create_local_from') => `${API}/${catalogId}/${kind}.json`,
  delta: (catalogId: Id, destinationId: Id) => `${API}/${catalogId}/delta.json?destination_id=${destinationId}`,
  child: (catalogId: Id, resource: 'data_catalog_groups' | 'data_catalog_details' | 'user_permissions' | 'role_permissions', id?: Id) =>
    `${API}/${catalogId}/${resource}${id === undefined ? '' : `/${id}`}.json`,
  lineage: (catalogId: Id, detailId: Id, depth: number, direction: LineageDirection = 'both') =>
    `${API}/${catalogId}/data_catalog_details/${detailId}/lineage.json?direction=${direction}&depth=${depth}`,
  links: (catalogId: Id, detailId: Id, id?: Id) =>
    `${API}/${catalogId}/data_catalog_details/${detailId}/data_catalog_detail_links${id === undefined ? '' : `/${id}`}.json`,
};
