import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Dialog, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DialogButtons } from './dialog-buttons';
import { useNameSubmit } from './use-name-submit';

export interface NameFormProps {
  title: string;
  titleId: string;
  /** The label of the submit button, e.g. "Create". */
  submitLabel: string;
  initialName?: string;
  /** A sentence above the fields. */
  intro?: string;
  /** Fields shown above the name; the name is then not focused first. */
  children?: ReactNode;
  /** Fields shown below the name (a description). */
  after?: ReactNode;
  /** Extra check before submitting; a message blocks the submit. */
  validate?: () => string | null;
  onSubmit(name: string): Promise<void>;
  onClose(): void;
}

export type NameDialogProps = Omit<NameFormProps, 'titleId'> & { open: boolean };

/**
 * A dialog that asks for a "Name" and creates something. It stays open with the server's reason
 * when creating fails, and cannot be dismissed while the request is running.
 */
export function NameDialog(props: NameDialogProps) {
  const { open, onClose } = props;
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {open && <NameForm {...props} titleId={titleId} />}
    </Dialog>
  );
}

/**
 * The form inside a dialog that asks for a name (and maybe more): required name, the server's reason on
 * failure (on the field when it is about the name), busy while the request runs. Mount it only while its
 * dialog is open, so each opening starts afresh.
 */
export function NameForm({ title, titleId, submitLabel, initialName = '', intro, children, after, validate, onSubmit, onClose }: NameFormProps) {
  const { t } = useTranslation('host');
  const [name, setName] = useState(initialName);
  const { nameError, formError, busy, submit } = useNameSubmit({ validate, onSubmit });

  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit(name);
      }}
      noValidate
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {intro && <DialogContentText>{intro}</DialogContentText>}
          {children}
          <TextField
            label={t('dialogs.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={nameError !== null}
            helperText={nameError}
            autoFocus={!children}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 255 } }}
          />
          {after}
          {formError && <Alert severity="error">{formError}</Alert>}
        </Stack>
      </DialogContent>
      <DialogButtons onCancel={onClose} busy={busy} submitLabel={submitLabel} />
    </form>
  );
}
