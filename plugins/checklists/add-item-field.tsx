import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslate } from '../../sdk';
import manifest, { ITEM_TEXT_MAX_LENGTH } from './manifest';
import type en from './locales/en.json';

/** The field under the items: Enter (or Add) appends an item and keeps the field for the next one. */
export function AddItemField({ onAdd }: { onAdd(text: string): void }) {
  const t = useTranslate<typeof en>(manifest.segment);
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    onAdd(text.trim());
    setText('');
  };
  return (
    <Stack component="form" direction="row" spacing={1} onSubmit={submit} sx={{ alignItems: 'center' }}>
      <TextField
        size="small"
        fullWidth
        label={t('newItem')}
        placeholder={t('newItemPlaceholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: ITEM_TEXT_MAX_LENGTH } }}
      />
      <Button type="submit" variant="outlined" startIcon={<Add />} disabled={!text.trim()}>
        {t('add')}
      </Button>
    </Stack>
  );
}
