import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Chip, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import type { PanelKind } from './panel-kind';
import type { ProjectModule, Section } from '../../../core/domain/api-types';
import { HttpClient } from '../../../core/services/http-client';
import { PermissionService } from '../../../core/services/permission-service';
import { ShellState } from '../../../core/services/shell-state';
import { useService } from '../../../sdk/services-context';
import { usePageTours } from '../../../sdk/tours/use-page-tours';
import { PROJECT_TOURS } from '../../tours/project-tours';
import { lazyPanel } from '../../components/lazy-part';
import { AddModuleDialog } from '../../components/add-module-dialog';
import { describeHttpError } from '../../components/http-error-message';
import { NameDialog } from '../../components/name-dialog';
import { EmptyState, ErrorState, PageLoading } from '../../components/page-states';
import { useAsync } from '../../../sdk/ui/use-async';
import { useRouteIds } from '../../components/use-route-ids';
import { useStream } from '../../components/use-stream';
import { projectApi } from '../../components/workspace-api';
import { SidePanel, SidePanelLayout } from '../../components/side-panel';
import { useAssistantShortcut } from '../../components/assistant/use-assistant-shortcut';
import type { PluginRegistry } from '../../registry/plugin-registry';
import { useHeaderTitle } from '../../shell/header-bar';
import { NotFoundPage } from '../simple-pages';
import { moveModule, shiftItem } from './module-order';
import { ProjectBoard } from './project-board';
import { loadProjectData, type ProjectData, type ProjectDataPrefetch } from './project-data';
import { ProjectHeader } from './project-header';
import { useProjectTrail } from './project-trail';
import { ModuleMenus, type ModuleMenuTarget, type SectionMenuTarget } from './project-menus';

const CommentsPanel = lazyPanel(async () => (await import('../../components/comments-panel')).CommentsPanel);
const ResourcesPanel = lazyPanel(async () => (await import('../../components/resources-panel')).ResourcesPanel);
const HistoryPanel = lazyPanel(async () => (await import('../../components/history-panel')).HistoryPanel);
const AssistantPanel = lazyPanel(async () => (await import('../../components/assistant/assistant-panel')).AssistantPanel);
/** The project page offers the chat only: the actions work on one module's content. */
const NO_ACTIONS = [] as const;

/**
 * A project: its header actions, its sections with their module cards (one modules call for all of
 * them), and the comments, resources and history panels. Writers arrange; admins share.
 */
export function ProjectPage({ registry, prefetch }: { registry: PluginRegistry; prefetch?: ProjectDataPrefetch }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const { params, twins } = useRouteIds();
  const projectId = twins.projectIdInt;

  const data = useAsync(async (signal): Promise<ProjectData | null> => {
    if (projectId === undefined) return null;
    return (await prefetch?.take(projectId)) ?? loadProjectData(http, projectId, { signal });
  }, [http, projectId, prefetch]);

  useHeaderTitle(data.status === 'ready' ? data.data?.project.name : null);
  useProjectTrail(data.status === 'ready' ? data.data?.project : null, params.projectId);

  if (projectId === undefined || (data.status === 'ready' && data.data === null)) return <NotFoundPage />;
  if (data.status === 'loading') return <PageLoading />;
  if (data.status === 'error') return <ErrorState message={describeHttpError(data.error, t)} onRetry={data.reload} />;
  return (
    <ProjectContent
      {...(data.data as ProjectData)}
      registry={registry}
      projectRouteId={params.projectId ?? String(projectId)}
      onChanged={data.reload}
    />
  );
}

