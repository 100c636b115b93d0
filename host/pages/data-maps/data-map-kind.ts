import type { DataMap } from '../../../core/domain/data-governance-types';
import type { DataItemKind } from '../data-items/data-item-kind';
import { dataMapApi, dataMapPaths } from './data-map-paths';

/** Data maps for the shared list, card, dialogs and actions. */
export const DATA_MAP_KIND: DataItemKind<DataMap> = {
  messages: 'dataMaps',
  itemPath: dataMapPaths.map,
  api: {
    list: dataMapApi.list,
    item: dataMapApi.map,
    copy: dataMapApi.copy,
    upload: dataMapApi.upload,
    permissions: dataMapApi.child,
  },
  createsGlobal: true,
  size: (map, t) => t('dataMaps.list.size', { catalogs: map.catalog_count, count: map.category_count }),
};
