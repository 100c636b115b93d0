import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useSdkTranslate } from '../i18n/use-sdk-translate';

export interface ListBulkDeleteProps {
  count: number;
  onDelete: () => void;
  onClearSelection: () => void;
}

/** The bar shown while rows are ticked: how many, and deleting them after a confirmation that says how many. */
export function ListBulkDelete({ count, onDelete, onClearSelection }: ListBulkDeleteProps) {
  const t = useSdkTranslate();
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  return (
    <Stack direction="row" role="region" aria-label={t('list.selection')} sx={{ alignItems: 'center', gap: 1, px: 1, py: 0.5, bgcolor: 'action.selected', borderRadius: 1 }}>
      <Typography aria-live="polite">{t('list.selectedCount', { count })}</Typography>
      <Button color="error" startIcon={<DeleteOutlined />} onClick={() => setConfirming(true)}>
        {t('list.deleteSelected')}
      </Button>
      <Button onClick={onClearSelection}>{t('list.clearSelection')}</Button>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('list.confirmDeleteTitle', { count })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('list.confirmDeleteText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('list.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setConfirming(false);
              onDelete();
            }}
          >
            {t('list.confirmDelete', { count })}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
