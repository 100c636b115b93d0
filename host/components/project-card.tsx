import { useId, useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardActions,
  CardContent,
  CardMedia,
  Chip,
  IconButton,
  Menu,
  MenuItem,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Project } from '../../core/domain/api-types';
import type { Label, ProjectWorkspaceFields, Status } from '../../core/domain/workspace-types';
import type { ListKind } from '../pages/project-lists';
import { projectPath } from '../routes/app-paths';
import { formatDateTime } from './format-date';
import { useFileUrl } from '../../sdk/ui/use-file-url';

/** A project as the lists show it; its workspace fields may be missing from an older server. */
export type ListProject = Project & Partial<ProjectWorkspaceFields>;

/** What a card or row can do; each is left out when the list does not offer it. */
export interface ProjectItemActions {
  kind: ListKind;
  statuses: ReadonlyMap<number, Status>;
  onToggleFavorite(project: ListProject): void;
  /** "Use template" / "Use example". */
  onUse?(project: ListProject): void;
  /** Assign labels (shown to those who may change the project). */
  onEditLabels?(project: ListProject): void;
  onExport?(project: ListProject): void;
  /** Publish or unpublish a template or example (company admins). */
  onPublish?(project: ListProject, published: boolean): void;
}

/** "Add to favorites" / "Remove from favorites", pressed when the project is a favourite. */
export function FavoriteToggle({ project, onToggle }: { project: ListProject; onToggle(project: ListProject): void }) {
  const { t } = useTranslation('host');
  const favorite = project.favorite === true;
  const label = favorite ? t('lists.removeFavorite') : t('lists.addFavorite');
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} aria-pressed={favorite} onClick={() => onToggle(project)} size="small">
        {favorite ? <StarIcon fontSize="small" sx={{ color: 'warning.main' }} /> : <StarBorderIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}

export function LabelChips({ labels }: { labels: readonly Label[] | undefined }) {
  const { t } = useTranslation('host');
  if (!labels || labels.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }} aria-label={t('labels.title')} role="list">
      {labels.map((label) => (
        <Chip
          key={label.id}
          role="listitem"
          size="small"
          label={label.name}
          sx={{ bgcolor: label.color, color: (theme) => theme.palette.getContrastText(label.color) }}
        />
      ))}
    </Stack>
  );
}

/** The project's status as an outlined chip in the status colour; nothing without one. */
export function StatusChip({ project, statuses }: { project: ListProject; statuses: ReadonlyMap<number, Status> }) {
  const { t } = useTranslation('host');
  const status = project.status_id != null ? statuses.get(project.status_id) : undefined;
  if (!status) return null;
  return (
    <Chip size="small" variant="outlined" label={status.name} sx={{ borderColor: status.color }} aria-label={t('lists.status', { status: status.name })} />
  );
}

/** When the project last changed, or "No data available". */
export const lastActivityText = (project: ListProject, noData: string) => formatDateTime(project.last_event_date) ?? noData;

/** Status, module count and last activity, in one line. */
function ProjectFacts({ project, statuses }: { project: ListProject; statuses: ReadonlyMap<number, Status> }) {
  const { t } = useTranslation('host');
  const date = lastActivityText(project, t('common.noData'));
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <StatusChip project={project} statuses={statuses} />
      {project.module_count !== undefined && (
        <Typography variant="caption" color="text.secondary">
          {t('lists.moduleCount', { count: project.module_count })}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary">
        {t('lists.lastActivity', { date })}
      </Typography>
    </Stack>
  );
}

export function ProjectMenu({ project, actions }: { project: ListProject; actions: ProjectItemActions }) {
  const { t } = useTranslation('host');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const canWrite = project.permissions.write;
  const items: Array<{ key: string; label: string; run(): void }> = [];
  if (actions.onEditLabels && canWrite) {
    items.push({ key: 'labels', label: t('labels.assign'), run: () => actions.onEditLabels?.(project) });
  }
  if (actions.onPublish && actions.kind !== 'projects') {
    const published = project.published === true;
    items.push({
      key: 'publish',
      label: published ? t('lists.unpublish') : t('lists.publish'),
      run: () => actions.onPublish?.(project, !published),
    });
  }
  if (actions.onExport) {
    items.push({ key: 'export', label: t('lists.exportJson'), run: () => actions.onExport?.(project) });
  }
  if (items.length === 0) return null;
  const label = t('lists.moreActions', { name: project.name });
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          size="small"
        >
          <MoreVertIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {items.map((item) => (
          <MenuItem
            key={item.key}
            onClick={() => {
              setAnchor(null);
              item.run();
            }}
          >
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

export function UseButton({ project, actions }: { project: ListProject; actions: ProjectItemActions }) {
  const { t } = useTranslation('host');
  if (!actions.onUse || actions.kind === 'projects') return null;
  const label = actions.kind === 'templates' ? t('lists.useTemplate') : t('lists.useExample');
  return (
    <Button size="small" variant="outlined" onClick={() => actions.onUse?.(project)} aria-label={`${label}: ${project.name}`}>
      {label}
    </Button>
  );
}

/** A project in the grid: image, name, description, labels, status, module count, last activity. */
export function ProjectCard({ project, actions }: { project: ListProject; actions: ProjectItemActions }) {
  const nameId = useId();
  const image = useFileUrl(project.image);
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} aria-labelledby={nameId} component="article">
      <CardActionArea component={RouterLink} to={projectPath(project.id)} sx={{ flexGrow: 1, alignItems: 'stretch' }}>
        {image && <CardMedia component="img" height="120" image={image} alt="" />}
        <CardContent>
          <Typography id={nameId} variant="h6" component="h2" gutterBottom noWrap>
            {project.name}
          </Typography>
          {project.description && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden', mb: 1 }}
            >
              {project.description}
            </Typography>
          )}
          <Stack spacing={1}>
            <LabelChips labels={project.labels} />
            <ProjectFacts project={project} statuses={actions.statuses} />
          </Stack>
        </CardContent>
      </CardActionArea>
      <CardActions sx={{ pt: 0 }}>
        <FavoriteToggle project={project} onToggle={actions.onToggleFavorite} />
        <UseButton project={project} actions={actions} />
        <Box sx={{ flexGrow: 1 }} />
        <ProjectMenu project={project} actions={actions} />
      </CardActions>
    </Card>
  );
}
