import { Box, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SystemStore } from '../../core/services/system-store';
import { useObservable } from '../../sdk/use-observable';
import { useService } from '../../sdk/services-context';

export function Footer() {
  const { t } = useTranslation('host');
  const systems = useService(SystemStore);
  const system = useObservable(systems.system$, () => systems.system);
  return (
    <Box
      component="footer"
      sx={{ display: 'flex', gap: 3, px: 3, py: 1.5, borderTop: 1, borderColor: 'divider', color: 'text.secondary' }}
    >
      <Typography variant="body2">{system?.system_title || t('app.title')}</Typography>
      {system?.support_email && (
        <Link variant="body2" href={`mailto:${system.support_email}`}>
          {t('footer.support')}
        </Link>
      )}
      <Link variant="body2" component={RouterLink} to="/sysinfo">
        {t('footer.systemInfo')}
      </Link>
    </Box>
  );
}
