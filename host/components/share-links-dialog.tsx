import { useId, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  IconButton,
  InputLabel,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Select,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslation } from 'react-i18next';
import type { ProjectModule } from '../../core/domain/api-types';
import { HttpClient } from '../../core/services/http-client';
import { SuccessSnackbar } from '../../core/services/success-snackbar';
import { useService } from '../../sdk/services-context';
import { formatDateTime } from './format-date';
import { describeHttpError } from './http-error-message';
import { PageLoading } from './page-states';
import { useAsync } from '../../sdk/ui/use-async';
import { embedUrlOf, projectApi, type AccessUrl } from './workspace-api';

/** The absolute form of an app path, for pasting elsewhere. */
export const absoluteUrl = (path: string) => new URL(path, window.location.origin).toString();

export const iframeSnippet = (embedUrl: string, title: string) =>
  `<iframe src="${absoluteUrl(embedUrl)}" title="${title.replace(/"/g, '&quot;')}" width="800" height="600" style="border:0"></iframe>`;

/**
 * Share links (project admins only): links to the whole project and to single modules, which show
 * them read-only to anyone without signing in; module links also give an embed URL and <iframe> code.
 * A revoked link stops working at once.
 */
export function ShareLinksDialog({
  open,
  projectId,
  modules,
  initialModuleId,
  onClose,
}: {
  open: boolean;
  projectId: number;
  modules: readonly ProjectModule[];
  initialModuleId?: number;
  onClose(): void;
}) {
  const { t } = useTranslation('host');
  const titleId = useId();
  const moduleLabel = useId();
  const http = useService(HttpClient);
  const snackbar = useService(SuccessSnackbar);
  const api = projectApi(projectId);
  const [moduleId, setModuleId] = useState<number | null>(initialModuleId ?? modules[0]?.id ?? null);
  const [error, setError] = useState<string | null>(null);
  const projectLinks = useAsync((signal) => http.get<AccessUrl[]>(api.projectAccessUrls, { signal }), [http, projectId]);
  const moduleLinks = useAsync(
    (signal) => (moduleId === null ? Promise.resolve([]) : http.get<AccessUrl[]>(api.moduleAccessUrls(moduleId), { signal })),
    [http, projectId, moduleId],
  );
  const selected = modules.find((m) => m.id === moduleId) ?? null;

  const run = (call: () => Promise<unknown>, after: () => void) => {
    setError(null);
    call()
      .then(after)
      .catch((failure: unknown) => setError(describeHttpError(failure, t)));
  };
  const copy = (text: string) =>
    navigator.clipboard
      ?.writeText(text)
      .then(() => snackbar.show(t('projectPage.links.copied')))
      .catch(() => undefined);

  const linkList = (links: AccessUrl[], revokePath: (link: AccessUrl) => string, reload: () => void) =>
    links.length === 0 ? (
      <Typography color="text.secondary">{t('projectPage.links.none')}</Typography>
    ) : (
      <List dense>
        {links.map((link) => {
          const embedUrl = embedUrlOf(link);
          return (
          <ListItem key={link.id} disableGutters sx={{ display: 'block' }}>
            <ListItemText primary={<code>{absoluteUrl(link.url)}</code>} secondary={formatDateTime(link.created_at)} />
            {embedUrl && (
              <Stack spacing={1} sx={{ my: 1 }}>
                <TextField
                  size="small"
                  label={t('projectPage.links.embedUrl')}
                  value={absoluteUrl(embedUrl)}
                  slotProps={{ htmlInput: { readOnly: true } }}
                />
                <TextField
                  size="small"
                  label={t('projectPage.links.snippet')}
                  value={iframeSnippet(embedUrl, selected?.name ?? '')}
                  multiline
                  slotProps={{ htmlInput: { readOnly: true } }}
                />
              </Stack>
            )}
            <Stack direction="row" spacing={1}>
              <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => void copy(absoluteUrl(link.url))}>
                {t('projectPage.links.copy')}
              </Button>
              {embedUrl && (
                <IconButton
                  size="small"
                  aria-label={t('projectPage.links.copyEmbed')}
                  onClick={() => void copy(iframeSnippet(embedUrl, selected?.name ?? ''))}
                >
                  <ContentCopyIcon fontSize="small" />
                </IconButton>
              )}
              <Button
                size="small"
                color="error"
                onClick={() =>
                  run(
                    () => http.delete(revokePath(link)),
                    () => {
                      snackbar.show(t('projectPage.links.revoked'));
                      reload();
                    },
                  )
                }
              >
                {t('projectPage.links.revoke')}
              </Button>
            </Stack>
          </ListItem>
          );
        })}
      </List>
    );

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('projectPage.links.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('projectPage.links.explain')}</DialogContentText>
        {error && (
          <Alert severity="error" onClose={() => setError(null)} sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Stack spacing={3}>
          <section aria-label={t('projectPage.links.projectLinks')}>
            <Stack direction="row" sx={{ alignItems: 'center' }}>
              <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
                {t('projectPage.links.projectLinks')}
              </Typography>
              <Button variant="outlined" onClick={() => run(() => http.post(api.projectAccessUrls, {}), projectLinks.reload)}>
                {t('projectPage.links.create')}
              </Button>
            </Stack>
            {projectLinks.status === 'loading' && <PageLoading />}
            {projectLinks.status === 'error' && <Alert severity="error">{describeHttpError(projectLinks.error, t)}</Alert>}
            {projectLinks.status === 'ready' &&
              linkList(projectLinks.data, (link) => api.projectAccessUrl(link.id), projectLinks.reload)}
          </section>
          {modules.length > 0 && (
            <section aria-label={t('projectPage.links.moduleLinks', { name: selected?.name ?? '' })}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                <FormControl size="small" sx={{ flexGrow: 1 }}>
                  <InputLabel id={moduleLabel}>{t('projectPage.links.pickModule')}</InputLabel>
                  <Select
                    labelId={moduleLabel}
                    label={t('projectPage.links.pickModule')}
                    value={moduleId ?? ''}
                    onChange={(event) => setModuleId(Number(event.target.value))}
                  >
                    {modules.map((module) => (
                      <MenuItem key={module.id} value={module.id}>
                        {module.name}
                      </MenuItem>
                    ))}
                  </Select>
                </FormControl>
                <Button
                  variant="outlined"
                  disabled={moduleId === null}
                  onClick={() => moduleId !== null && run(() => http.post(api.moduleAccessUrls(moduleId), {}), moduleLinks.reload)}
                >
                  {t('projectPage.links.createModule')}
                </Button>
              </Stack>
              {moduleLinks.status === 'loading' && <PageLoading />}
              {moduleLinks.status === 'error' && <Alert severity="error">{describeHttpError(moduleLinks.error, t)}</Alert>}
              {moduleLinks.status === 'ready' &&
                moduleId !== null &&
                linkList(moduleLinks.data, (link) => api.moduleAccessUrl(moduleId, link.id), moduleLinks.reload)}
            </section>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
