import { useState } from 'react';
import { Button, Chip, Grid, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import type { Project, ProjectModule, Section } from '../../core/domain/api-types';
import { HttpClient } from '../../core/services/http-client';
import { PermissionService } from '../../core/services/permission-service';
import { SuccessSnackbar } from '../../core/services/success-snackbar';
import { useService } from '../../sdk/services-context';
import { AddModuleDialog } from '../components/add-module-dialog';
import { describeHttpError } from '../components/http-error-message';
import { ModuleCard } from '../components/module-card';
import { NameDialog } from '../components/name-dialog';
import { EmptyState, ErrorState, PageLoading } from '../components/page-states';
import { useAsync } from '../components/use-async';
import { useRouteIds } from '../components/use-route-ids';
import type { PluginRegistry } from '../registry/plugin-registry';
import { useHeaderTitle } from '../shell/header-bar';
import { NotFoundPage } from './simple-pages';

interface ProjectData {
  project: Project;
  sections: Section[];
  modules: ProjectModule[];
}

const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position;

/** A project: its sections with their modules, and (for writers) adding modules and sections. */
export function ProjectPage({ registry }: { registry: PluginRegistry }) {
  const { t } = useTranslation('host');
  const http = useService<HttpClient>(HttpClient);
  const { params, twins } = useRouteIds();
  const projectId = twins.projectIdInt;

  const data = useAsync(async (signal): Promise<ProjectData | null> => {
    if (projectId === undefined) return null;
    const base = `/api/projects/${projectId}`;
    const [project, sections, modules] = await Promise.all([
      http.get<Project>(`${base}.json`, { signal }),
      http.get<Section[]>(`${base}/sections.json`, { signal }),
      http.get<ProjectModule[]>(`${base}/project_scenario_modules.json`, { signal }),
    ]);
    return { project, sections: [...sections].sort(byPosition), modules: [...modules].sort(byPosition) };
  }, [http, projectId]);

  useHeaderTitle(data.status === 'ready' ? data.data?.project.name : null);

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
  sections,
  modules,
  registry,
  projectRouteId,
  onChanged,
}: ProjectData & { registry: PluginRegistry; projectRouteId: string; onChanged(): void }) {
  const { t } = useTranslation('host');
  const http = useService<HttpClient>(HttpClient);
  const permissions = useService<PermissionService>(PermissionService);
  const snackbar = useService<SuccessSnackbar>(SuccessSnackbar);
  const [dialog, setDialog] = useState<'module' | 'section' | null>(null);
  const canWrite = permissions.canProject(project, 'write');

  const sectionIds = new Set(sections.map((section) => section.id));
  const groups = [
    ...sections.map((section) => ({
      key: `section-${section.id}`,
      title: section.name,
      modules: modules.filter((module) => module.section_id === section.id),
    })),
    {
      key: 'unsectioned',
      title: sections.length > 0 ? t('project.otherModules') : null,
      modules: modules.filter((module) => module.section_id === null || !sectionIds.has(module.section_id)),
    },
  ].filter((group) => group.key !== 'unsectioned' || group.modules.length > 0);

  const addSection = async (name: string) => {
    await http.post<Section>(`/api/projects/${project.id}/sections.json`, { name });
    setDialog(null);
    snackbar.show(t('project.sectionAdded', { name }));
    onChanged();
  };

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
          {project.description}
        </Typography>
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
      </Stack>

      {modules.length === 0 && sections.length === 0 ? (
        <EmptyState title={t('project.emptyTitle')}>
          {canWrite ? t('project.emptyBodyWriter') : t('project.emptyBodyReader')}
        </EmptyState>
      ) : (
        groups.map((group) => (
          <Stack key={group.key} component="section" spacing={1.5} aria-label={group.title ?? t('project.modules')}>
            {group.title !== null && (
              <Typography variant="h6" component="h2">
                {group.title}
              </Typography>
            )}
            {group.modules.length === 0 ? (
              <Typography color="text.secondary">
                {canWrite ? t('project.emptySectionWriter') : t('project.emptySectionReader')}
              </Typography>
            ) : (
              <Grid container spacing={2}>
                {group.modules.map((module) => (
                  <Grid key={module.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
                    <ModuleCard
                      module={module}
                      plugin={registry.byTypeKey(module.type_key)}
                      projectRouteId={projectRouteId}
                    />
                  </Grid>
                ))}
              </Grid>
            )}
          </Stack>
        ))
      )}

      {canWrite && (
        <>
          <AddModuleDialog
            open={dialog === 'module'}
            onClose={() => setDialog(null)}
            registry={registry}
            projectRouteId={projectRouteId}
            projectId={project.id}
            sections={sections}
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
