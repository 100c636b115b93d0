import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataItemSummary } from '../../../core/domain/data-governance-types';
import { ItemPermissions } from '../../components/item-permissions';
import type { DataItemKind } from './data-item-kind';

/** Who may read, change (write) or administer (admin) one catalog or map: its people and teams, for its admins. */
export function DataItemPermissionsDialog({ kind, item, onClose }: { kind: DataItemKind; item: DataItemSummary; onClose(): void }) {
  const { t } = useTranslation('host');
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('dataItems.permissions.title', { name: item.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t(`${kind.messages}.permissions.intro`)}</DialogContentText>
        <ItemPermissions
          path={(resource, id) => kind.api.permissions(item.id, resource, id)}
          noPeople={t('dataItems.permissions.noPeople')}
          noTeams={t('dataItems.permissions.noTeams')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
