import { useEffect } from 'react';
import { Breadcrumbs, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { ShellState, type Crumb } from '../../core/services/shell-state';
import { useService } from '../../sdk/services-context';
import { useStream } from '../components/use-stream';

/** The trail the page declared, shown in the header bar above its title; nothing when there is none. */
export function PageBreadcrumbs() {
  const { t } = useTranslation('host');
  const shell = useService(ShellState);
  const trail = useStream(shell.breadcrumbs$, []);
  if (trail.length === 0) return null;
  return (
    <Breadcrumbs aria-label={t('shell.breadcrumb')} sx={{ typography: 'body2' }}>
      {trail.map((crumb, index) =>
        crumb.to && index < trail.length - 1 ? (
          <Link key={crumb.to} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
            {crumb.label}
          </Link>
        ) : (
          <Typography key={index} variant="body2" color="text.primary" aria-current="page">
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}

/**
 * Declares the page's breadcrumb trail while it is shown (null: not known yet). Like the title, the guards
 * clear it on every navigation, so the location key re-arms it.
 */
export function useBreadcrumbs(trail: readonly Crumb[] | null): void {
  const shell = useService(ShellState);
  const { key } = useLocation();
  // The trail's content, not its identity (a new array each render), decides when it is set again.
  const trailKey = trail ? JSON.stringify(trail) : null;
  useEffect(() => {
    if (trailKey) shell.setBreadcrumbs(JSON.parse(trailKey) as Crumb[]);
  }, [shell, trailKey, key]);
}
