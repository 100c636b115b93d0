import { useTranslation } from 'react-i18next';
import type { DataCatalog, DataCatalogUploadPreview, DataCatalogUploadRow } from '../../../core/domain/data-governance-types';
import { DataItemUploadDialog } from '../data-items/data-item-upload-dialog';
import { DATA_CATALOG_KIND } from './data-catalog-kind';

const PREVIEW_COLUMNS = ['group', 'path', 'type', 'owner', 'classification'] as const;

/** Makes a catalog from a spreadsheet: columns group, path or parent and name, description, type, owner, classification. */
export function CatalogUploadDialog(props: { open: boolean; onClose(): void; onCreated(catalog: DataCatalog): void }) {
  const { t } = useTranslation('host');
  return (
    <DataItemUploadDialog<DataCatalog, DataCatalogUploadRow, DataCatalogUploadPreview>
      {...props}
      kind={DATA_CATALOG_KIND}
      columns={PREVIEW_COLUMNS.map((column) => ({ label: t(`dataCatalogs.fields.${column}`), value: (row) => row[column] }))}
      ready={(preview) => t('dataCatalogs.upload.ready', { groups: preview.group_count, count: preview.detail_count })}
    />
  );
}
