import TextField from '@mui/material/TextField';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import type { ListField } from './list-field';

export interface ListFieldInputProps {
  field: ListField;
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}

/** The form control of one list field, labelled with the field's label. */
export function ListFieldInput({ field, value, onChange, autoFocus }: ListFieldInputProps) {
  const t = useSdkTranslate();
  const common = {
    label: field.label,
    value,
    autoFocus,
    fullWidth: true,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  if (field.kind === 'select') {
    // A native select: its accessible name is exactly the label, and it behaves as each platform expects.
    return (
      <TextField {...common} select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
        <option value="">{t('list.notSet')}</option>
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </TextField>
    );
  }
  return <TextField {...common} multiline={field.kind === 'multiline'} minRows={field.kind === 'multiline' ? 3 : undefined} />;
}
