import Logout from '@mui/icons-material/Logout';
import { useTranslation } from 'react-i18next';
import { isConfinedToProfile } from '../../../core/domain/permissions';
import { AuthService } from '../../../core/services/auth-service';
import { CurrentUserStore } from '../../../core/services/current-user-store';
import { useObservable } from '../../../sdk/use-observable';
import { useService } from '../../../sdk/services-context';
import { useMayUseAssessments } from '../../pages/assessments/use-may-use-assessments';
import { useDataItemAccess } from '../../pages/data-items/use-data-item-access';
import { LIBRARY_LISTS, PROJECT_LISTS } from '../../pages/project-lists';
import { adminLinks } from './admin-links';
import { DATA_PAGES } from './data-links';
import type { NavigationEntry } from './navigation-entry';
import { useTeamLinks } from './use-team-links';

/**
 * Every place the navigation offers the current user, in order: the project lists, assessments when allowed,
 * the Data menu (catalogs) when allowed, templates and examples, teams, the admin pages the user may use (their
 * statistics under a heading of their own), the profile and sign-out. A restricted user may open only their
 * profile, so they are offered only it and sign-out. The wide bar and the compact drawer both show this list.
 */
export function useNavigationEntries(): readonly NavigationEntry[] {
  const { t } = useTranslation('host');
  const auth = useService(AuthService);
  const users = useService(CurrentUserStore);
  const user = useObservable(users.user$, () => users.user);
  const mayUseAssessments = useMayUseAssessments();
  const mayReadData = useDataItemAccess().read;
  const teams = useTeamLinks(user);
  const admin = adminLinks(user);

  const link = (to: string, label: string): NavigationEntry => ({ kind: 'link', key: to, label, to });
  const adminMenu: NavigationEntry | null = admin && {
    kind: 'menu',
    key: 'admin',
    label: t('nav.admin'),
    activePattern: admin.activePattern,
    links: [
      ...admin.links.map((page) => ({ kind: 'link' as const, label: t(page.titleKey), to: page.to })),
      ...admin.statistics.map((page) => ({ kind: 'link' as const, label: t(page.titleKey), to: page.to, group: t('statistics.nav.menu') })),
    ],
    end: true,
  };
  const dataMenu: NavigationEntry = {
    kind: 'menu',
    key: 'data',
    label: t('nav.data'),
    activePattern: DATA_PAGES.map((page) => page.pattern),
    links: DATA_PAGES.map((page) => ({ kind: 'link' as const, label: t(page.titleKey), to: page.to })),
  };
  const personal: NavigationEntry[] = [
    { kind: 'profile', key: 'profile', label: t('nav.profile'), to: '/profilepage', end: true },
    { kind: 'action', key: 'sign-out', label: t('nav.signOut'), icon: Logout, run: () => void auth.signOut(), end: true },
  ];
  if (user && isConfinedToProfile(user)) return personal;
  return [
    ...PROJECT_LISTS.map((list) => link(list.path, t(list.titleKey))),
    ...(mayUseAssessments ? [link('/assessments', t('nav.assessments'))] : []),
    ...(mayReadData ? [dataMenu] : []),
    ...LIBRARY_LISTS.filter((list) => !list.adminOnly).map((list) => link(list.path, t(list.titleKey))),
    {
      kind: 'menu',
      key: 'teams',
      label: t('lists.teams'),
      activePattern: '/teams/:roleId',
      links: teams.links,
      emptyLabel: t('lists.noTeams'),
      onOpen: teams.load,
    },
    ...(adminMenu ? [adminMenu] : []),
    ...personal,
  ];
}
