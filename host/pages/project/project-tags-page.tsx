import { Link, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Project } from '../../../core/domain/api-types';
import { HttpClient } from '../../../core/services/http-client';
import { PermissionService } from '../../../core/services/permission-service';
import type { RegistryDeclaration, RegistryLabels } from '../../../sdk/registry/registry-declaration';
import { RegistryListView } from '../../../sdk/registry/registry-list-view';
import { useService } from '../../../sdk/services-context';
import { describeHttpError } from '../../components/http-error-message';
import { ErrorState, PageLoading } from '../../components/page-states';
import { useAsync } from '../../../sdk/ui/use-async';
import { useRouteIds } from '../../components/use-route-ids';
import { projectPath } from '../../routes/app-paths';
import { useHeaderTitle } from '../../shell/header-bar';
import { NotFoundPage } from '../simple-pages';

const TAGS: RegistryDeclaration = { registry: 'tags', groups: 'tag_categories' };

/**
 * The project's tags, grouped by tag categories, with where each is used, import and export: the registry
 * family's list, on a page of the project since tags belong to no module kind. Readers read, writers edit.
 */
export function ProjectTagsPage() {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const permissions = useService(PermissionService);
  const { params, twins } = useRouteIds();
  const projectId = twins.projectIdInt;
  const data = useAsync(
    (signal) => (projectId === undefined ? Promise.resolve(null) : http.get<Project>(`/api/projects/${projectId}.json`, { signal })),
    [http, projectId],
  );
  useHeaderTitle(data.status === 'ready' ? data.data?.name : null);
  const labels = useMemo<RegistryLabels>(
    () => ({ item: t('projectPage.tagsPage.item'), items: t('projectPage.tagsPage.items'), groups: t('projectPage.tagsPage.groups') }),
    [t],
  );

  if (projectId === undefined) return <NotFoundPage />;
  if (data.status === 'loading') return <PageLoading />;
  if (data.status === 'error') return <ErrorState message={describeHttpError(data.error, t)} onRetry={data.reload} />;
  if (!data.data) return <NotFoundPage />;
  const project = data.data;
  return (
    <Stack spacing={2} sx={{ p: 2, minWidth: 0 }}>
      <Link component={RouterLink} to={projectPath(params.projectId ?? project.id)}>
        {t('projectPage.tagsPage.back')}
      </Link>
      <Typography variant="h5" component="h2">
        {labels.items}
      </Typography>
      <RegistryListView project={project} readOnly={!permissions.canProject(project, 'write')} declaration={TAGS} labels={labels} title={labels.items} />
    </Stack>
  );
}
