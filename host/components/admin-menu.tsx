import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useMatch } from 'react-router';
import { CurrentUserStore } from '../../core/services/current-user-store';
import { useObservable } from '../../sdk/use-observable';
import { useService } from '../../sdk/services-context';
import { ADMIN_LOOKUPS } from '../pages/admin/admin-lookups';

/** "Admin" in the navigation, for system admins only: the system admin pages built so far. */
export function AdminMenu({ sx }: { sx?: object }) {
  const { t } = useTranslation('host');
  const users = useService(CurrentUserStore);
  const user = useObservable(users.user$, () => users.user);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const active = useMatch('/admin/*') !== null;
  if (!user?.system_admin) return null;
  return (
    <>
      <Button
        className={active ? 'active' : undefined}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        endIcon={<ArrowDropDownIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={sx}
      >
        {t('nav.admin')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {ADMIN_LOOKUPS.map((config) => (
          <MenuItem key={config.path} component={NavLink} to={`/admin/${config.path}`} onClick={() => setAnchor(null)}>
            {t(config.titleKey)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
