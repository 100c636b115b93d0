import { Grid } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ProjectCard, type ListProject, type ProjectItemActions } from './project-card';
import type { ViewMode } from './view-mode-toggle';
import { ProjectTable } from './project-table';

/** Projects as cards (grid) or a table (list), each opening the project page. */
export function ProjectCollection({
  projects,
  view,
  actions,
}: {
  projects: readonly ListProject[];
  view: ViewMode;
  actions: ProjectItemActions;
}) {
  const { t } = useTranslation('host');
  if (view === 'list') return <ProjectTable projects={projects} actions={actions} />;
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('lists.projects')}>
      {projects.map((project) => (
        <Grid key={project.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }} component="li">
          <ProjectCard project={project} actions={actions} />
        </Grid>
      ))}
    </Grid>
  );
}
