import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LookupItem } from '../../../core/domain/lookups';
import { FormDialog } from '../../components/form-dialog';

export interface ReplaceItemDialogProps {
  item: LookupItem;
  /** The server's answer: how many use the item. */
  message: string;
  choices: readonly LookupItem[];
  /** Moves the uses and deletes the item; when it fails the dialog stays open saying why. */
  onReplace: (replacementId: number) => Promise<void>;
  onClose: () => void;
}

/** Asks which item the uses of an item being deleted move to. */
export function ReplaceItemDialog({ item, message, choices, onReplace, onClose }: ReplaceItemDialogProps) {
  const { t } = useTranslation('host');
  const [replacement, setReplacement] = useState(String(choices[0]?.id ?? ''));
  return (
    <FormDialog
      title={t('admin.replaceTitle', { name: item.name })}
      intro={message}
      submitLabel={t('admin.moveAndDelete')}
      submitColor="error"
      submitDisabled={!replacement}
      onSubmit={() => onReplace(Number(replacement))}
      onClose={onClose}
    >
      <TextField
        select
        fullWidth
        label={t('admin.replaceWith')}
        value={replacement}
        onChange={(event) => setReplacement(event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </TextField>
    </FormDialog>
  );
}
