/** The most viewed and the most active projects of the period: a table with a sparkline of each project's days. */
import { Box, Link } from '@mui/material';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { Link as RouterLink } from 'react-router';
import type { ProjectFigure, ProjectFigures } from '../../../../core/domain/statistics-types';
import { formatDateTime } from '../../../components/format-date';
import type { FigurePageProps } from '../figure-page-props';
import type { FigureColumn } from '../figure-columns';
import { StatisticsFrame } from '../statistics-frame';
import { useFigurePage } from '../use-figure-page';

export function ProjectFiguresPage(page: FigurePageProps) {
  const { t, frame } = useFigurePage<ProjectFigures>(page, 'dates');
  const columns: FigureColumn<ProjectFigure>[] = [
    {
      header: t('statistics.columns.project'),
      text: (project) => project.name,
      render: (project) => (
        <Link component={RouterLink} to={`/projects/${project.id}`}>
          {project.name}
        </Link>
      ),
    },
    ...(page.companyFilter ? [{ header: t('statistics.columns.company'), text: (project: ProjectFigure) => project.company_name }] : []),
    { header: t('statistics.columns.events'), text: (project) => String(project.events), numeric: true },
    { header: t('statistics.columns.people'), text: (project) => String(project.users), numeric: true },
    { header: t('statistics.columns.lastEvent'), text: (project) => formatDateTime(project.last_event_at) ?? '' },
    {
      header: t('statistics.columns.trend'),
      text: (project) => project.daily.join(' '),
      render: (project) => (
        <Box role="img" aria-label={t('statistics.projects.trend', { name: project.name })} sx={{ width: 140 }}>
          <SparkLineChart data={project.daily} height={28} width={140} area />
        </Box>
      ),
    },
  ];
  return (
    <StatisticsFrame
      {...frame}
      rows={(data) => data.projects}
      rowKey={(project) => project.id}
      columns={columns}
    />
  );
}
