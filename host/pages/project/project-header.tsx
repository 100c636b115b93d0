import { useRef, useState, type ReactNode } from 'react';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Chip,
  LinearProgress,
  ListItemText,
  Menu,
  MenuItem,
  Stack,
  Typography,
} from '@mui/material';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import ShareIcon from '@mui/icons-material/Share';
import PeopleIcon from '@mui/icons-material/People';
import CommentIcon from '@mui/icons-material/Comment';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Project } from '../../../core/domain/api-types';
import { HttpClient } from '../../../core/services/http-client';
import { PermissionService } from '../../../core/services/permission-service';
import { Session } from '../../../core/services/session';
import { SuccessSnackbar } from '../../../core/services/success-snackbar';
import { useService } from '../../../sdk/services-context';
import { lazyDialog } from '../../components/lazy-part';
import { ChoiceDialog } from '../../components/choice-dialog';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LabelChips } from '../../components/project-card';
import { describeHttpError } from '../../components/http-error-message';
import { NameDialog } from '../../components/name-dialog';
import { useAsync } from '../../../sdk/ui/use-async';
import { uploadWithProgress } from '../../../core/http/upload-with-progress';
import { HiddenFileInput } from '../../../sdk/ui/hidden-file-input';
import { useFileUrl } from '../../../sdk/ui/use-file-url';
import { PROJECT_STATUSES_PATH, projectApi, type NamedStatus } from '../../components/workspace-api';
import { projectPath, projectTagsPath } from '../../routes/app-paths';
import { downloadBlob } from '../../../sdk/ui/download-blob';
import { fileNameFor } from './file-name-for';
import type { PanelKind } from './panel-kind';
import { AssistantToggleButton } from '../../components/assistant/assistant-toggle-button';
import type { WorkspaceModule, WorkspaceProject } from './project-data';

const PermissionsDialog = lazyDialog(async () => (await import('../../components/permissions-dialog')).PermissionsDialog);
const ShareLinksDialog = lazyDialog(async () => (await import('../../components/share-links-dialog')).ShareLinksDialog);

type HeaderDialog = 'rename' | 'description' | 'status' | 'delete' | 'permissions' | 'share' | null;

const NO_STATUS = 'none';

