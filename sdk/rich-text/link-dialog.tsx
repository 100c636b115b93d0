import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useSdkTranslate } from '../i18n/use-sdk-translate';

export interface LinkDialogProps {
  onApply: (href: string) => void;
  onClose: () => void;
}

/** "https://" is added to an address typed without a scheme, as people type "example.com". */
export function normalizeHref(address: string): string {
  const trimmed = address.trim();
  return /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** Asks for a link's address; the editor puts focus and selection back itself, hence disableRestoreFocus. */
export function LinkDialog({ onApply, onClose }: LinkDialogProps) {
  const t = useSdkTranslate();
  const titleId = useId();
  const [address, setAddress] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (address.trim()) onApply(normalizeHref(address));
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId} disableRestoreFocus>
      <form onSubmit={submit}>
        <DialogTitle id={titleId}>{t('richText.linkTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            type="url"
            margin="dense"
            label={t('richText.linkAddress')}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('richText.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!address.trim()}>
            {t('richText.apply')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
