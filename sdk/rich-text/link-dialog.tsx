import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import { normalizeHref } from './normalize-href';

export interface LinkDialogProps {
  /** The address of the link at the selection, when there is one. */
  initialAddress: string;
  /** With the address as typed (the text of a new link) and as stored (https:// added to a bare domain). */
  onApply: (href: string, typed: string) => void;
  /** Offered when the selection is in a link. */
  onRemove?: () => void;
  onClose: () => void;
}

/** Asks for a link's address; the editor puts focus and selection back itself, hence disableRestoreFocus. */
export function LinkDialog({ initialAddress, onApply, onRemove, onClose }: LinkDialogProps) {
  const t = useSdkTranslate();
  const titleId = useId();
  const [address, setAddress] = useState(initialAddress);
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const href = normalizeHref(address);
    if (href) onApply(href, address.trim());
    else setInvalid(true);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId} disableRestoreFocus>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('richText.linkTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('richText.linkAddress')}
            placeholder={t('richText.linkPlaceholder')}
            value={address}
            error={invalid}
            helperText={invalid ? t('richText.linkInvalid') : undefined}
            onChange={(event) => {
              setAddress(event.target.value);
              setInvalid(false);
            }}
          />
        </DialogContent>
        <DialogActions>
          {onRemove && <Button onClick={onRemove}>{t('richText.removeLink')}</Button>}
          <Button onClick={onClose}>{t('richText.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!address.trim()}>
            {t('richText.apply')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
