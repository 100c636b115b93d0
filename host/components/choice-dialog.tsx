import { useId, useState, type FormEvent } from 'react';
import { Alert, Dialog, DialogContent, DialogTitle, FormControl, InputLabel, MenuItem, Select, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DialogButtons } from './dialog-buttons';
import { describeHttpError } from './http-error-message';

export interface Choice {
  value: string;
  label: string;
}

/** One question answered by a select (`choices`) or a multi-line text (no choices); saved by `onSubmit`. */
export function ChoiceDialog(props: {
  open: boolean;
  title: string;
  label: string;
  initial: string;
  choices?: readonly Choice[];
  submitLabel?: string;
  onSubmit(value: string): Promise<void>;
  onClose(): void;
}) {
  const titleId = useId();
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      {props.open && <ChoiceBody {...props} titleId={titleId} />}
    </Dialog>
  );
}

function ChoiceBody(props: Parameters<typeof ChoiceDialog>[0] & { titleId: string }) {
  const { t } = useTranslation('host');
  const labelId = useId();
  const [value, setValue] = useState(props.initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await props.onSubmit(value);
    } catch (failure) {
      setError(describeHttpError(failure, t));
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogTitle id={props.titleId}>{props.title}</DialogTitle>
      <DialogContent>
        {props.choices ? (
          <FormControl fullWidth sx={{ mt: 1 }}>
            <InputLabel id={labelId}>{props.label}</InputLabel>
            <Select labelId={labelId} label={props.label} value={value} onChange={(event) => setValue(event.target.value)}>
              {props.choices.map((choice) => (
                <MenuItem key={choice.value} value={choice.value}>
                  {choice.label}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        ) : (
          <TextField
            label={props.label}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            multiline
            minRows={3}
            fullWidth
            autoFocus
            sx={{ mt: 1 }}
          />
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogButtons onCancel={props.onClose} busy={busy} submitLabel={props.submitLabel ?? t('common.save')} />
    </form>
  );
}
