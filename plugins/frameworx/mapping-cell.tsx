import ButtonBase from '@mui/material/ButtonBase';
import InputBase from '@mui/material/InputBase';
import { useEffect, useState } from 'react';
import { cellText, nextCellValue, raciValueForKey, type CellMode } from './matrix-model';

export interface MappingCellProps {
  mode: CellMode;
  value: string;
  /** The pair in words, for screen readers: "Regulator × 1.1 Market Strategy". */
  label: string;
  readOnly: boolean;
  onChange: (value: string) => void;
}

/** One cell of the matrix: a mark or a RACI letter changed by a click (or a typed letter), or a line of text. */
export function MappingCell({ mode, value, label, readOnly, onChange }: MappingCellProps) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  if (readOnly) return <span aria-label={`${label}: ${value}`}>{value}</span>;
  if (mode === 'text') {
    return (
      <InputBase
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => cellText(draft) !== value && onChange(cellText(draft))}
        onKeyDown={(event) => event.key === 'Enter' && (event.target as HTMLInputElement).blur()}
        inputProps={{ 'aria-label': label }}
        sx={{ width: '100%', fontSize: 'body2.fontSize' }}
      />
    );
  }
  return (
    <ButtonBase
      aria-label={`${label}: ${value || '–'}`}
      aria-pressed={mode === 'mark' ? value !== '' : undefined}
      onClick={() => onChange(nextCellValue(mode, value))}
      onKeyDown={(event) => {
        const typed = mode === 'raci' ? raciValueForKey(event.key) : undefined;
        if (typed !== undefined && typed !== value) onChange(typed);
      }}
      sx={{ width: '100%', minHeight: 32, fontWeight: 600, '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' } }}
    >
      {value}
    </ButtonBase>
  );
}
