import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  IconButton,
  LinearProgress,
  Link,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import LinkIcon from '@mui/icons-material/Link';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useTranslation } from 'react-i18next';
import { HttpClient } from '../../core/services/http-client';
import { Session } from '../../core/services/session';
import { useService } from '../../sdk/services-context';
import { describeHttpError } from './http-error-message';
import { NameDialog } from './name-dialog';
import { ErrorState, PageLoading } from './page-states';
import { uploadWithProgress } from '../../core/http/upload-with-progress';
import { useAsync } from '../../sdk/ui/use-async';
import { FilePicker } from '../../sdk/ui/file-picker';
import { isPrivateFile, openFile } from '../../sdk/ui/use-file-url';
import { projectApi, type ProjectResource } from './workspace-api';

const isWebUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** The project's links and uploaded PDFs: open, add, rename, delete, with the upload's progress shown. */
export function ResourcesPanel({ projectId, canWrite }: { projectId: number; canWrite: boolean }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const session = useService(Session);
  const api = projectApi(projectId);
  const data = useAsync((signal) => http.get<ProjectResource[]>(api.resources, { signal }), [http, projectId]);
  const [title, setTitle] = useState('');
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const [renaming, setRenaming] = useState<ProjectResource | null>(null);

  const addLink = async (event: FormEvent) => {
    event.preventDefault();
    if (!isWebUrl(url.trim())) {
      setUrlError(t('projectPage.resource.badUrl'));
      return;
    }
    setUrlError(null);
    try {
      await http.post(api.resources, { kind: 'link', title: title.trim() || url.trim(), url: url.trim() });
      setTitle('');
      setUrl('');
      data.reload();
    } catch (failure) {
      setError(describeHttpError(failure, t));
    }
  };

  const uploadPdf = (file: File) => {
    const form = new FormData();
    form.append('title', file.name.replace(/\.pdf$/i, ''));
    form.append('file', file);
    setProgress({ name: file.name, fraction: 0 });
    setError(null);
    uploadWithProgress(session, api.uploadPdf, form, (fraction) => setProgress({ name: file.name, fraction }))
      .then(() => data.reload())
      .catch((failure: unknown) => setError(describeHttpError(failure, t)))
      .finally(() => setProgress(null));
  };

  const remove = (resource: ProjectResource) =>
    http
      .delete(api.resource(resource.id))
      .then(() => data.reload())
      .catch((failure: unknown) => setError(describeHttpError(failure, t)));

  const resources = data.status === 'ready' ? [...data.data].sort((a, b) => a.position - b.position) : [];
  return (
    <Stack spacing={2} component="section" aria-label={t('projectPage.resource.title')}>
      <Typography variant="h6" component="h2">
        {t('projectPage.resource.title')}
      </Typography>
      {data.status === 'loading' && <PageLoading />}
      {data.status === 'error' && <ErrorState message={describeHttpError(data.error, t)} onRetry={data.reload} />}
      {data.status === 'ready' && resources.length === 0 && (
        <Typography color="text.secondary">{t('projectPage.resource.none')}</Typography>
      )}
      <List dense>
        {resources.map((resource) => (
          <ListItem
            key={resource.id}
            disableGutters
            secondaryAction={
              canWrite && (
                <>
                  <IconButton aria-label={t('projectPage.resource.rename', { name: resource.title })} onClick={() => setRenaming(resource)}>
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton aria-label={t('projectPage.resource.delete', { name: resource.title })} onClick={() => void remove(resource)}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </>
              )
            }
          >
            <ListItemIcon sx={{ minWidth: 36 }}>{resource.kind === 'link' ? <LinkIcon /> : <PictureAsPdfIcon />}</ListItemIcon>
            <ListItemText
              primary={
                <Link
                  href={resource.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('projectPage.resource.open', { name: resource.title })}
                  onClick={(event) => {
                    if (!isPrivateFile(resource.url)) return;
                    event.preventDefault();
                    openFile(http, resource.url).catch((failure: unknown) => setError(describeHttpError(failure, t)));
                  }}
                >
                  {resource.title}
                </Link>
              }
            />
          </ListItem>
        ))}
      </List>
      {progress && (
        <Box>
          <Typography variant="body2">{t('projectPage.uploading', { name: progress.name })}</Typography>
          <LinearProgress
            variant="determinate"
            value={Math.round(progress.fraction * 100)}
            aria-label={t('projectPage.resource.progress')}
          />
        </Box>
      )}
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {canWrite && (
        <>
          <Stack component="form" spacing={1} onSubmit={(event: FormEvent) => void addLink(event)} noValidate>
            <TextField size="small" label={t('projectPage.resource.linkTitle')} value={title} onChange={(e) => setTitle(e.target.value)} />
            <TextField
              size="small"
              label={t('projectPage.resource.url')}
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              error={urlError !== null}
              helperText={urlError}
            />
            <Stack direction="row" spacing={1}>
              <Button type="submit" variant="outlined">
                {t('projectPage.resource.addLink')}
              </Button>
              <FilePicker accept="application/pdf,.pdf" variant="text" startIcon={null} disabled={progress !== null} onFile={uploadPdf}>
                {t('projectPage.resource.uploadPdf')}
              </FilePicker>
            </Stack>
          </Stack>
        </>
      )}
      <NameDialog
        open={renaming !== null}
        title={t('projectPage.resource.rename', { name: renaming?.title ?? '' })}
        submitLabel={t('common.save')}
        initialName={renaming?.title ?? ''}
        onSubmit={async (name) => {
          if (renaming) await http.put(api.resource(renaming.id), { title: name });
          setRenaming(null);
          data.reload();
        }}
        onClose={() => setRenaming(null)}
      />
    </Stack>
  );
}
