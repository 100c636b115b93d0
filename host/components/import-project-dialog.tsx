import { useId, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, LinearProgress, Stack, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Project } from '../../core/domain/api-types';
import { PROJECT_ARCHIVE_FORMAT, PROJECT_ARCHIVE_VERSION } from '../../core/domain/workspace-types';
import { HttpError } from '../../core/services/http-client';
import { Session } from '../../core/services/session';
import { useService } from '../../sdk/services-context';
import { FilePicker } from '../../sdk/ui/file-picker';
import { projectPath } from '../routes/app-paths';
import { describeHttpError } from './http-error-message';
import { uploadWithProgress } from '../../core/http/upload-with-progress';

const IMPORT_PATH = '/api/projects/import.json';

/** Sends the archive as the multipart field `file`, reporting progress from 0 to 1. */
export type ArchiveUpload = (form: FormData, onProgress: (fraction: number) => void) => Promise<Project>;

type Stage = 'idle' | 'reading' | 'uploading';

/** The archive, or why the file is not one we can send (checked here so a wrong file costs no upload). */
export function checkArchive(text: string, t: TFunction<'host'>): { archive: unknown } | { error: string } {
  let archive: unknown;
  try {
    archive = JSON.parse(text);
  } catch {
    return { error: t('import.notJson') };
  }
  const format = (archive as { format?: unknown } | null)?.format;
  const version = (archive as { version?: unknown } | null)?.version;
  if (format !== PROJECT_ARCHIVE_FORMAT) return { error: t('import.wrongFormat') };
  if (typeof version !== 'number' || version > PROJECT_ARCHIVE_VERSION) return { error: t('import.newerVersion') };
  return { archive };
}

/** FileReader rather than Blob.text(): the same in every browser and in the tests' DOM. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

function importFailure(failure: unknown, t: TFunction<'host'>): string {
  if (failure instanceof HttpError && failure.status === 422) {
    const message = (failure.body as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message ? t('import.rejected', { message }) : t('import.wrongFormat');
  }
  return describeHttpError(failure, t);
}

/** "Import project": choose a .json archive, send it to POST /api/projects/import.json, open the new project. */
export function ImportProjectDialog({ open, onClose, upload }: { open: boolean; onClose(): void; upload?: ArchiveUpload }) {
  const { t } = useTranslation('host');
  const titleId = useId();
  const session = useService(Session);
  const send: ArchiveUpload = upload ?? ((form, onProgress) => uploadWithProgress<Project>(session, IMPORT_PATH, form, onProgress));
  const navigate = useNavigate();
  const [progress, setProgress] = useState(0);
  const [stage, setStage] = useState<Stage>('idle');
  const [fileName, setFileName] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = stage !== 'idle';

  const close = () => {
    if (busy) return;
    setError(null);
    setFileName(null);
    onClose();
  };

  const importFile = async (file: File) => {
    setFileName(file.name);
    setError(null);
    setStage('reading');
    let text: string;
    try {
      text = await readText(file);
    } catch {
      setError(t('import.unreadable'));
      setStage('idle');
      return;
    }
    const checked = checkArchive(text, t);
    if ('error' in checked) {
      setError(checked.error);
      setStage('idle');
      return;
    }
    setStage('uploading');
    setProgress(0);
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      const project = await send(form, setProgress);
      setStage('idle');
      setFileName(null);
      onClose();
      await navigate(projectPath(project.id));
    } catch (failure) {
      setError(importFailure(failure, t));
      setStage('idle');
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('import.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t('import.intro')}</DialogContentText>
          <FilePicker accept=".json,application/json" inputLabel={t('import.file')} disabled={busy} chosen={fileName ?? undefined} onFile={(file) => void importFile(file)}>
            {t('import.choose')}
          </FilePicker>
          {busy && (
            <Stack spacing={1} role="status" aria-live="polite">
              <LinearProgress
                aria-label={t(stage === 'reading' ? 'import.reading' : 'import.uploading')}
                variant={stage === 'uploading' ? 'determinate' : 'indeterminate'}
                value={Math.round(progress * 100)}
              />
              <Typography variant="body2" color="text.secondary">
                {t(stage === 'reading' ? 'import.reading' : 'import.uploading')}
              </Typography>
            </Stack>
          )}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {t('common.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
