import { useState } from 'react';
import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NameDialog } from './name-dialog';

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
  return props.open ? <ProjectDetailsForm {...props} /> : null;
}

function ProjectDetailsForm({ onSubmit, ...form }: ProjectDetailsDialogProps) {
  const { t } = useTranslation('host');
  const [description, setDescription] = useState('');
  return (
    <NameDialog
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
