import { MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { CurrentUserStore } from '../../core/services/current-user-store';
import { useObservable } from '../../sdk/use-observable';
import { useService } from '../../sdk/services-context';
import { ADMIN_LOOKUPS } from '../pages/admin/admin-lookups';
import { COMPANY_DETAILS_PATH } from '../routes/app-paths';
import { NavMenu } from './nav-menu';

/**
 * "Admin" in the navigation: the company's details for its admins, and the system admin pages built so far
 * for system admins; nobody else sees it.
 */
export function AdminMenu({ sx }: { sx?: object }) {
  const { t } = useTranslation('host');
  const users = useService(CurrentUserStore);
  const user = useObservable(users.user$, () => users.user);
  const companyAdmin = user?.company_role === 'admin' && !user.shared_user;
  if (!user?.system_admin && !companyAdmin) return null;
  return (
    <NavMenu label={t('nav.admin')} activePattern={user.system_admin ? '/admin/*' : '/company/*'} sx={sx}>
      {(close) => [
        ...(companyAdmin
          ? [
              <MenuItem key="company" component={NavLink} to={COMPANY_DETAILS_PATH} onClick={close}>
                {t('nav.companyDetails')}
              </MenuItem>,
            ]
          : []),
        ...(user.system_admin
          ? ADMIN_LOOKUPS.map((config) => (
              <MenuItem key={config.path} component={NavLink} to={`/admin/${config.path}`} onClick={close}>
                {t(config.titleKey)}
              </MenuItem>
            ))
          : []),
      ]}
    </NavMenu>
  );
}
