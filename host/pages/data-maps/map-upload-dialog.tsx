import { useTranslation } from 'react-i18next';
import type { DataMap, DataMapUploadPreview, DataMapUploadRow } from '../../../core/domain/data-governance-types';
import { DataItemUploadDialog } from '../data-items/data-item-upload-dialog';
import { DATA_MAP_KIND } from './data-map-kind';

const PREVIEW_COLUMNS = ['path', 'description', 'color'] as const;

/** Makes a map with its category tree from a spreadsheet: columns path or parent and name, description, color. */
export function MapUploadDialog(props: { open: boolean; onClose(): void; onCreated(map: DataMap): void }) {
  const { t } = useTranslation('host');
  return (
    <DataItemUploadDialog<DataMap, DataMapUploadRow, DataMapUploadPreview>
      {...props}
      kind={DATA_MAP_KIND}
      columns={PREVIEW_COLUMNS.map((column) => ({ label: t(`dataMaps.fields.${column}`), value: (row) => row[column] }))}
      ready={(preview) => t('dataMaps.upload.ready', { count: preview.category_count })}
    />
  );
}
