import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useSdkTranslate } from '../../../i18n/use-sdk-translate';
import type { PropertySchema } from '../../shapes/define-shape';
import { ColourField } from './colour-field';
import { CommitTextField } from '../../../ui/commit-text-field';

function isColourName(name: string): boolean {
  return /colou?r|fill|outline$/i.test(name);
}

interface PropertyFieldProps {
  name: string;
  label: string;
  schema: PropertySchema;
  choiceLabels?: Readonly<Record<string, string>>;
  value: unknown;
  disabled: boolean;
  onChange: (value: unknown) => void;
}

/** One property of a shape's definition, drawn from its schema: a choice, a switch, a number, a colour or text. */
export function PropertyField({ name, label, schema, choiceLabels, value, disabled, onChange }: PropertyFieldProps) {
  const t = useSdkTranslate();
  // An object (an imported link label's placement) is set on the diagram, not typed here.
  if (schema.type === 'object') return null;
  if (schema.type === 'array') {
    const options = arrayChoices(schema, choiceLabels);
    // A list without known choices (a pool's lanes: objects edited on the diagram) is not edited here.
    if (!options) return null;
    return <MultiChoiceField label={label} options={options} choiceLabels={choiceLabels} value={value} disabled={disabled} onChange={onChange} />;
  }
  if (schema.enum) {
    const current = value ?? null;
    return (
      <TextField
        select
        size="small"
        label={label}
        value={current === null ? '' : String(current)}
        disabled={disabled}
        onChange={(event) => {
          const picked = schema.enum?.find((choice) => String(choice ?? '') === event.target.value);
          onChange(picked ?? null);
        }}
      >
        {offeredChoices(schema.enum, choiceLabels, current).map((choice) => (
          <MenuItem key={String(choice)} value={choice === null ? '' : String(choice)}>
            {choice === null ? t('diagram.properties.none') : (choiceLabels?.[String(choice)] ?? String(choice))}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  if (schema.type === 'boolean') {
    return (
      <FormControlLabel control={<Checkbox checked={value === true} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />} label={label} />
    );
  }
  if (schema.type === 'number') {
    return (
      <CommitTextField
        label={label}
        type="number"
        value={value === undefined || value === null ? '' : String(value)}
        disabled={disabled}
        onCommit={(text) => {
          const number = Number(text);
          if (text !== '' && Number.isFinite(number)) onChange(number);
          else if (schema.nullable) onChange(null);
        }}
      />
    );
  }
  if (schema.type === 'string') {
    if (isColourName(name)) return <ColourField label={label} value={value} disabled={disabled} onChange={onChange} />;
    return (
      <CommitTextField
        label={label}
        value={value === undefined || value === null ? '' : String(value)}
        disabled={disabled}
        onCommit={(text) => onChange(text === '' && schema.nullable ? null : text)}
      />
    );
  }
  return null;
}

/**
 * The choices a select offers: a property sheet that names choices offers only those (a kind leaves out
 * what does not apply to it, or what another field already sets), plus none and the current value.
 */
function offeredChoices(choices: readonly unknown[], choiceLabels: Readonly<Record<string, string>> | undefined, current: unknown): readonly unknown[] {
  if (!choiceLabels) return choices;
  return choices.filter((choice) => choice === null || choice === current || String(choice) in choiceLabels);
}

/**
 * The choices of a list-valued property: its schema's `items.enum` (those the property sheet names, when it
 * names any), else the keys of the property sheet's choice labels; undefined when neither gives any (a list
 * of objects).
 */
export function arrayChoices(schema: PropertySchema, choiceLabels?: Readonly<Record<string, string>>): readonly string[] | undefined {
  const items = (schema as PropertySchema & { items?: { enum?: readonly unknown[] } }).items;
  const fromSchema = items?.enum?.filter((choice): choice is string | number => typeof choice === 'string' || typeof choice === 'number').map(String);
  if (fromSchema && fromSchema.length > 0) return choiceLabels ? fromSchema.filter((choice) => choice in choiceLabels) : fromSchema;
  const fromSheet = choiceLabels ? Object.keys(choiceLabels) : [];
  return fromSheet.length > 0 ? fromSheet : undefined;
}

interface MultiChoiceFieldProps {
  label: string;
  options: readonly string[];
  choiceLabels?: Readonly<Record<string, string>>;
  value: unknown;
  disabled: boolean;
  onChange: (value: unknown) => void;
}

/** A list of choices as a group of checkboxes; each tick is one change holding the ticked values in the choices' order. */
function MultiChoiceField({ label, options, choiceLabels, value, disabled, onChange }: MultiChoiceFieldProps) {
  const current = Array.isArray(value) ? value.map(String) : [];
  const toggle = (option: string, checked: boolean) => {
    const next = new Set(current);
    if (checked) next.add(option);
    else next.delete(option);
    // Values the choices do not know (from an older version) are kept, after the known ones.
    onChange([...options.filter((choice) => next.has(choice)), ...current.filter((item) => !options.includes(item) && next.has(item))]);
  };
  return (
    <FormControl component="fieldset" disabled={disabled} size="small">
      <FormLabel component="legend" sx={{ typography: 'caption' }}>
        {label}
      </FormLabel>
      <FormGroup>
        {options.map((option) => (
          <FormControlLabel
            key={option}
            control={<Checkbox size="small" checked={current.includes(option)} onChange={(event) => toggle(option, event.target.checked)} />}
            label={choiceLabels?.[option] ?? option}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
