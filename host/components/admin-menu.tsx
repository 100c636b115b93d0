import { MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { CurrentUserStore } from '../../core/services/current-user-store';
import { useObservable } from '../../sdk/use-observable';
import { useService } from '../../sdk/services-context';
import type { AdminPageEntry } from '../pages/admin/admin-page-entry';
import { SYSTEM_ADMIN_PAGES } from '../pages/admin/system-admin-pages';
import { COMPANY_ADMIN_PAGES } from '../pages/company/company-admin-pages';
import { NavMenu } from './nav-menu';

/**
 * "Admin" in the navigation: the company admin area's pages for company admins, the system admin area's
 * pages for system admins; nobody else sees it (the server checks every call again).
 */
export function AdminMenu({ sx }: { sx?: object }) {
  const { t } = useTranslation('host');
  const users = useService(CurrentUserStore);
  const user = useObservable(users.user$, () => users.user);
  const companyAdmin = user?.company_role === 'admin' && !user.shared_user;
  if (!user?.system_admin && !companyAdmin) return null;
  return (
    <NavMenu label={t('nav.admin')} activePattern={user.system_admin ? '/admin/*' : '/company/*'} sx={sx}>
      {(close) => {
        const item = (root: string) => (page: AdminPageEntry) => (
          <MenuItem key={`${root}/${page.path}`} component={NavLink} to={`/${root}/${page.path}`} onClick={close}>
            {t(page.titleKey)}
          </MenuItem>
        );
        return [
          ...(companyAdmin ? COMPANY_ADMIN_PAGES.filter((page) => page.inMenu).map(item('company')) : []),
          ...(user.system_admin ? SYSTEM_ADMIN_PAGES.filter((page) => page.inMenu).map(item('admin')) : []),
        ];
      }}
    </NavMenu>
  );
}
