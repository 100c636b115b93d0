import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { describeHttpError, fieldError } from './http-error-message';

export interface ProjectDetailsDialogProps {
  open: boolean;
  title: string;
  /** Says where the new project comes from (a template, an example). */
  intro?: string;
  submitLabel: string;
  initialName?: string;
  onSubmit(details: { name: string; description: string }): Promise<void>;
  onClose(): void;
}

/**
 * Name and optional description of a new project. Stays open with the server's reason when creating
 * fails, and cannot be dismissed while the request runs.
 */
export function ProjectDetailsDialog(props: ProjectDetailsDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {props.open && <ProjectDetailsBody {...props} titleId={titleId} />}
    </Dialog>
  );
}

function ProjectDetailsBody({ title, intro, submitLabel, initialName = '', onSubmit, onClose, titleId }: ProjectDetailsDialogProps & { titleId: string }) {
  const { t } = useTranslation('host');
  const [name, setName] = useState(initialName);
  const [description, setDescription] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    setNameError(trimmed ? null : t('dialogs.nameRequired'));
    if (!trimmed) return;
    setBusy(true);
    setFormError(null);
    try {
      await onSubmit({ name: trimmed, description: description.trim() });
    } catch (failure) {
      const onName = fieldError(failure, 'name');
      setNameError(onName);
      setFormError(onName ? null : describeHttpError(failure, t));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {intro && <DialogContentText>{intro}</DialogContentText>}
          <TextField
            label={t('dialogs.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={nameError !== null}
            helperText={nameError}
            autoFocus
            fullWidth
            slotProps={{ htmlInput: { maxLength: 255 } }}
          />
          <TextField
            label={t('lists.descriptionOptional')}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            multiline
            minRows={2}
            fullWidth
          />
          {formError && <Alert severity="error">{formError}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          {submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
}
