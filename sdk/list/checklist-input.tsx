import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { CHECKLIST_ENTRY_MAX_LENGTH, CHECKLIST_MAX_ITEMS, type ChecklistEntry } from '../family/field-declaration';
import { useSdkTranslate } from '../i18n/use-sdk-translate';

export interface ChecklistInputProps {
  label: string;
  value: readonly ChecklistEntry[];
  maxItems?: number;
  onChange: (value: ChecklistEntry[]) => void;
}

/** A checklist field: entries to tick off, each with its text; add and remove entries. */
export function ChecklistInput({ label, value, maxItems = CHECKLIST_MAX_ITEMS, onChange }: ChecklistInputProps) {
  const t = useSdkTranslate();
  const labelId = useId();
  const change = (index: number, entry: Partial<ChecklistEntry>) =>
    onChange(value.map((current, at) => (at === index ? { ...current, ...entry } : current)));
  return (
    <Stack role="group" aria-labelledby={labelId} spacing={0.5}>
      <Typography id={labelId} variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {value.map((entry, index) => {
          const number = index + 1;
          return (
            <Stack component="li" key={index} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <Checkbox
                size="small"
                checked={entry.done}
                onChange={(event) => change(index, { done: event.target.checked })}
                slotProps={{ input: { 'aria-label': t('list.checklist.done', { field: label, number }) } }}
              />
              <InputBase
                fullWidth
                autoFocus={index === value.length - 1 && entry.text === ''}
                value={entry.text}
                onChange={(event) => change(index, { text: event.target.value })}
                inputProps={{ maxLength: CHECKLIST_ENTRY_MAX_LENGTH, 'aria-label': t('list.checklist.entry', { field: label, number }) }}
                sx={{ typography: 'body2', textDecoration: entry.done ? 'line-through' : undefined }}
              />
              <IconButton
                size="small"
                aria-label={t('list.checklist.remove', { field: label, number })}
                onClick={() => onChange(value.filter((_, at) => at !== index))}
              >
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Stack>
          );
        })}
      </Stack>
      <Button
        size="small"
        startIcon={<Add />}
        disabled={value.length >= maxItems}
        onClick={() => onChange([...value, { text: '', done: false }])}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('list.checklist.add', { field: label })}
      </Button>
    </Stack>
  );
}
