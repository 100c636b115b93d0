import TextField from '@mui/material/TextField';

/** A colour picker; a value that is not a #rrggbb colour shows as white. */
export function ColourField({ label, value, disabled, onChange }: { label: string; value: unknown; disabled: boolean; onChange: (value: unknown) => void }) {
  const current = typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value) ? value : '#ffffff';
  return (
    <TextField
      size="small"
      type="color"
      label={label}
      value={current}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
