import { useState, type ReactNode } from 'react';
import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FormDialog } from './form-dialog';

export interface NameDialogProps {
  open: boolean;
  title: string;
  /** The label of the submit button, e.g. "Create". */
  submitLabel: string;
  initialName?: string;
  /** A sentence above the fields. */
  intro?: string;
  /** Fields shown above the name, which then come first. */
  children?: ReactNode;
  /** Fields shown below the name (a description). */
  after?: ReactNode;
  /** Extra check before submitting; a message blocks the submit. */
  validate?: () => string | null;
  onSubmit(name: string): Promise<void>;
  onClose(): void;
}

/**
 * A dialog that asks for a "Name" and creates something: the name is required, the server's reason is shown
 * on the field when it is about the name. Mounted only while open, so each opening starts afresh.
 */
export function NameDialog(props: NameDialogProps) {
  return props.open ? <NameFormDialog {...props} /> : null;
}

function NameFormDialog({ title, submitLabel, initialName = '', intro, children, after, validate, onSubmit, onClose }: NameDialogProps) {
  const { t } = useTranslation('host');
  const [name, setName] = useState(initialName);
  return (
    <FormDialog
      title={title}
      intro={intro}
      submitLabel={submitLabel}
      fields={['name']}
      validate={() => ({ form: validate?.(), fields: { name: name.trim() ? null : t('dialogs.nameRequired') } })}
      onSubmit={() => onSubmit(name.trim())}
      onClose={onClose}
    >
      {(form) => (
        <>
          {children}
          <TextField
            label={t('dialogs.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={form.fieldError('name') !== null}
            helperText={form.fieldError('name')}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 255 } }}
          />
          {after}
        </>
      )}
    </FormDialog>
  );
}
