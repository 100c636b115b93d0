import { useId, useState } from 'react';
import { Alert, Button, Checkbox, Dialog, DialogContent, DialogTitle, FormControlLabel, FormGroup, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Id, Project } from '../../core/domain/api-types';
import type { Label, LabelCreate, ProjectWorkspaceUpdate } from '../../core/domain/workspace-types';
import { HttpClient, HttpError } from '../../core/services/http-client';
import { useService } from '../../sdk/services-context';
import { DialogButtons } from './dialog-buttons';
import { describeHttpError } from './http-error-message';
import { DEFAULT_LABEL_COLOR } from './labels-manager-dialog';
import type { ListProject } from './project-card';
import { toggleLabel } from './project-list-state';

const options = { skipStatusHandling: true };

/** A project's labels: tick company labels, or add a new one, then Save (PUT /api/projects/{id}.json {label_ids}). */
export function AssignLabelsDialog({
  project,
  labels,
  onSaved,
  onLabelCreated,
  onClose,
}: {
  project: ListProject | null;
  labels: readonly Label[];
  onSaved(project: Project): void;
  onLabelCreated(): void;
  onClose(): void;
}) {
  const { t } = useTranslation('host');
  const titleId = useId();
  return (
    <Dialog open={project !== null} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('labels.assignTitle', { name: project?.name ?? '' })}</DialogTitle>
      {project && (
        <AssignLabelsBody project={project} labels={labels} onSaved={onSaved} onLabelCreated={onLabelCreated} onClose={onClose} />
      )}
    </Dialog>
  );
}

function AssignLabelsBody({
  project,
  labels,
  onSaved,
  onLabelCreated,
  onClose,
}: {
  project: ListProject;
  labels: readonly Label[];
  onSaved(project: Project): void;
  onLabelCreated(): void;
  onClose(): void;
}) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const [selected, setSelected] = useState<Id[]>(() => (project.labels ?? []).map((label) => label.id));
  const [newName, setNewName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const addLabel = async () => {
    const name = newName.trim();
    if (!name) return;
    setError(null);
    try {
      const body: LabelCreate = { name, color: DEFAULT_LABEL_COLOR };
      const label = await http.post<Label>('/api/labels.json', body, options);
      setSelected((ids) => [...ids, label.id]);
      setNewName('');
      onLabelCreated();
    } catch (failure) {
      setError(failure instanceof HttpError && failure.status === 409 ? t('labels.duplicate') : describeHttpError(failure, t));
    }
  };

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      const body: ProjectWorkspaceUpdate = { label_ids: selected };
      onSaved(await http.put<Project>(`/api/projects/${project.id}.json`, body, options));
      onClose();
    } catch (failure) {
      setError(describeHttpError(failure, t));
      setBusy(false);
    }
  };

  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
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
          <Stack
            component="form"
            direction="row"
            spacing={1}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void addLabel();
            }}
          >
            <TextField size="small" label={t('labels.newName')} value={newName} onChange={(event) => setNewName(event.target.value)} fullWidth />
            <Button type="submit" disabled={!newName.trim()} sx={{ whiteSpace: 'nowrap' }}>
              {t('labels.add')}
            </Button>
          </Stack>
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogButtons onCancel={onClose} busy={busy} submitLabel={t('common.save')} onSubmit={() => void save()} />
    </>
  );
}
