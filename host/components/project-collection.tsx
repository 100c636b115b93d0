import { Card, CardActionArea, CardContent, Grid, List, ListItemButton, ListItemText, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Project } from '../../core/domain/api-types';
import { projectPath } from '../routes/app-paths';
import { formatDateTime } from './format-date';

export type ProjectViewMode = 'grid' | 'list';

/** Projects as cards (grid) or rows (list), each opening the project page. */
export function ProjectCollection({ projects, view }: { projects: readonly Project[]; view: ProjectViewMode }) {
  const { t } = useTranslation('host');
  const lastActivity = (project: Project) =>
    t('lists.lastActivity', { date: formatDateTime(project.last_event_date) ?? t('common.noData') });

  if (view === 'list') {
    return (
      <Paper variant="outlined">
        <List disablePadding aria-label={t('lists.projects')}>
          {projects.map((project) => (
            <ListItemButton key={project.id} component={RouterLink} to={projectPath(project.id)} divider>
              <ListItemText primary={project.name} secondary={project.description || lastActivity(project)} />
              <Typography variant="body2" color="text.secondary" sx={{ ml: 2, whiteSpace: 'nowrap' }}>
                {formatDateTime(project.last_event_date)}
              </Typography>
            </ListItemButton>
          ))}
        </List>
      </Paper>
    );
  }
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('lists.projects')}>
      {projects.map((project) => (
        <Grid key={project.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }} component="li">
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={projectPath(project.id)} sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h6" component="h2" gutterBottom noWrap>
                  {project.name}
                </Typography>
                {project.description && (
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
                  >
                    {project.description}
                  </Typography>
                )}
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
                  {lastActivity(project)}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
