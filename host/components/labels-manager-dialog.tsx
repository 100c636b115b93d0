import { useId, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  Snackbar,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import type { Label, LabelCreate, LabelUpdate } from '../../core/domain/workspace-types';
import { HttpClient, HttpError } from '../../core/services/http-client';
import { useService } from '../../sdk/services-context';
import { ConfirmDialog } from './confirm-dialog';
import { describeHttpError, fieldError } from './http-error-message';

export const DEFAULT_LABEL_COLOR = '#5BADCA';
const options = { skipStatusHandling: true };
const UNDO_SNACKBAR_MS = 10000;

/** Company labels: create, rename, colour, delete after confirming and undo (POST/PUT/DELETE /api/labels, restore). */
export function LabelsManagerDialog({
  open,
  labels,
  onChanged,
  onClose,
}: {
  open: boolean;
  labels: readonly Label[];
  /** Called after every change, so the page reloads its labels and projects. */
  onChanged(): void;
  onClose(): void;
}) {
  const { t } = useTranslation('host');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('labels.manageTitle')}</DialogTitle>
      <DialogContent>
        {open && <LabelsManagerBody labels={labels} onChanged={onChanged} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function LabelsManagerBody({ labels, onChanged }: { labels: readonly Label[]; onChanged(): void }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Label | null>(null);
  const [deleted, setDeleted] = useState<Label | null>(null);

  const run = async (work: () => Promise<unknown>) => {
    setError(null);
    try {
      await work();
      onChanged();
      return true;
    } catch (failure) {
      const duplicate = failure instanceof HttpError && failure.status === 409;
      setError(duplicate ? t('labels.duplicate') : (fieldError(failure, 'name', t) ?? describeHttpError(failure, t)));
      return false;
    }
  };

  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <NewLabelForm onCreate={(body) => run(() => http.post<Label>('/api/labels.json', body, options))} />
      {error && <Alert severity="error">{error}</Alert>}
      {labels.length === 0 ? (
        <Typography color="text.secondary">{t('labels.none')}</Typography>
      ) : (
        <List aria-label={t('labels.title')} disablePadding>
          {labels.map((label) => (
            <LabelRow
              key={`${label.id}:${label.name}:${label.color}`}
              label={label}
              onUpdate={(update) => run(() => http.put<Label>(`/api/labels/${label.id}.json`, update, options))}
              onDelete={() => setConfirming(label)}
            />
          ))}
        </List>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t('labels.deleteTitle', { name: confirming?.name ?? '' })}
        body={t('labels.deleteBody')}
        confirmLabel={t('labels.delete')}
        onConfirm={async () => {
          await http.delete(`/api/labels/${confirming!.id}.json`, options);
          setDeleted(confirming);
          setConfirming(null);
          onChanged();
        }}
        onClose={() => setConfirming(null)}
      />
      <Snackbar
        open={deleted !== null}
        autoHideDuration={UNDO_SNACKBAR_MS}
        onClose={(_event, reason) => reason !== 'clickaway' && setDeleted(null)}
        message={t('labels.deleted', { name: deleted?.name ?? '' })}
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              const label = deleted!;
              setDeleted(null);
              void run(() => http.post<Label>(`/api/labels/${label.id}/restore.json`, undefined, options));
            }}
          >
            {t('labels.undo')}
          </Button>
        }
      />
    </Stack>
  );
}

function NewLabelForm({ onCreate }: { onCreate(body: LabelCreate): Promise<boolean> }) {
  const { t } = useTranslation('host');
  const [name, setName] = useState('');
  const [color, setColor] = useState(DEFAULT_LABEL_COLOR);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    setBusy(true);
    if (await onCreate({ name: name.trim(), color })) setName('');
    setBusy(false);
  };
  return (
    <Stack component="form" direction="row" spacing={1} sx={{ alignItems: 'center' }} onSubmit={submit} noValidate>
      <TextField size="small" label={t('labels.newName')} value={name} onChange={(event) => setName(event.target.value)} fullWidth />
      <ColorInput label={t('labels.newColor')} value={color} onChange={setColor} />
      <Button type="submit" variant="contained" loading={busy} disabled={!name.trim()} sx={{ whiteSpace: 'nowrap' }}>
        {t('labels.add')}
      </Button>
    </Stack>
  );
}

function LabelRow({
  label,
  onUpdate,
  onDelete,
}: {
  label: Label;
  onUpdate(update: LabelUpdate): Promise<boolean>;
  onDelete(): void;
}) {
  const { t } = useTranslation('host');
  const [name, setName] = useState(label.name);
  const renamed = name.trim() !== '' && name.trim() !== label.name;
  return (
    <ListItem disableGutters>
      <Stack
        component="form"
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', width: '100%' }}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (renamed) void onUpdate({ name: name.trim() });
        }}
      >
        <ColorInput
          label={t('labels.colorOf', { name: label.name })}
          value={label.color}
          onChange={(color) => void onUpdate({ color })}
        />
        <TextField
          size="small"
          label={t('labels.nameOf', { name: label.name })}
          value={name}
          onChange={(event) => setName(event.target.value)}
          fullWidth
        />
        <Button type="submit" disabled={!renamed}>
          {t('labels.rename')}
        </Button>
        <Tooltip title={t('labels.deleteLabel', { name: label.name })}>
          <IconButton aria-label={t('labels.deleteLabel', { name: label.name })} onClick={onDelete}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
    </ListItem>
  );
}

/** The browser's colour picker as a small swatch; the choice is taken on blur, not on every move of the picker. */
function ColorInput({ label, value, onChange }: { label: string; value: string; onChange(color: string): void }) {
  return (
    <Tooltip title={label}>
      <Box
        component="input"
        type="color"
        aria-label={label}
        defaultValue={value}
        onBlur={(event) => {
          const next = (event.target as HTMLInputElement).value;
          if (next.toLowerCase() !== value.toLowerCase()) onChange(next);
        }}
        sx={{ width: 36, height: 36, p: 0, border: 'none', background: 'none', cursor: 'pointer', flexShrink: 0 }}
      />
    </Tooltip>
  );
}
