import TextField from '@mui/material/TextField';
import { useState } from 'react';

export interface CommitTextFieldProps {
  label: string;
  value: string;
  disabled: boolean;
  onCommit: (value: string) => void;
  type?: string;
  multiline?: boolean;
  inputProps?: Record<string, unknown>;
}

/** A text field that writes on Enter or blur, so typing a word is one change (one undo step), not one per key. */
export function CommitTextField({ label, value, disabled, onCommit, type, multiline, inputProps }: CommitTextFieldProps) {
  const [draft, setDraft] = useState(value);
  const [focused, setFocused] = useState(false);
  const shown = focused ? draft : value;
  const commit = () => {
    setFocused(false);
    if (draft !== value) onCommit(draft);
  };
  return (
    <TextField
      size="small"
      label={label}
      type={type}
      value={shown}
      disabled={disabled}
      multiline={multiline}
      maxRows={multiline ? 4 : undefined}
      slotProps={{ htmlInput: inputProps }}
      onFocus={() => {
        setDraft(value);
        setFocused(true);
      }}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !event.shiftKey) {
          event.preventDefault();
          commit();
        }
        if (event.key === 'Escape') {
          setDraft(value);
          setFocused(false);
        }
      }}
    />
  );
}
