import type { dia } from '@joint/core';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { PropertySchema } from '../../shapes/define-shape';
import { styleProperties } from '../../shapes/shape-style';
import { ColourField } from './colour-field';
import { CommitTextField } from '../../../ui/commit-text-field';
import type { STYLE_FIELDS } from './style-field-list';


/** The shared style defaults, for a shape that does not declare a style field itself. */
const STYLE_DEFAULTS: Readonly<Record<string, PropertySchema>> = styleProperties() as unknown as Record<string, PropertySchema>;

/**
 * A style field's value: the cell's own, else the shape's declared default, else the shared default, so
 * the field starts from what the shape shows.
 */
export function styleValue(cell: dia.Cell, name: string, declared: PropertySchema | undefined): unknown {
  const value: unknown = cell.get(name);
  if (value !== undefined && value !== null) return value;
  return declared?.default ?? STYLE_DEFAULTS[name]?.default;
}

export const CHOICE_LABEL_KEYS: Record<string, string> = {
  solid: 'style.solid',
  dashed: 'style.dashed',
  dotted: 'style.dotted',
  top: 'anchor.top',
  middle: 'anchor.middle',
  bottom: 'anchor.bottom',
  left: 'anchor.left',
  right: 'anchor.right',
};

interface StyleFieldProps {
  label: string;
  field: (typeof STYLE_FIELDS)[number];
  value: unknown;
  disabled: boolean;
  translateChoice: (choice: string) => string;
  onChange: (value: unknown) => void;
}

/** One style field: a colour, a choice, a percentage or a width. */
export function StyleField({ label, field, value, disabled, translateChoice, onChange }: StyleFieldProps) {
  switch (field.kind) {
    case 'color':
      return <ColourField label={label} value={value} disabled={disabled} onChange={onChange} />;
    case 'choice':
      return (
        <TextField select size="small" label={label} value={typeof value === 'string' ? value : ''} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
          {field.choices?.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {translateChoice(choice)}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'percent':
    case 'number':
      return (
        <CommitTextField
          label={label}
          type="number"
          value={typeof value === 'number' ? String(value) : ''}
          disabled={disabled}
          inputProps={field.kind === 'percent' ? { min: 0, max: 100, step: 5 } : { min: 0, max: 20, step: 1 }}
          onCommit={(text) => {
            const number = Number(text);
            // An emptied field keeps the value: the shape's look reads a number.
            if (text !== '' && Number.isFinite(number)) onChange(field.kind === 'percent' ? Math.max(0, Math.min(100, number)) : Math.max(0, number));
          }}
        />
      );
  }
}
