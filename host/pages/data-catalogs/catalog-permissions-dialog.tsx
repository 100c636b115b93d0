import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Button } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataCatalog } from '../../../core/domain/data-governance-types';
import { ItemPermissions } from '../../components/item-permissions';
import { dataCatalogApi } from './data-catalog-paths';

/** Who may read, change (write) or administer (admin) one catalog: its people and teams, for its admins. */
export function CatalogPermissionsDialog({ catalog, onClose }: { catalog: DataCatalog; onClose(): void }) {
  const { t } = useTranslation('host');
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('dataCatalogs.permissions.title', { name: catalog.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('dataCatalogs.permissions.intro')}</DialogContentText>
        <ItemPermissions
          path={(resource, id) => dataCatalogApi.child(catalog.id, resource, id)}
          noPeople={t('dataCatalogs.permissions.noPeople')}
          noTeams={t('dataCatalogs.permissions.noTeams')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
