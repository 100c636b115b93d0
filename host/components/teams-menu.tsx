import { useState } from 'react';
import { MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { DirectoryRole } from '../../core/domain/sharing-types';
import { CurrentUserStore } from '../../core/services/current-user-store';
import { HttpClient } from '../../core/services/http-client';
import { useObservable } from '../../sdk/use-observable';
import { useService } from '../../sdk/services-context';
import { NavMenu } from './nav-menu';

/**
 * "Teams" in the navigation: the teams the user belongs to (company admins see every team), each
 * opening /teams/:roleId. The teams are read when the menu opens, so the bar costs no request.
 */
export function TeamsMenu({ sx }: { sx?: object }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const users = useService(CurrentUserStore);
  const user = useObservable(users.user$, () => users.user);
  const [teams, setTeams] = useState<DirectoryRole[] | null>(null);

  const loadTeams = () => {
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
    <NavMenu label={t('lists.teams')} activePattern="/teams/:roleId" onOpen={loadTeams} sx={sx}>
      {(close) => [
        teams === null && <MenuItem key="loading" disabled>{t('common.loading')}</MenuItem>,
        teams?.length === 0 && <MenuItem key="none" disabled>{t('lists.noTeams')}</MenuItem>,
        ...(teams ?? []).map((team) => (
          <MenuItem key={team.id} component={NavLink} to={`/teams/${team.id}`} onClick={close}>
            {team.name}
          </MenuItem>
        )),
      ]}
    </NavMenu>
  );
}
