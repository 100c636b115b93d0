import { useCallback, useState } from 'react';
import type { CurrentUser } from '../../../core/domain/api-types';
import type { DirectoryRole } from '../../../core/domain/sharing-types';
import { HttpClient } from '../../../core/services/http-client';
import { useService } from '../../../sdk/services-context';
import type { NavigationLink } from './navigation-entry';

/**
 * The teams the user belongs to (company admins and system admins see every team), each opening
 * /teams/:roleId. Null until `load` is called and answered.
 */
export function useTeamLinks(user: CurrentUser | null | undefined) {
  const http = useService(HttpClient);
  const [links, setLinks] = useState<NavigationLink[] | null>(null);
  const load = useCallback(() => {
    void http.get<DirectoryRole[]>('/api/roles.json', { skipStatusHandling: true }).then(
      (roles) => {
        const everyTeam = user?.company_role === 'admin' || user?.system_admin === true;
        const teams = everyTeam ? roles : roles.filter((role) => user && role.user_ids.includes(user.id));
        setLinks(teams.map((team) => ({ kind: 'link', label: team.name, to: `/teams/${team.id}` })));
      },
      () => setLinks([]),
    );
  }, [http, user]);
  return { links, load };
}
