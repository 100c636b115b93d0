import { Box, Link, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFileUrl } from '../../sdk/ui/use-file-url';
import { projectPath } from '../routes/app-paths';
import {
  FavoriteToggle,
  LabelChips,
  lastActivityText,
  ProjectMenu,
  StatusChip,
  UseButton,
  type ListProject,
  type ProjectItemActions,
} from './project-card';

/** Columns a phone has no room for; the name, the last activity and the actions stay. */
const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;

/** The list view: one table row per project, with its labels, status, module count and last activity. */
export function ProjectTable({ projects, actions }: { projects: readonly ListProject[]; actions: ProjectItemActions }) {
  const { t } = useTranslation('host');
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('lists.projects')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('lists.columns.name')}</TableCell>
            <TableCell sx={WIDE_ONLY}>{t('lists.columns.labels')}</TableCell>
            <TableCell sx={WIDE_ONLY}>{t('lists.columns.status')}</TableCell>
            <TableCell sx={WIDE_ONLY} align="right">
              {t('lists.columns.modules')}
            </TableCell>
            <TableCell>{t('lists.columns.lastActivity')}</TableCell>
            <TableCell align="right">{t('lists.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {projects.map((project) => (
            <ProjectTableRow key={project.id} project={project} actions={actions} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function ProjectTableRow({ project, actions }: { project: ListProject; actions: ProjectItemActions }) {
  const { t } = useTranslation('host');
  const image = useFileUrl(project.image);
  return (
    <TableRow hover>
      <TableCell component="th" scope="row" sx={{ maxWidth: 360 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          {image && <Box component="img" src={image} alt="" sx={{ width: 48, height: 32, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }} />}
          <Box sx={{ minWidth: 0 }}>
            <Link component={RouterLink} to={projectPath(project.id)} underline="hover" sx={{ fontWeight: 500 }}>
              {project.name}
            </Link>
            {project.description && (
              <Typography variant="body2" color="text.secondary" noWrap>
                {project.description}
              </Typography>
            )}
          </Box>
        </Stack>
      </TableCell>
      <TableCell sx={WIDE_ONLY}>
        <LabelChips labels={project.labels} />
      </TableCell>
      <TableCell sx={WIDE_ONLY}>
        <StatusChip project={project} statuses={actions.statuses} />
      </TableCell>
      <TableCell sx={WIDE_ONLY} align="right">
        {project.module_count}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{lastActivityText(project, t('common.noData'))}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <UseButton project={project} actions={actions} />
        <FavoriteToggle project={project} onToggle={actions.onToggleFavorite} />
        <ProjectMenu project={project} actions={actions} />
      </TableCell>
    </TableRow>
  );
}
