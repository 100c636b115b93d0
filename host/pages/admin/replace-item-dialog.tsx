import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LookupItem } from '../../../core/domain/lookups';

export interface ReplaceItemDialogProps {
  item: LookupItem;
  /** The server's answer: how many use the item. */
  message: string;
  choices: readonly LookupItem[];
  onReplace: (replacementId: number) => void;
  onClose: () => void;
}

/** Asks which item the uses of an item being deleted move to. */
export function ReplaceItemDialog({ item, message, choices, onReplace, onClose }: ReplaceItemDialogProps) {
  const { t } = useTranslation('host');
  const titleId = useId();
  const [replacement, setReplacement] = useState(String(choices[0]?.id ?? ''));
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('admin.replaceTitle', { name: item.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
        <TextField
          select
          fullWidth
          sx={{ mt: 2 }}
          label={t('admin.replaceWith')}
          value={replacement}
          onChange={(event) => setReplacement(event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('admin.cancel')}</Button>
        <Button variant="contained" color="error" disabled={!replacement} onClick={() => onReplace(Number(replacement))}>
          {t('admin.moveAndDelete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
