import { useState, type KeyboardEvent } from 'react';
import { Alert, Button, Checkbox, FormControlLabel, FormGroup, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Id, Project } from '../../core/domain/api-types';
import type { Label, LabelCreate, ProjectWorkspaceUpdate } from '../../core/domain/workspace-types';
import { HttpClient, HttpError } from '../../core/services/http-client';
import { useService } from '../../sdk/services-context';
import { FormDialog } from './form-dialog';
import { describeHttpError } from './http-error-message';
import { DEFAULT_LABEL_COLOR } from './labels-manager-dialog';
import type { ListProject } from './project-card';
import { toggleLabel } from './project-list-state';

const options = { skipStatusHandling: true };

interface AssignLabelsProps {
  labels: readonly Label[];
  onSaved(project: Project): void;
  onLabelCreated(): void;
  onClose(): void;
}

/** A project's labels: tick company labels, or add a new one, then Save (PUT /api/projects/{id}.json {label_ids}). */
export function AssignLabelsDialog({ project, ...props }: AssignLabelsProps & { project: ListProject | null }) {
  return project && <AssignLabelsForm key={project.id} project={project} {...props} />;
}

function AssignLabelsForm({ project, labels, onSaved, onLabelCreated, onClose }: AssignLabelsProps & { project: ListProject }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const [selected, setSelected] = useState<Id[]>(() => (project.labels ?? []).map((label) => label.id));
  const [newName, setNewName] = useState('');
  const [addError, setAddError] = useState<string | null>(null);

  const addLabel = async () => {
    const name = newName.trim();
    if (!name) return;
    setAddError(null);
    try {
      const body: LabelCreate = { name, color: DEFAULT_LABEL_COLOR };
      const label = await http.post<Label>('/api/labels.json', body, options);
      setSelected((ids) => [...ids, label.id]);
      setNewName('');
      onLabelCreated();
    } catch (failure) {
      setAddError(failure instanceof HttpError && failure.status === 409 ? t('labels.duplicate') : describeHttpError(failure, t));
    }
  };
  // Enter in the new label's name adds the label; it does not save the dialog.
  const addOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void addLabel();
  };

  const save = async () => {
    const body: ProjectWorkspaceUpdate = { label_ids: selected };
    onSaved(await http.put<Project>(`/api/projects/${project.id}.json`, body, options));
    onClose();
  };

  return (
    <FormDialog title={t('labels.assignTitle', { name: project.name })} maxWidth="xs" onSubmit={save} onClose={onClose}>
      {labels.length === 0 ? (
        <Typography color="text.secondary">{t('labels.none')}</Typography>
      ) : (
        <FormGroup aria-label={t('labels.title')}>
          {labels.map((label) => (
            <FormControlLabel
              key={label.id}
              label={label.name}
              control={
                <Checkbox
                  checked={selected.includes(label.id)}
                  onChange={() => setSelected((ids) => toggleLabel(ids, label.id))}
                  sx={{ color: label.color, '&.Mui-checked': { color: label.color } }}
                />
              }
            />
          ))}
        </FormGroup>
      )}
      <Stack direction="row" spacing={1}>
        <TextField size="small" label={t('labels.newName')} value={newName} onChange={(event) => setNewName(event.target.value)} onKeyDown={addOnEnter} fullWidth />
        <Button onClick={() => void addLabel()} disabled={!newName.trim()} sx={{ whiteSpace: 'nowrap' }}>
          {t('labels.add')}
        </Button>
      </Stack>
      {addError && <Alert severity="error">{addError}</Alert>}
    </FormDialog>
  );
}
