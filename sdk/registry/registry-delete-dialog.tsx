import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import type { AssignedItem } from '../../core/domain/registry-types';
import { RegistryUsages } from './registry-usages';

export interface RegistryDeleteDialogProps {
  projectId: number;
  name: string;
  /** Where the item is used (a stakeholder, a product); absent for a role or category. */
  usages?: readonly AssignedItem[];
  /** For a role or category: how many items carry it, and what those are called. */
  members?: { count: number; items: string };
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before deleting a registry item, saying where it is used, since deleting removes it there too. */
export function RegistryDeleteDialog({ projectId, name, usages, members, onConfirm, onClose }: RegistryDeleteDialogProps) {
  const t = useSdkTranslate();
  return (
    <Dialog open onClose={onClose} aria-labelledby="registry-delete-title">
      <DialogTitle id="registry-delete-title">{t('registry.confirmDeleteTitle', { name })}</DialogTitle>
      <DialogContent>
        {members ? (
          <Typography>{t('registry.confirmDeleteGroup', members)}</Typography>
        ) : usages && usages.length > 0 ? (
          <>
            <Typography>{t('registry.confirmDeleteUsed', { count: usages.length })}</Typography>
            <RegistryUsages projectId={projectId} usages={usages} />
          </>
        ) : (
          <Typography>{t('registry.confirmDeleteUnused')}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('registry.cancel')}</Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          {t('registry.confirmDelete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