/** The project's image, description, status and labels, and every action on the project itself. */
export function ProjectHeader({
  project,
  modules,
  onChanged,
  onOpenPanel,
  assistantOpen,
  onToggleAssistant,
  children,
}: {
  project: WorkspaceProject;
  modules: readonly WorkspaceModule[];
  onChanged(): void;
  onOpenPanel(panel: PanelKind): void;
  assistantOpen: boolean;
  onToggleAssistant(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const session = useService(Session);
  const permissions = useService(PermissionService);
  const snackbar = useService(SuccessSnackbar);
  const navigate = useNavigate();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<HeaderDialog>(null);
  const [upload, setUpload] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const canWrite = permissions.canProject(project, 'write');
  const canAdmin = permissions.canProject(project, 'admin');
  const api = projectApi(project.id);
  const statuses = useAsync(
    (signal) =>
      canWrite || project.status_id != null
        ? http.get<NamedStatus[]>(PROJECT_STATUSES_PATH, { signal, skipStatusHandling: true }).catch(() => [])
        : Promise.resolve([]),
    [http, canWrite, project.status_id],
  );
  const image = useFileUrl(project.image);
  const statusList = statuses.status === 'ready' ? statuses.data : [];
  const status = statusList.find((entry) => entry.id === project.status_id);

  const run = (action: () => Promise<void>) => {
    setMenu(null);
    setError(null);
    action().catch((failure: unknown) => setError(describeHttpError(failure, t)));
  };
  const update = async (body: Record<string, unknown>) => {
    await http.put(api.project, body);
    setDialog(null);
    onChanged();
  };
  const copy = (path: string, message: 'cloned' | 'templateCreated' | 'sampleCreated', go: boolean) =>
    run(async () => {
      const created = await http.post<Project>(path, {});
      snackbar.show(t(`projectPage.${message}`, { name: created.name }));
      if (go) await navigate(projectPath(created.id));
    });
  const download = (kind: 'json' | 'pdf') =>
    run(async () => {
      const blob = await http.getBlob(kind === 'json' ? api.exportJson : api.exportPdf);
      downloadBlob(blob, fileNameFor(project.name, kind));
    });
  const uploadImage = (file: File) => {
    const form = new FormData();
    form.append('image', file);
    setUpload(0);
    setError(null);
    uploadWithProgress(session, api.uploadImage, form, setUpload)
      .then(() => onChanged())
      .catch((failure: unknown) => setError(describeHttpError(failure, t)))
      .finally(() => setUpload(null));
  };

  return (
    <Stack spacing={2} data-tour="project-header">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        {image && (
          <Avatar variant="rounded" src={image} alt={t('projectPage.imageAlt')} sx={{ width: 72, height: 72 }} />
        )}
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
            {project.description}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
            {status && (
              <Chip size="small" label={`${t('projectPage.status')}: ${status.name}`} variant="outlined" />
            )}
            <LabelChips labels={project.labels} />
          </Stack>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
          <Button startIcon={<CommentIcon />} onClick={() => onOpenPanel('comments')}>
            {t('projectPage.comments')}
          </Button>
          <AssistantToggleButton open={assistantOpen} onToggle={onToggleAssistant} />
          {canAdmin && (
            <>
              <Button startIcon={<PeopleIcon />} onClick={() => setDialog('permissions')}>
                {t('projectPage.permissions')}
              </Button>
              <Button startIcon={<ShareIcon />} onClick={() => setDialog('share')}>
                {t('projectPage.share')}
              </Button>
            </>
          )}
          {children}
          <Button
            aria-label={t('projectPage.actions')}
            aria-haspopup="menu"
            onClick={(event) => setMenu(event.currentTarget)}
            sx={{ minWidth: 40 }}
          >
            <MoreHorizIcon />
          </Button>
        </Stack>
      </Stack>
      {upload !== null && (
        <Box>
          <Typography variant="body2">{t('projectPage.uploading', { name: t('projectPage.imageAlt') })}</Typography>
          <LinearProgress variant="determinate" value={Math.round(upload * 100)} aria-label={t('projectPage.resource.progress')} />
        </Box>
      )}
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <HiddenFileInput ref={fileInput} accept="image/png,image/jpeg,image/webp,image/gif" label={t('projectPage.image')} onFile={uploadImage} />
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem onClick={() => onOpenPanel('resources')}>{t('projectPage.resources')}</MenuItem>
        <MenuItem onClick={() => onOpenPanel('history')}>{t('projectPage.history')}</MenuItem>
        <MenuItem onClick={() => void navigate(projectTagsPath(project.id))}>{t('projectPage.tags')}</MenuItem>
        {canWrite && [
          <MenuItem key="rename" onClick={() => (setMenu(null), setDialog('rename'))}>
            {t('projectPage.rename')}
          </MenuItem>,
          <MenuItem key="description" onClick={() => (setMenu(null), setDialog('description'))}>
            {t('projectPage.description')}
          </MenuItem>,
          <MenuItem key="status" onClick={() => (setMenu(null), setDialog('status'))}>
            {t('projectPage.statusTitle')}
          </MenuItem>,
          <MenuItem key="image" onClick={() => (setMenu(null), fileInput.current?.click())}>
            {t('projectPage.image')}
          </MenuItem>,
        ]}
        <MenuItem onClick={() => download('json')}>{t('projectPage.exportJson')}</MenuItem>
        <MenuItem onClick={() => download('pdf')}>{t('projectPage.exportPdf')}</MenuItem>
        {canWrite && (
          <MenuItem onClick={() => copy(api.clone, 'cloned', true)}>
            <ListItemText>{t('projectPage.clone')}</ListItemText>
          </MenuItem>
        )}
        {canAdmin && [
          <MenuItem key="template" onClick={() => copy(api.createTemplateFrom, 'templateCreated', false)}>
            {t('projectPage.createTemplate')}
          </MenuItem>,
          <MenuItem key="sample" onClick={() => copy(api.createSampleFrom, 'sampleCreated', false)}>
            {t('projectPage.createSample')}
          </MenuItem>,
          <MenuItem key="delete" onClick={() => (setMenu(null), setDialog('delete'))} sx={{ color: 'error.main' }}>
            {t('projectPage.delete')}
          </MenuItem>,
        ]}
      </Menu>

      <NameDialog
        open={dialog === 'rename'}
        title={t('projectPage.renameTitle')}
        submitLabel={t('common.save')}
        initialName={project.name}
        onSubmit={(name) => update({ name })}
        onClose={() => setDialog(null)}
      />
      <ChoiceDialog
        open={dialog === 'description'}
        title={t('projectPage.descriptionTitle')}
        label={t('projectPage.descriptionLabel')}
        initial={project.description}
        onSubmit={(description) => update({ description })}
        onClose={() => setDialog(null)}
      />
      <ChoiceDialog
        open={dialog === 'status'}
        title={t('projectPage.statusTitle')}
        label={t('projectPage.status')}
        initial={project.status_id != null ? String(project.status_id) : NO_STATUS}
        choices={[
          { value: NO_STATUS, label: t('projectPage.noStatus') },
          ...statusList.map((entry) => ({ value: String(entry.id), label: entry.name })),
        ]}
        onSubmit={(value) => update({ status_id: value === NO_STATUS ? null : Number(value) })}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t('projectPage.deleteTitle', { name: project.name })}
        body={t('projectPage.deleteBody')}
        confirmLabel={t('projectPage.confirm.delete')}
        onConfirm={async () => {
          await http.delete(api.project);
          setDialog(null);
          snackbar.show(t('projectPage.deleted'));
          await navigate('/my-projects');
        }}
        onClose={() => setDialog(null)}
      />
      {canAdmin && dialog === 'permissions' && <PermissionsDialog open projectId={project.id} onClose={() => setDialog(null)} />}
      {canAdmin && dialog === 'share' && <ShareLinksDialog open projectId={project.id} modules={modules} onClose={() => setDialog(null)} />}
    </Stack>
  );
}
