import type { DataCatalog } from '../../../core/domain/data-governance-types';
import type { DataItemKind } from '../data-items/data-item-kind';
import { dataCatalogApi, dataCatalogPaths } from './data-catalog-paths';

/** Data catalogs for the shared list, card, dialogs and actions. */
export const DATA_CATALOG_KIND: DataItemKind<DataCatalog> = {
  messages: 'dataCatalogs',
  itemPath: dataCatalogPaths.catalog,
  api: {
    list: dataCatalogApi.list,
    item: dataCatalogApi.catalog,
    copy: dataCatalogApi.copy,
    upload: dataCatalogApi.upload,
    permissions: dataCatalogApi.child,
  },
  createsGlobal: false,
  size: (catalog, t) => t('dataCatalogs.list.size', { groups: catalog.group_count, count: catalog.detail_count }),
};
