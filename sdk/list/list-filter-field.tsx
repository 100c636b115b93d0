import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import { fieldChoices, type ListField } from './list-field';
import { isTextField, type FieldFilter } from './list-view-state';

export interface ListFilterFieldProps {
  field: ListField;
  filter: FieldFilter | undefined;
  /** Undefined clears the field's filter. */
  onChange: (filter: FieldFilter | undefined) => void;
}

/** The filter control of one field, by kind: contains, one of (a select's options, a lookup's items), a range, or yes/no. */
export function ListFilterField({ field, filter, onChange }: ListFilterFieldProps) {
  const t = useSdkTranslate();
  if (isTextField(field)) {
    const text = filter && 'contains' in filter ? filter.contains : '';
    return (
      <TextField
        size="small"
        label={t('list.filterContains', { field: field.label })}
        value={text}
        onChange={(event) => onChange(event.target.value ? { contains: event.target.value } : undefined)}
      />
    );
  }
  const choices = fieldChoices(field);
  if (choices) {
    const chosen = filter && 'oneOf' in filter ? filter.oneOf : [];
    const toggle = (value: string, on: boolean) => {
      const next = on ? [...chosen, value] : chosen.filter((option) => option !== value);
      onChange(next.length > 0 ? { oneOf: next } : undefined);
    };
    return (
      <FormGroup role="group" aria-label={field.label}>
        <FormLabel component="span">{field.label}</FormLabel>
        <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
          {[...choices, { value: '', label: t('list.notSet') }].map(({ value, label }) => (
            <FormControlLabel
              key={value}
              label={label}
              control={<Checkbox size="small" checked={chosen.includes(value)} onChange={(event) => toggle(value, event.target.checked)} />}
            />
          ))}
        </Stack>
      </FormGroup>
    );
  }
  if (field.kind === 'checkbox') {
    const value = filter && 'checked' in filter ? String(filter.checked) : '';
    return (
      <TextField
        size="small"
        select
        label={field.label}
        value={value}
        onChange={(event) => onChange(event.target.value === '' ? undefined : { checked: event.target.value === 'true' })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('list.any')}</option>
        <option value="true">{t('list.yes')}</option>
        <option value="false">{t('list.no')}</option>
      </TextField>
    );
  }
  const range = filter && !('contains' in filter) && !('oneOf' in filter) && !('checked' in filter) ? filter : {};
  const setBound = (bound: 'min' | 'max', text: string) => {
    const next = { ...range, [bound]: text || undefined };
    onChange(next.min || next.max ? next : undefined);
  };
  const type = field.kind === 'number' ? 'number' : 'date';
  return (
    <Stack direction="row" spacing={1}>
      {(['min', 'max'] as const).map((bound) => (
        <TextField
          key={bound}
          size="small"
          type={type}
          label={t(bound === 'min' ? 'list.filterFrom' : 'list.filterTo', { field: field.label })}
          value={range[bound] ?? ''}
          onChange={(event) => setBound(bound, event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
    </Stack>
  );
}
