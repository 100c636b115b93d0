import { MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { CurrentUserStore } from '../../core/services/current-user-store';
import { useObservable } from '../../sdk/use-observable';
import { useService } from '../../sdk/services-context';
import { ADMIN_LOOKUPS } from '../pages/admin/admin-lookups';
import { NavMenu } from './nav-menu';

/** "Admin" in the navigation, for system admins only: the system admin pages built so far. */
export function AdminMenu({ sx }: { sx?: object }) {
  const { t } = useTranslation('host');
  const users = useService(CurrentUserStore);
  const user = useObservable(users.user$, () => users.user);
  if (!user?.system_admin) return null;
  return (
    <NavMenu label={t('nav.admin')} activePattern="/admin/*" sx={sx}>
      {(close) =>
        ADMIN_LOOKUPS.map((config) => (
          <MenuItem key={config.path} component={NavLink} to={`/admin/${config.path}`} onClick={close}>
            {t(config.titleKey)}
          </MenuItem>
        ))
      }
    </NavMenu>
  );
}
