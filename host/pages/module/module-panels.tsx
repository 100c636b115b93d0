import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Project, ProjectModule } from '../../../core/domain/api-types';
import { HttpClient } from '../../../core/services/http-client';
import { PermissionService } from '../../../core/services/permission-service';
import { ShellState } from '../../../core/services/shell-state';
import { SuccessSnackbar } from '../../../core/services/success-snackbar';
import { useService } from '../../../sdk/services-context';
import { describeHttpError, fieldError } from '../../components/http-error-message';
import { lazyPanel } from '../../components/lazy-part';
import { useAsync } from '../../../sdk/ui/use-async';
import { useStream } from '../../components/use-stream';
import { MODULE_STATUSES_PATH, projectApi, type ModuleExtras, type NamedStatus } from '../../components/workspace-api';
import type { CommentTarget } from '../../components/comments-panel';
import { SidePanel, SidePanelLayout } from '../../components/side-panel';
import { HISTORY_PANEL, PANEL_QUERY_PARAM } from '../../components/version-history/version-history-api';
import { AssistantToggleButton } from '../../components/assistant/assistant-toggle-button';
import { useAssistantShortcut } from '../../components/assistant/use-assistant-shortcut';
import type { AssistantAction } from '../../../core/domain/assistant-types';
import { SuggestionTargets, SuggestionTargetsContext } from '../../../sdk/assistant/suggestion-target';

const CommentsPanel = lazyPanel(async () => (await import('../../components/comments-panel')).CommentsPanel);
const VersionHistoryPanel = lazyPanel(async () => (await import('../../components/version-history/version-history-panel')).VersionHistoryPanel);

const AssistantPanel = lazyPanel(async () => (await import('../../components/assistant/assistant-panel')).AssistantPanel);

export type ModulePanelKind = 'properties' | 'comments' | 'history' | 'assistant';

/** The panel `?panel=history` asks for (a link from the project history), else none. */
function panelAskedFor(search: URLSearchParams): ModulePanelKind | null {
  return search.get(PANEL_QUERY_PARAM) === HISTORY_PANEL ? 'history' : null;
}

/** The item a comment thread is about: the module itself, or one of its entity values (?item=). */
function targetFor(module: ProjectModule, itemId: number | null): CommentTarget {
  return itemId === null
    ? { commentable_type: 'ProjectScenarioModule', commentable_id: module.id, comment_level_type: 'module' }
    : { commentable_type: 'EntityValue', commentable_id: itemId, comment_level_type: 'item' };
}

/**
 * The module page's side panel beside the module's view (`children`), so opening it never pushes the
 * view down: properties (name, description, status, lock) first, then comments on the module or on one
 * of its items, the module's version history (`?panel=history` opens it), and the assistant with the kind's
 * `assistantActions`. `?item=` naming an EntityValue opens that item's comments. On a narrow screen it goes below
 * (the assistant: full screen). After a restore `onContentRestored` lets the page give the view the restored
 * content. The view registers how it takes accepted suggestions in the SuggestionTargets given here.
 */
