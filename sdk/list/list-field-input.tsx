import { lazy, Suspense } from 'react';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { TEXT_MAX_LENGTHS, type FieldValue } from '../family/field-declaration';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import { ChecklistInput } from './checklist-input';
import type { ListField, ListValueField } from './list-field';

// The rich-text editor (TipTap) loads only when a rich-text field is edited, not with every list.
const RichTextEditor = lazy(async () => ({ default: (await import('../rich-text/rich-text-editor')).RichTextEditor }));

export interface ListFieldInputProps {
  /** Assignment fields are edited by the registries' assign control instead. */
  field: ListValueField;
  value: FieldValue | undefined;
  onChange: (value: FieldValue) => void;
  autoFocus?: boolean;
}

/** Kinds whose choices are stored by id. */
const ID_KINDS = new Set<ListField['kind']>(['lookup', 'user']);

const INPUT_TYPES: Partial<Record<ListField['kind'], string>> = { url: 'url', date: 'date', number: 'number' };

/** A select's options, a lookup's items or the project's members (none until they have loaded). */
function choicesOf(field: ListField & { kind: 'select' | 'lookup' | 'user' }): Array<{ value: string; label: string }> {
  if (field.kind === 'select') return field.options.map((option) => ({ value: option, label: field.optionLabels?.[option] ?? option }));
  if (field.kind === 'user') return (field.members ?? []).map((member) => ({ value: String(member.id), label: member.name }));
  return (field.lookupItems ?? []).map((item) => ({ value: String(item.id), label: item.name }));
}

/** The form control of one field, labelled with the field's label and bounded as its JSON Schema is. */
export function ListFieldInput({ field, value, onChange, autoFocus }: ListFieldInputProps) {
  const t = useSdkTranslate();
  if (field.kind === 'checkbox') {
    return <FormControlLabel label={field.label} control={<Checkbox checked={value === true} onChange={(event) => onChange(event.target.checked)} />} />;
  }
  if (field.kind === 'checklist') {
    return <ChecklistInput label={field.label} value={Array.isArray(value) ? value : []} maxItems={field.maxItems} onChange={onChange} />;
  }
  if (field.kind === 'richText') {
    return (
      <Suspense fallback={<CircularProgress size={24} aria-label={field.label} />}>
        <RichTextEditor label={field.label} value={typeof value === 'string' ? value : ''} onChange={onChange} />
      </Suspense>
    );
  }
  const common = {
    label: field.label,
    value: value ?? '',
    autoFocus,
    fullWidth: true,
    onChange: (event: { target: { value: string } }) => {
      const text = event.target.value;
      onChange((field.kind === 'number' || ID_KINDS.has(field.kind)) && text !== '' ? Number(text) : text);
    },
  };
  if (field.kind === 'select' || field.kind === 'lookup' || field.kind === 'user') {
    // A native select: its accessible name is exactly the label, and it behaves as each platform expects.
    return (
      <TextField {...common} select slotProps={{ select: { native: true, required: field.required }, inputLabel: { shrink: true } }}>
        <option value="">{t('list.notSet')}</option>
        {choicesOf(field).map(({ value: choice, label }) => (
          <option key={choice} value={choice}>
            {label}
          </option>
        ))}
      </TextField>
    );
  }
  const bounds =
    field.kind === 'number'
      ? { min: field.minimum, max: field.maximum, step: 'any' }
      : field.kind === 'date'
        ? {}
        : { maxLength: field.maxLength ?? TEXT_MAX_LENGTHS[field.kind] };
  return (
    <TextField
      {...common}
      type={INPUT_TYPES[field.kind]}
      multiline={field.kind === 'multiline'}
      minRows={field.kind === 'multiline' ? 3 : undefined}
      slotProps={{ htmlInput: { ...bounds, required: field.required }, inputLabel: field.kind === 'date' ? { shrink: true } : undefined }}
    />
  );
}
