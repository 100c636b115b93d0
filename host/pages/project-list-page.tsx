import { useMemo, useRef, useState } from 'react';
import { Button, LinearProgress, Pagination, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import LabelIcon from '@mui/icons-material/LabelOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Id, Paged, Project } from '../../core/domain/api-types';
import type { Label, ProjectWorkspaceUpdate, Status } from '../../core/domain/workspace-types';
import { AlertService } from '../../core/services/alert-service';
import { CurrentCompanyStore } from '../../core/services/current-company-store';
import { CurrentUserStore } from '../../core/services/current-user-store';
import { HttpClient } from '../../core/services/http-client';
import { SuccessSnackbar } from '../../core/services/success-snackbar';
import { useObservable } from '../../sdk/use-observable';
import { useService } from '../../sdk/services-context';
import { AssignLabelsDialog } from '../components/assign-labels-dialog';
import { CreateFromDialog } from '../components/create-from-dialog';
import { describeHttpError } from '../components/http-error-message';
import { ImportProjectDialog } from '../components/import-project-dialog';
import { LabelsManagerDialog } from '../components/labels-manager-dialog';
import { NewProjectDialog } from '../components/new-project-dialog';
import { EmptyState, ErrorState, PageLoading } from '../components/page-states';
import type { ListProject, ProjectItemActions } from '../components/project-card';
import { ProjectCollection } from '../components/project-collection';
import {
  choicesOver,
  EMPTY_FILTER,
  emptyReason,
  listQuery,
  pageCount,
  PROJECT_LIST_URL_FIELDS,
  withFilter,
  type ListChoices,
  type ListFilter,
} from '../components/project-list-state';
import { ProjectListToolbar } from '../components/project-list-toolbar';
import { useAsync } from '../../sdk/ui/use-async';
import { useListChoices } from '../components/use-list-choices';
import { useListUrlState } from '../components/use-list-url-state';
import { useSearchText } from '../components/use-search-text';
import { useHeaderTitle } from '../shell/header-bar';
import { NO_TOURS } from '../../core/domain/tours';
import { HOME_TOURS } from '../tours/home-tours';
import { usePageTours } from '../../sdk/tours/use-page-tours';
import { useRememberProjectList } from './project/project-trail';
import { LIBRARY_LISTS, PROJECT_LISTS, type ProjectListDefinition } from './project-lists';

const quiet = { skipStatusHandling: true };

export interface ProjectListPageProps {
  list: ProjectListDefinition;
  /** The team of /teams/:roleId. */
  roleId?: Id;
  /** Header text instead of the list's own (a team's name). */
  title?: string;
}

/** Only people whose company lets them write may create projects and labels. */
function useCompanyWrite(): boolean {
  const companies = useService(CurrentCompanyStore);
  const company = useObservable(companies.company$, () => companies.company);
  return company?.permissions.write === true;
}

function useIsAdmin(): boolean {
  const users = useService(CurrentUserStore);
  const user = useObservable(users.user$, () => users.user);
  return user?.system_admin === true || user?.company_role === 'admin';
}

/**
 * One list of projects, templates or examples: search, order, label filter, grid or list, pages of 50,
 * favourites, and the ways to make a project (New, Import, Use template/example). The view, order and
 * direction are the user's remembered choices, loaded before the first page so it loads once. What is shown
 * (search, labels, page, and a changed view or order) is kept in the URL: a link shows the same list, and
 * Back returns to the one before.
 */
export function ProjectListPage(props: ProjectListPageProps) {
  const { t } = useTranslation('host');
  const title = props.title ?? t(props.list.titleKey);
  useHeaderTitle(title);
  useRememberProjectList(props.list.kind === 'projects' ? title : null);
  const isAdmin = useIsAdmin();
  const remembered = useListChoices();
  if (props.list.adminOnly && !isAdmin) {
    return <EmptyState title={t('lists.adminOnlyTitle')}>{t('lists.adminOnlyBody')}</EmptyState>;
  }
  if (!remembered.ready) return <PageLoading />;
  return <ProjectListContent {...props} remembered={remembered.choices} onRemember={remembered.change} />;
}

/** The list's filter and choices as the URL names them, and how to change them. */
function useProjectListUrlState(remembered: ListChoices, onRemember: (change: Partial<ListChoices>) => void) {
  const [url, show] = useListUrlState(PROJECT_LIST_URL_FIELDS);
  const filter: ListFilter = useMemo(() => ({ search: url.search, labelIds: url.labelIds, page: url.page }), [url]);
  const choices = useMemo(() => choicesOver(remembered, url), [remembered, url]);
  return {
    filter,
    choices,
    setFilter: (next: ListFilter, options?: { replace?: boolean }) => show(next, options),
    setChoices: (change: Partial<ListChoices>) => {
      onRemember(change);
      const resetsPage = change.order !== undefined || change.direction !== undefined;
      show(resetsPage ? { ...change, page: 1 } : change);
    },
  };
}

function ProjectListContent({
  list,
  roleId,
  remembered,
  onRemember,
}: ProjectListPageProps & { remembered: ListChoices; onRemember(change: Partial<ListChoices>): void }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const alerts = useService(AlertService);
  usePageTours(PROJECT_LISTS.includes(list) ? HOME_TOURS : NO_TOURS);
  const canCreate = useCompanyWrite();
  const isAdmin = useIsAdmin();
  const success = useService(SuccessSnackbar);
  const withLabels = list.scope !== 'team';

  const { filter, choices, setFilter, setChoices } = useProjectListUrlState(remembered, onRemember);
  const [searchText, setSearchText] = useSearchText(filter.search, (search, options) => setFilter(withFilter(filter, { search }), options));
  const [dialog, setDialog] = useState<'new' | 'import' | 'labels' | null>(null);
  const [useSource, setUseSource] = useState<ListProject | null>(null);
  const [labelling, setLabelling] = useState<ListProject | null>(null);

  const labels = useAsync(
    (signal) =>
      withLabels ? http.get<Label[]>('/api/labels.json', { signal, ...quiet }).catch(() => []) : Promise.resolve([]),
    [http, withLabels],
  );
  const statuses = useAsync(
    (signal) =>
      http
        .get<Status[]>('/api/project_statuses.json', { signal, ...quiet })
        .then((rows) => new Map(rows.map((status) => [status.id, status])))
        .catch(() => new Map<number, Status>()),
    [http],
  );
  const projects = useAsync(
    (signal) =>
      http.get<Paged<ListProject>>('/api/projects.json', {
        params: { ...listQuery(list.scope, choices, filter, roleId) },
        signal,
        ...quiet,
      }),
    [http, list.scope, roleId, choices.order, choices.direction, filter],
  );

  // Local changes (an optimistic favourite, new labels) laid over the answer they were made on.
  const [patches, setPatches] = useState<{ on: unknown; byId: ReadonlyMap<Id, Partial<ListProject>> }>({
    on: null,
    byId: new Map(),
  });
  const fresh = projects.status === 'ready' ? projects.data : null;
  // While the next page or a new search loads, the last answer stays on screen under a progress bar.
  const [previous, setPrevious] = useState<Paged<ListProject> | null>(null);
  if (fresh && fresh !== previous) setPrevious(fresh);
  const answer = fresh ?? (projects.status === 'loading' ? previous : null);
  const refreshing = projects.status === 'loading' && answer !== null;
  const top = useRef<HTMLDivElement>(null);
  const patch = (id: Id, change: Partial<ListProject>) =>
    setPatches((current) => {
      const byId = new Map(current.on === answer ? current.byId : []);
      byId.set(id, { ...byId.get(id), ...change });
      return { on: answer, byId };
    });
  const items = useMemo(
    () =>
      answer?.items.map((project) => {
        const change = patches.on === answer ? patches.byId.get(project.id) : undefined;
        return change ? { ...project, ...change } : project;
      }) ?? [],
    [answer, patches],
  );

  const toggleFavorite = async (project: ListProject) => {
    const next = project.favorite !== true;
    patch(project.id, { favorite: next });
    const path = `/api/projects/${project.id}/favorite.json`;
    try {
      const saved = next ? await http.post<ListProject>(path, undefined, quiet) : await http.delete<ListProject>(path, quiet);
      patch(project.id, { favorite: saved?.favorite ?? next });
    } catch (failure) {
      patch(project.id, { favorite: !next });
      alerts.set({
        id: `favorite-${project.id}`,
        severity: 'error',
        text: `${t(next ? 'lists.favoriteFailed' : 'lists.unfavoriteFailed', { name: project.name })} ${describeHttpError(failure, t)}`,
      });
    }
  };

  const exportProject = async (project: ListProject) => {
    try {
      const blob = await http.getBlob(`/api/projects/${project.id}/export.json`, quiet);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${project.name.replace(/[\\/:*?"<>|]+/g, '-')}.json`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (failure) {
      alerts.set({ id: `export-${project.id}`, severity: 'error', text: describeHttpError(failure, t) });
    }
  };

  const publish = async (project: ListProject, published: boolean) => {
    try {
      const body: ProjectWorkspaceUpdate = { published };
      await http.put<Project>(`/api/projects/${project.id}.json`, body, quiet);
      success.show(t(published ? 'lists.published' : 'lists.unpublished', { name: project.name }));
      projects.reload();
    } catch (failure) {
      alerts.set({ id: `publish-${project.id}`, severity: 'error', text: describeHttpError(failure, t) });
    }
  };

  const actions: ProjectItemActions = {
    kind: list.kind,
    statuses: statuses.status === 'ready' ? statuses.data : new Map(),
    onToggleFavorite: (project) => void toggleFavorite(project),
    onUse: list.kind === 'projects' ? undefined : (project) => setUseSource(project),
    onEditLabels: withLabels ? (project) => setLabelling(project) : undefined,
    onExport: (project) => void exportProject(project),
    onPublish: isAdmin ? (project, published) => void publish(project, published) : undefined,
  };

  const companyLabels = labels.status === 'ready' ? labels.data : [];
  const total = answer?.total ?? 0;
  const pages = pageCount(total);
  const homeList = list.kind === 'projects' && list.scope !== 'team';

  return (
    <Stack spacing={3} ref={top}>
      <ProjectListToolbar
        searchText={searchText}
        onSearchText={setSearchText}
        choices={choices}
        onChoices={setChoices}
        labels={withLabels ? companyLabels : null}
        labelIds={filter.labelIds}
        onLabelIds={(labelIds) => setFilter(withFilter(filter, { labelIds }))}
      >
        {isAdmin && list.kind !== 'projects' && <LibrarySwitch list={list} />}
        {withLabels && canCreate && (
          <Button startIcon={<LabelIcon />} onClick={() => setDialog('labels')}>
            {t('labels.manage')}
          </Button>
        )}
        {homeList && canCreate && (
          <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setDialog('import')}>
            {t('import.action')}
          </Button>
        )}
        {homeList && canCreate && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog('new')}>
            {t('lists.newProject')}
          </Button>
        )}
      </ProjectListToolbar>

      {answer && (
        <Typography variant="body2" color="text.secondary" role="status" aria-live="polite">
          {t('lists.count', { count: total })}
        </Typography>
      )}
      {projects.status === 'loading' && !answer && <PageLoading />}
      {refreshing && <LinearProgress aria-label={t('common.loading')} sx={{ mt: -2 }} />}
      {projects.status === 'error' && (
        <ErrorState message={describeHttpError(projects.error, t)} onRetry={projects.reload} />
      )}
      {fresh && items.length === 0 && (
        <ListEmpty
          list={list}
          reason={emptyReason(filter)}
          canCreate={canCreate && homeList}
          onCreate={() => setDialog('new')}
          // The search box follows the URL's search once it is cleared: emptying the box first would
          // hand the old filter back to the URL when the navigation is slower than the search pause.
          onClear={() => setFilter(EMPTY_FILTER)}
        />
      )}
      {items.length > 0 && (
        <>
          <ProjectCollection projects={items} view={choices.view} actions={actions} />
          {pages > 1 && (
            <Pagination
              count={pages}
              page={filter.page}
              onChange={(_event, page) => {
                setFilter({ ...filter, page });
                top.current?.scrollIntoView?.({ block: 'start' });
              }}
              sx={{ alignSelf: 'center' }}
              aria-label={t('lists.pages')}
            />
          )}
        </>
      )}

      <NewProjectDialog open={dialog === 'new'} onClose={() => setDialog(null)} />
      <ImportProjectDialog open={dialog === 'import'} onClose={() => setDialog(null)} />
      <LabelsManagerDialog
        open={dialog === 'labels'}
        labels={companyLabels}
        onChanged={() => {
          labels.reload();
          projects.reload();
        }}
        onClose={() => setDialog(null)}
      />
      <AssignLabelsDialog
        project={labelling}
        labels={companyLabels}
        onSaved={(saved: Project & Partial<ListProject>) => {
          if (saved.labels) patch(saved.id, { labels: saved.labels });
          else projects.reload();
        }}
        onLabelCreated={labels.reload}
        onClose={() => setLabelling(null)}
      />
      <CreateFromDialog source={useSource} kind={list.kind} onClose={() => setUseSource(null)} />
    </Stack>
  );
}

/** Admins move between the published and the unpublished templates (or examples). */
function LibrarySwitch({ list }: { list: ProjectListDefinition }) {
  const { t } = useTranslation('host');
  const other = LIBRARY_LISTS.find((candidate) => candidate.kind === list.kind && candidate.path !== list.path);
  if (!other) return null;
  return (
    <Button component={RouterLink} to={other.path}>
      {t(other.titleKey)}
    </Button>
  );
}

function ListEmpty({
  list,
  reason,
  canCreate,
  onCreate,
  onClear,
}: {
  list: ProjectListDefinition;
  reason: 'nothing-yet' | 'no-match';
  canCreate: boolean;
  onCreate(): void;
  onClear(): void;
}) {
  const { t } = useTranslation('host');
  if (reason === 'no-match') {
    return (
      <EmptyState
        title={t('lists.noMatchesTitle')}
        action={
          <Button variant="outlined" onClick={onClear}>
            {t('lists.clearFilters')}
          </Button>
        }
      >
        {t('lists.noMatchesBody')}
      </EmptyState>
    );
  }
  // Readers cannot create: for the lists filled by creating, tell them how projects reach them instead.
  const filledByCreating = list.scope === 'recently_viewed' || list.scope === 'my_projects' || list.scope === 'all_projects';
  const body = canCreate || !filledByCreating ? t(`lists.empty.${list.scope}.body`) : t('lists.emptyReader');
  return (
    <EmptyState
      title={t(`lists.empty.${list.scope}.title`)}
      action={
        canCreate && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
            {t('lists.newProject')}
          </Button>
        )
      }
    >
      {body}
    </EmptyState>
  );
}