export function ModulePanels({
  project,
  module,
  segment,
  onChanged,
  onContentRestored,
  assistantActions,
  children,
}: {
  project: Project;
  module: ProjectModule & ModuleExtras;
  /** The module kind's plugin. */
  segment: string;
  onChanged(): void;
  onContentRestored(): void;
  assistantActions: readonly AssistantAction[];
  children: ReactNode;
}) {
  const { t } = useTranslation('host');
  const shell = useService(ShellState);
  const permissions = useService(PermissionService);
  const [search] = useSearchParams();
  const [open, setOpen] = useState(() => panelAskedFor(search) !== null);
  const [tab, setTab] = useState<ModulePanelKind>(() => panelAskedFor(search) ?? 'properties');
  const [itemId, setItemId] = useState<number | null>(null);
  const item = useStream(shell.itemToOpen$, null);
  const suggestionTargets = useMemo(() => new SuggestionTargets(), []);
  const assistantOpen = open && tab === 'assistant';
  const toggleAssistant = () => {
    setTab('assistant');
    setOpen(!assistantOpen);
  };
  useAssistantShortcut(toggleAssistant);
  useEffect(() => {
    if (item?.itemType === 'EntityValue' && Number.isFinite(Number(item.itemId))) {
      setItemId(Number(item.itemId));
      setTab('comments');
      setOpen(true);
    } else if (item?.itemType === 'ProjectScenarioModule' && Number(item.itemId) === module.id) {
      setItemId(null);
      setTab('comments');
      setOpen(true);
    }
  }, [item, module.id]);

  return (
    <SuggestionTargetsContext value={suggestionTargets}>
      {!open && (
        <Stack direction="row" spacing={1} data-tour="module-panels">
          <Button size="small" onClick={() => (setTab('properties'), setOpen(true))}>
            {t('projectPage.properties.title')}
          </Button>
          <Button size="small" onClick={() => (setItemId(null), setTab('comments'), setOpen(true))}>
            {t('projectPage.comments')}
          </Button>
          <Button size="small" onClick={() => (setTab('history'), setOpen(true))}>
            {t('versionHistory.open')}
          </Button>
          <AssistantToggleButton size="small" open={assistantOpen} onToggle={toggleAssistant} />
        </Stack>
      )}
      <SidePanelLayout
        panel={
          open && (
            <SidePanel<ModulePanelKind>
              tabs={[
                { value: 'properties', label: t('projectPage.properties.title') },
                { value: 'comments', label: t('projectPage.comments') },
                { value: 'history', label: t('versionHistory.open') },
                { value: 'assistant', label: t('assistant.title') },
              ]}
              value={tab}
              onChange={setTab}
              onClose={() => setOpen(false)}
              fullScreenOnPhone={tab === 'assistant'}
            >
              {tab === 'properties' && (
                <PropertiesForm key={module.updated_at} project={project} module={module} onChanged={onChanged} />
              )}
              {tab === 'assistant' && <AssistantPanel subject={{ moduleId: module.id }} actions={assistantActions} />}
              {tab === 'comments' && (
                <CommentsPanel
                  projectId={project.id}
                  moduleId={module.id}
                  target={targetFor(module, itemId)}
                  canWrite={permissions.canProject(project, 'write')}
                />
              )}
              {tab === 'history' && (
                <VersionHistoryPanel
                  moduleId={module.id}
                  segment={segment}
                  canRestore={permissions.canModule(project, module, 'write')}
                  onRestored={onContentRestored}
                />
              )}
            </SidePanel>
          )
        }
      >
        <Box data-tour="module-content">{children}</Box>
      </SidePanelLayout>
    </SuggestionTargetsContext>
  );
}

const NO_STATUS = 'none';

function PropertiesForm({
  project,
  module,
  onChanged,
}: {
  project: Project;
  module: ProjectModule & ModuleExtras;
  onChanged(): void;
}) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const permissions = useService(PermissionService);
  const snackbar = useService(SuccessSnackbar);
  const statuses = useAsync(
    (signal) => http.get<NamedStatus[]>(MODULE_STATUSES_PATH, { signal, skipStatusHandling: true }).catch(() => []),
    [http],
  );
  const [name, setName] = useState(module.name);
  const [description, setDescription] = useState(module.description ?? '');
  const [status, setStatus] = useState(module.status_id != null ? String(module.status_id) : NO_STATUS);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const canEdit = permissions.canModule(project, module, 'write');
  const canLock = permissions.canProject(project, 'admin');
  const api = projectApi(project.id);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(t('dialogs.nameRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    setNameError(null);
    try {
      await http.put(api.module(module.id), {
        name: name.trim(),
        description,
        status_id: status === NO_STATUS ? null : Number(status),
      });
      snackbar.show(t('projectPage.properties.saved'));
      onChanged();
    } catch (failure) {
      setNameError(fieldError(failure, 'name', t));
      setError(describeHttpError(failure, t));
    } finally {
      setBusy(false);
    }
  };
  const toggleLock = async (locked: boolean) => {
    setError(null);
    try {
      await http.put(api.module(module.id), { locked });
      onChanged();
    } catch (failure) {
      setError(describeHttpError(failure, t));
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={(event: FormEvent) => void save(event)} noValidate>
      <TextField
        label={t('projectPage.properties.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={nameError !== null}
        helperText={nameError}
        disabled={!canEdit}
        slotProps={{ htmlInput: { maxLength: 255 } }}
      />
      <TextField
        label={t('projectPage.properties.description')}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        multiline
        minRows={3}
        disabled={!canEdit}
      />
      <FormControl disabled={!canEdit}>
        <InputLabel id="module-status-label">{t('projectPage.properties.status')}</InputLabel>
        <Select
          labelId="module-status-label"
          label={t('projectPage.properties.status')}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
        >
          <MenuItem value={NO_STATUS}>{t('projectPage.noStatus')}</MenuItem>
          {(statuses.status === 'ready' ? statuses.data : []).map((entry) => (
            <MenuItem key={entry.id} value={String(entry.id)}>
              {entry.name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControlLabel
        control={
          <Switch checked={module.locked} disabled={!canLock} onChange={(event) => void toggleLock(event.target.checked)} />
        }
        label={t('projectPage.properties.locked')}
      />
      {error && <Alert severity="error">{error}</Alert>}
      {canEdit && (
        <Box>
          <Button type="submit" variant="contained" loading={busy}>
            {t('common.save')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
