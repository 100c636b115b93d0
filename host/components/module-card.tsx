import { memo, type ReactNode } from 'react';
import { Box, Card, CardActionArea, CardContent, CardMedia, Chip, IconButton, Stack, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ProjectModule } from '../../core/domain/api-types';
import type { PluginDefinition } from '../../sdk/plugin';
import { modulePath } from '../routes/app-paths';
import { pluginTitle } from './plugin-title';
import { useFileUrl } from './use-file-url';
import type { ModuleExtras, NamedStatus } from './workspace-api';

export interface ModuleCardProps {
  module: ProjectModule & ModuleExtras;
  plugin: PluginDefinition | undefined;
  projectRouteId: string;
  status?: NamedStatus;
  /** Opens the module's actions menu at the button; no button without it. */
  onMenu?(module: ProjectModule, anchor: HTMLElement): void;
  /** A drag handle, shown before the name. */
  handle?: ReactNode;
  highlighted?: boolean;
}

/** A module on the project page; it opens the module's typed route. Memoised: a project has hundreds. */
export const ModuleCard = memo(function ModuleCard({
  module,
  plugin,
  projectRouteId,
  status,
  onMenu,
  handle,
  highlighted,
}: ModuleCardProps) {
  const { t } = useTranslation('host');
  const content = (
    <>
      {module.preview_image && <ModulePreview url={module.preview_image} name={module.name} />}
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }} noWrap>
          {module.name}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 0.5 }}>
          {plugin ? (
            <Chip size="small" label={pluginTitle(plugin, t)} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('project.unknownKind', { typeKey: module.type_key })}
            </Typography>
          )}
          {status && (
            <Chip
              size="small"
              variant="outlined"
              label={status.name}
              sx={status.color ? { borderColor: status.color } : undefined}
            />
          )}
        </Stack>
      </CardContent>
    </>
  );
  return (
    <Card
      variant="outlined"
      data-module-id={module.id}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
        outline: highlighted ? '3px solid' : undefined,
        outlineColor: 'primary.main',
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 0.5, pt: 0.5, minHeight: 36 }}>
        {handle}
        <Box sx={{ flexGrow: 1 }} />
        {module.locked && <LockIcon fontSize="small" titleAccess={t('module.locked')} sx={{ mx: 0.5 }} />}
        {onMenu && (
          <IconButton
            size="small"
            aria-label={t('projectPage.module.actions', { name: module.name })}
            onClick={(event) => onMenu(module, event.currentTarget)}
          >
            <MoreVertIcon fontSize="small" />
          </IconButton>
        )}
      </Stack>
      {plugin ? (
        <CardActionArea component={RouterLink} to={modulePath(plugin, projectRouteId, module.id)} sx={{ flexGrow: 1 }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
});

function ModulePreview({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation('host');
  const src = useFileUrl(url);
  if (!src) return null;
  return (
    <CardMedia
      component="img"
      height="120"
      image={src}
      alt={t('projectPage.module.preview', { name })}
      loading="lazy"
      sx={{ objectFit: 'cover', objectPosition: 'top' }}
    />
  );
}
