import { useId, useState } from 'react';
import { Alert, Dialog, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DialogButtons } from './dialog-buttons';
import { describeHttpError } from './http-error-message';

/** "Delete X?" with the consequence spelled out; stays open with the reason when the call fails. */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  onConfirm(): Promise<void>;
  onClose(): void;
  /** Words for a failure when the server's own are better than the usual ones (a 409 saying what is left). */
  describeError?(error: unknown): string;
}) {
  const { t } = useTranslation('host');
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await props.onConfirm();
    } catch (failure) {
      setError(props.describeError ? props.describeError(failure) : describeHttpError(failure, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={props.open} onClose={busy ? undefined : props.onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{props.body}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogButtons onCancel={props.onClose} busy={busy} submitLabel={props.confirmLabel} submitColor="error" onSubmit={() => void confirm()} />
    </Dialog>
  );
}
