import { useId, useState } from 'react';
import { Dialog, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NameForm } from './name-dialog';

export interface ProjectDetailsDialogProps {
  open: boolean;
  title: string;
  /** Says where the new project comes from (a template, an example). */
  intro?: string;
  submitLabel: string;
  initialName?: string;
  onSubmit(details: { name: string; description: string }): Promise<void>;
  onClose(): void;
}

/**
 * Name and optional description of a new project. Stays open with the server's reason when creating
 * fails, and cannot be dismissed while the request runs.
 */
export function ProjectDetailsDialog(props: ProjectDetailsDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {props.open && <ProjectDetailsBody {...props} titleId={titleId} />}
    </Dialog>
  );
}

function ProjectDetailsBody({ onSubmit, ...form }: ProjectDetailsDialogProps & { titleId: string }) {
  const { t } = useTranslation('host');
  const [description, setDescription] = useState('');
  return (
    <NameForm
      {...form}
      onSubmit={(name) => onSubmit({ name, description: description.trim() })}
      after={
        <TextField
          label={t('lists.descriptionOptional')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          multiline
          minRows={2}
          fullWidth
        />
      }
    />
  );
}
