import { AppBar, Box, Button, IconButton, Toolbar, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { AuthService } from '../../core/services/auth-service';
import { SystemStore } from '../../core/services/system-store';
import { useObservable } from '../../sdk/use-observable';
import { useService } from '../../sdk/services-context';
import { AdminMenu } from '../components/admin-menu';
import { TeamsMenu } from '../components/teams-menu';
import { ProfileAvatar } from './profile-avatar';
import { WhatsNewButton } from './whats-new/whats-new-button';
import { LIBRARY_LISTS, PROJECT_LISTS } from '../pages/project-lists';
import { useMayUseAssessments } from '../pages/assessments/use-may-use-assessments';

const linkSx = {
  color: 'inherit',
  textTransform: 'none',
  opacity: 0.85,
  '&.active': { opacity: 1, boxShadow: 'inset 0 -3px 0 currentColor', borderRadius: 0 },
} as const;

/**
 * App title, the four project lists, assessments, templates, examples and teams, the profile (its avatar) and
 * sign-out: one row at 1280 px.
 */
export function NavigationBar() {
  const { t } = useTranslation('host');
  const auth = useService(AuthService);
  const systems = useService(SystemStore);
  const system = useObservable(systems.system$, () => systems.system);
  const mayUseAssessments = useMayUseAssessments();
  return (
    <AppBar position="static" color="primary" elevation={0}>
      <Toolbar component="nav" aria-label={t('nav.label')} sx={{ columnGap: 0.5, flexWrap: 'wrap' }}>
        <Typography
          variant="h6"
          component={NavLink}
          to="/home"
          sx={{ color: 'inherit', textDecoration: 'none', mr: 1.5, fontWeight: 600 }}
        >
          {system?.system_title || t('app.title')}
        </Typography>
        {PROJECT_LISTS.map((list) => (
          <Button key={list.path} component={NavLink} to={list.path} sx={linkSx}>
            {t(list.titleKey)}
          </Button>
        ))}
        {mayUseAssessments && (
          <Button component={NavLink} to="/assessments" sx={linkSx}>
            {t('nav.assessments')}
          </Button>
        )}
        {LIBRARY_LISTS.filter((list) => !list.adminOnly).map((list) => (
          <Button key={list.path} component={NavLink} to={list.path} sx={linkSx}>
            {t(list.titleKey)}
          </Button>
        ))}
        <TeamsMenu sx={linkSx} />
        <Box sx={{ flexGrow: 1 }} />
        <AdminMenu sx={linkSx} />
        <WhatsNewButton />
        <Tooltip title={t('nav.profile')}>
          <IconButton component={NavLink} to="/profilepage" aria-label={t('nav.profile')} sx={{ ...linkSx, p: 0.5 }}>
            <ProfileAvatar />
          </IconButton>
        </Tooltip>
        <Button color="inherit" onClick={() => void auth.signOut()} sx={{ textTransform: 'none' }}>
          {t('nav.signOut')}
        </Button>
      </Toolbar>
    </AppBar>
  );
}
