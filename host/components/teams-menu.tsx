import { useId, useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useTranslation } from 'react-i18next';
import { NavLink, useMatch } from 'react-router';
import type { DirectoryRole } from '../../core/domain/sharing-types';
import { CurrentUserStore } from '../../core/services/current-user-store';
import { HttpClient } from '../../core/services/http-client';
import { useObservable } from '../../sdk/use-observable';
import { useService } from '../../sdk/services-context';

/**
 * "Teams" in the navigation: the teams the user belongs to (company admins see every team), each
 * opening /teams/:roleId. The teams are read when the menu opens, so the bar costs no request.
 */
export function TeamsMenu({ sx }: { sx?: object }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const users = useService(CurrentUserStore);
  const user = useObservable(users.user$, () => users.user);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [teams, setTeams] = useState<DirectoryRole[] | null>(null);
  const menuId = useId();
  const active = useMatch('/teams/:roleId') !== null;

  const open = (target: HTMLElement) => {
    setAnchor(target);
    void http
      .get<DirectoryRole[]>('/api/roles.json', { skipStatusHandling: true })
      .then(
        (roles) => {
          const everyTeam = user?.company_role === 'admin' || user?.system_admin === true;
          setTeams(everyTeam ? roles : roles.filter((role) => user && role.user_ids.includes(user.id)));
        },
        () => setTeams([]),
      );
  };

  return (
    <>
      <Button
        className={active ? 'active' : undefined}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        endIcon={<ArrowDropDownIcon />}
        onClick={(event) => open(event.currentTarget)}
        sx={sx}
      >
        {t('lists.teams')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {teams === null && <MenuItem disabled>{t('common.loading')}</MenuItem>}
        {teams?.length === 0 && <MenuItem disabled>{t('lists.noTeams')}</MenuItem>}
        {teams?.map((team) => (
          <MenuItem key={team.id} component={NavLink} to={`/teams/${team.id}`} onClick={() => setAnchor(null)}>
            {team.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
