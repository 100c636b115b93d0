import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useSdkTranslate } from '../i18n/use-sdk-translate';

export interface BoardColumnDeleteDialogProps {
  columnLabel: string;
  name: string;
  /** Cards in the column; they stay, in the column of cards in none. */
  count: number;
  /** That column's title ("No iteration"). */
  noneTitle: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before deleting a column, saying where its cards go: nothing but the column is deleted. */
export function BoardColumnDeleteDialog({ columnLabel, name, count, noneTitle, onConfirm, onClose }: BoardColumnDeleteDialogProps) {
  const t = useSdkTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('board.deleteColumnTitle', { column: columnLabel, name })}</DialogTitle>
      <DialogContent>
        <Typography>{count === 0 ? t('board.deleteColumnEmpty') : t('board.deleteColumnCards', { count, none: noneTitle })}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('board.cancel')}</Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          {t('board.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