function ProjectContent({
  project,
  sections: loadedSections,
  modules: loadedModules,
  statuses,
  registry,
  projectRouteId,
  onChanged,
}: ProjectData & { registry: PluginRegistry; projectRouteId: string; onChanged(): void }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const permissions = useService(PermissionService);
  const shell = useService(ShellState);
  usePageTours(PROJECT_TOURS);
  const [dialog, setDialog] = useState<'module' | 'section' | null>(null);
  const [panel, setPanel] = useState<PanelKind | null>(null);
  const toggleAssistant = () => setPanel((current) => (current === 'assistant' ? null : 'assistant'));
  useAssistantShortcut(toggleAssistant);
  const [moduleMenu, setModuleMenu] = useState<ModuleMenuTarget | null>(null);
  const [sectionMenu, setSectionMenu] = useState<SectionMenuTarget | null>(null);
  const [moveError, setMoveError] = useState<string | null>(null);
  // Moves show at once; the server's answer (a reload) replaces them.
  const [sections, setSections] = useState(loadedSections);
  const [modules, setModules] = useState(loadedModules);
  useEffect(() => setSections(loadedSections), [loadedSections]);
  useEffect(() => setModules(loadedModules), [loadedModules]);
  const canWrite = permissions.canProject(project, 'write');
  const api = projectApi(project.id);
  const statusMap = useMemo(() => new Map(statuses.map((status) => [status.id, status])), [statuses]);

  // ?item= (guard rule 6): a module is scrolled to and outlined; a comment or the project opens the comments.
  const item = useStream(shell.itemToOpen$, null);
  const [highlighted, setHighlighted] = useState<number | null>(null);
  useEffect(() => {
    if (!item) return;
    if (item.itemType === 'ProjectScenarioModule') {
      const id = Number(item.itemId);
      setHighlighted(id);
      requestAnimationFrame(() =>
        // jsdom (the unit tests) has no scrollIntoView.
        document.querySelector(`[data-module-id="${id}"]`)?.scrollIntoView?.({ block: 'center', behavior: 'smooth' }),
      );
    } else if (item.itemType === 'Comment' || item.itemType === 'Project') {
      setPanel('comments');
    }
  }, [item]);

  const onMoveModule = useCallback(
    (moduleId: number, sectionId: number | null, index: number) => {
      const before = modules.find((module) => module.id === moduleId);
      const next = moveModule(sections, modules, moduleId, sectionId, index);
      setModules(next);
      setMoveError(null);
      void (async () => {
        try {
          if (before && before.section_id !== sectionId) await http.put(api.module(moduleId), { section_id: sectionId });
          await http.post(api.modulePositions, { ids: next.map((module) => module.id) });
        } catch (failure) {
          setMoveError(describeHttpError(failure, t));
        }
        onChanged();
      })();
    },
    [api, http, modules, onChanged, sections, t],
  );

  const onMoveSection = useCallback(
    (sectionId: number, index: number) => {
      const from = sections.findIndex((section) => section.id === sectionId);
      const next = shiftItem(sections, sectionId, index - from);
      setSections(next);
      setMoveError(null);
      http
        .post(api.sectionPositions, { ids: next.map((section) => section.id) })
        .catch((failure: unknown) => setMoveError(describeHttpError(failure, t)))
        .finally(onChanged);
    },
    [api, http, onChanged, sections, t],
  );

  const onModuleMenu = useCallback((module: ProjectModule, anchor: HTMLElement) => setModuleMenu({ module, anchor }), []);
  const onSectionMenu = useCallback((section: Section, anchor: HTMLElement) => setSectionMenu({ section, anchor }), []);

  const addSection = async (name: string) => {
    await http.post<Section>(api.sections, { name });
    setDialog(null);
    onChanged();
  };

  return (
    <Stack spacing={3}>
      <ProjectHeader
        project={project}
        onChanged={onChanged}
        onOpenPanel={setPanel}
        assistantOpen={panel === 'assistant'}
        onToggleAssistant={toggleAssistant}
        modules={modules}
      >
        {canWrite ? (
          <>
            <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setDialog('section')}>
              {t('project.addSection')}
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog('module')}>
              {t('project.addModule')}
            </Button>
          </>
        ) : (
          <Chip label={t('project.readOnly')} />
        )}
      </ProjectHeader>

      {moveError && (
        <Alert severity="error" onClose={() => setMoveError(null)}>
          {moveError}
        </Alert>
      )}

      <SidePanelLayout
        panel={
          panel && (
            <SidePanel<PanelKind>
              tabs={[
                { value: 'comments', label: t('projectPage.comments') },
                { value: 'resources', label: t('projectPage.resources') },
                { value: 'history', label: t('projectPage.history') },
                { value: 'assistant', label: t('assistant.title') },
              ]}
              value={panel}
              onChange={setPanel}
              onClose={() => setPanel(null)}
              fullScreenOnPhone={panel === 'assistant'}
            >
              {panel === 'comments' && (
                <CommentsPanel
                  projectId={project.id}
                  target={{ commentable_type: 'Project', commentable_id: project.id, comment_level_type: 'project' }}
                  canWrite={canWrite}
                />
              )}
              {panel === 'resources' && <ResourcesPanel projectId={project.id} canWrite={canWrite} />}
              {panel === 'history' && <HistoryPanel projectId={project.id} />}
              {panel === 'assistant' && <AssistantPanel subject={{ projectId: project.id }} actions={NO_ACTIONS} />}
            </SidePanel>
          )
        }
      >
        {modules.length === 0 && sections.length === 0 ? (
          <EmptyState title={t('project.emptyTitle')}>
            {canWrite ? t('project.emptyBodyWriter') : t('project.emptyBodyReader')}
          </EmptyState>
        ) : (
          <ProjectBoard
            sections={sections}
            modules={modules}
            registry={registry}
            projectRouteId={projectRouteId}
            statuses={statusMap}
            canWrite={canWrite}
            highlightedModuleId={highlighted}
            onModuleMenu={onModuleMenu}
            onSectionMenu={onSectionMenu}
            onMoveModule={onMoveModule}
            onMoveSection={onMoveSection}
          />
        )}
      </SidePanelLayout>

      <ModuleMenus
        project={project}
        sections={sections}
        modules={modules}
        statuses={statuses}
        registry={registry}
        projectRouteId={projectRouteId}
        moduleMenu={moduleMenu}
        sectionMenu={sectionMenu}
        onCloseMenus={() => {
          setModuleMenu(null);
          setSectionMenu(null);
        }}
        onMoveModule={onMoveModule}
        onMoveSection={onMoveSection}
        onChanged={onChanged}
      />


      {canWrite && (
        <>
          <AddModuleDialog
            open={dialog === 'module'}
            onClose={() => setDialog(null)}
            registry={registry}
            projectRouteId={projectRouteId}
            projectId={project.id}
            sections={sections}
            moduleNames={modules.map((module) => module.name)}
          />
          <NameDialog
            open={dialog === 'section'}
            title={t('project.addSectionTitle')}
            submitLabel={t('common.create')}
            onSubmit={addSection}
            onClose={() => setDialog(null)}
          />
        </>
      )}
    </Stack>
  );
}
