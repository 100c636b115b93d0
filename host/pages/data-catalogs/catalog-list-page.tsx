import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataItemListPage } from '../data-items/data-item-list-page';
import { CatalogUploadDialog } from './catalog-upload-dialog';
import { DATA_CATALOG_KIND } from './data-catalog-kind';
import { dataCatalogPaths } from './data-catalog-paths';

/** /data-catalogs: the catalogs the user may read; a writer's card also links to the catalog's management. */
export function CatalogListPage() {
  const { t } = useTranslation('host');
  return (
    <DataItemListPage
      kind={DATA_CATALOG_KIND}
      UploadDialog={CatalogUploadDialog}
      deleteBody={(catalog) => t('dataCatalogs.delete.body', { groups: catalog.group_count, count: catalog.detail_count })}
      cardLinks={(catalog) =>
        catalog.permissions.write && (
          <Button component={Link} to={dataCatalogPaths.management(catalog.id)} aria-label={t('dataCatalogs.list.manageNamed', { name: catalog.name })}>
            {t('dataCatalogs.list.manage')}
          </Button>
        )
      }
    />
  );
}
