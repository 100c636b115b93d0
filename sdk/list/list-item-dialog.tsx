import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState, type FormEvent } from 'react';
import type { Assignments } from '../entity-values/assignments';
import { ASSIGNMENT_FIELD_ARRAYS, isAssignmentField } from '../family/field-declaration';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import { AssignControl } from '../registries/assign-control';
import { formValue, undeclaredAssignmentArrays, type ListField, type ListValue } from './list-field';
import { ListFieldInput } from './list-field-input';

/** An item as its form showed it when it opened (its value as the form would save it). */
export interface OpenedItem {
  value: ListValue;
  assignments: Assignments;
}

export interface ListItemDialogProps {
  title: string;
  projectId: number;
  fields: readonly ListField[];
  value: ListValue;
  assignments: Assignments;
  /** With the form's value and assignments as they were when it opened, so that only what it changed is saved. */
  onSave: (value: ListValue, assignments: Assignments, opened: OpenedItem) => void;
  onClose: () => void;
  /** Offers the assign control for the registries no field declares; true unless given. */
  assignable?: boolean;
}

/**
 * Edits every field of one item and what it is assigned; Save applies all of them at once, Cancel or Escape none.
 * An assignment field is its registry's assign control, in the field's place and with its label; the
 * general one after the fields offers only the registries no field declares.
 */
export function ListItemDialog({ title, projectId, fields, value, assignments, onSave, onClose, assignable = true }: ListItemDialogProps) {
  const t = useSdkTranslate();
  const titleId = useId();
  const [draft, setDraft] = useState<ListValue>(value);
  const [assigned, setAssigned] = useState<Assignments>(assignments);
  const [opened] = useState<OpenedItem>(() => ({ value: formValue(fields, value), assignments }));
  const assign = (change: Partial<Assignments>) => setAssigned((current) => ({ ...current, ...change }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(formValue(fields, draft), assigned, opened);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {fields.map((field, index) =>
              isAssignmentField(field) ? (
                <AssignControl
                  key={field.name}
                  projectId={projectId}
                  fields={[ASSIGNMENT_FIELD_ARRAYS[field.kind]]}
                  labels={{ [ASSIGNMENT_FIELD_ARRAYS[field.kind]]: field.label }}
                  value={assigned}
                  onChange={assign}
                />
              ) : (
                <ListFieldInput
                  key={field.name}
                  field={field}
                  value={draft[field.name]}
                  onChange={(next) => setDraft((current) => ({ ...current, [field.name]: next }))}
                  autoFocus={index === 0}
                />
              ),
            )}
            {assignable && <AssignControl projectId={projectId} fields={undeclaredAssignmentArrays(fields)} value={assigned} onChange={assign} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('list.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('list.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
