import { useId, useState } from 'react';
import { FormControl, InputLabel, MenuItem, Select, TextField } from '@mui/material';
import { FormDialog } from './form-dialog';

export interface Choice {
  value: string;
  label: string;
}

interface ChoiceDialogProps {
  open: boolean;
  title: string;
  label: string;
  initial: string;
  choices?: readonly Choice[];
  submitLabel?: string;
  onSubmit(value: string): Promise<void>;
  onClose(): void;
}

/** One question answered by a select (`choices`) or a multi-line text (no choices); saved by `onSubmit`. */
export function ChoiceDialog(props: ChoiceDialogProps) {
  return props.open ? <ChoiceFormDialog {...props} /> : null;
}

function ChoiceFormDialog({ title, label, initial, choices, submitLabel, onSubmit, onClose }: ChoiceDialogProps) {
  const labelId = useId();
  const [value, setValue] = useState(initial);
  return (
    <FormDialog title={title} submitLabel={submitLabel} onSubmit={() => onSubmit(value)} onClose={onClose}>
      {choices ? (
        <FormControl fullWidth>
          <InputLabel id={labelId}>{label}</InputLabel>
          <Select labelId={labelId} label={label} value={value} onChange={(event) => setValue(event.target.value)}>
            {choices.map((choice) => (
              <MenuItem key={choice.value} value={choice.value}>
                {choice.label}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      ) : (
        <TextField label={label} value={value} onChange={(event) => setValue(event.target.value)} multiline minRows={3} fullWidth />
      )}
    </FormDialog>
  );
}
