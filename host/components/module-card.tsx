import { Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ProjectModule } from '../../core/domain/api-types';
import type { PluginDefinition } from '../../sdk/plugin';
import { modulePath } from '../routes/app-paths';
import { pluginTitle } from './plugin-title';

/** A module on the project page; it opens the module's typed route. */
export function ModuleCard({
  module,
  plugin,
  projectRouteId,
}: {
  module: ProjectModule;
  plugin: PluginDefinition | undefined;
  projectRouteId: string;
}) {
  const { t } = useTranslation('host');
  const content = (
    <CardContent>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flexGrow: 1 }} noWrap>
          {module.name}
        </Typography>
        {module.locked && <LockIcon fontSize="small" titleAccess={t('module.locked')} />}
      </Stack>
      {plugin ? (
        <Chip size="small" label={pluginTitle(plugin, t)} sx={{ mt: 1 }} />
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('project.unknownKind', { typeKey: module.type_key })}
        </Typography>
      )}
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      {plugin ? (
        <CardActionArea
          component={RouterLink}
          to={modulePath(plugin, projectRouteId, module.id)}
          sx={{ height: '100%' }}
        >
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}
