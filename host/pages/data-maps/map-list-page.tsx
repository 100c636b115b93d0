import { useTranslation } from 'react-i18next';
import { DataItemListPage } from '../data-items/data-item-list-page';
import { DATA_MAP_KIND } from './data-map-kind';
import { MapUploadDialog } from './map-upload-dialog';

/** /data-maps: the maps the user may read, as the catalogs are listed. */
export function MapListPage() {
  const { t } = useTranslation('host');
  return <DataItemListPage kind={DATA_MAP_KIND} UploadDialog={MapUploadDialog} deleteBody={(map) => t('dataMaps.delete.body', { count: map.category_count })} />;
}
