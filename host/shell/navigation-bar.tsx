import { AppBar, Box, Toolbar, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { CurrentUserStore } from '../../core/services/current-user-store';
import { SystemStore } from '../../core/services/system-store';
import { useObservable } from '../../sdk/use-observable';
import { useService } from '../../sdk/services-context';
import { CompactNavigation } from './navigation/compact-navigation';
import { SharedVisitorBar } from './navigation/shared-visitor-bar';
import { useNavigationEntries } from './navigation/use-navigation-entries';
import { WideNavigation } from './navigation/wide-navigation';
import { NotificationsBell } from './notifications/notifications-bell';
import { WorkspaceSearch } from './search/workspace-search';
import { WhatsNewButton } from './whats-new/whats-new-button';

/**
 * The app title, the navigation, search and What's New, one row at every width: from `md` up every entry is a button
 * in the bar (search shows its label and shortcut from `xl` up); below it a menu button opens a drawer with the same
 * entries. A share-link visitor who has not signed in gets the shared-project bar instead.
 */
export function NavigationBar() {
  const { t } = useTranslation('host');
  const systems = useService(SystemStore);
  const system = useObservable(systems.system$, () => systems.system);
  const users = useService(CurrentUserStore);
  const sharedVisitor = useObservable(users.user$, () => users.user)?.shared_user ?? false;
  const entries = useNavigationEntries();
  // noSsr: the first render already knows the width, so a phone never shows the wide bar for a frame.
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  // The search button with its label and shortcut needs room the places take on a laptop's width.
  const roomForSearchLabel = useMediaQuery(theme.breakpoints.up('xl'), { noSsr: true });
  const title = (
    <Typography
      variant="h6"
      component={NavLink}
      to={sharedVisitor ? '/' : '/home'}
      noWrap
      sx={{ color: 'inherit', textDecoration: 'none', mr: 1.5, fontWeight: 600, minWidth: 0 }}
    >
      {system?.system_title || t('app.title')}
    </Typography>
  );
  return (
    <AppBar position="static" color="primary" elevation={0} data-tour="main-navigation">
      {sharedVisitor ? (
        <SharedVisitorBar title={title} />
      ) : compact ? (
        <Toolbar sx={{ columnGap: 1 }}>
          <CompactNavigation entries={entries} />
          {title}
          <Box sx={{ flexGrow: 1 }} />
          <WorkspaceSearch compact />
          <NotificationsBell />
          <WhatsNewButton />
        </Toolbar>
      ) : (
        <Toolbar component="nav" aria-label={t('nav.label')} sx={{ flexWrap: 'wrap', px: { md: 2 } }}>
          {title}
          <WideNavigation entries={entries} beforeEnd={<><WorkspaceSearch compact={!roomForSearchLabel} /><NotificationsBell /><WhatsNewButton /></>} />
        </Toolbar>
      )}
    </AppBar>
  );
}
