import { Alert, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Id } from '../../core/domain/id';
import type { PermissionKey } from '../../core/domain/permissions';
import type { PermissionUpdate, RolePermissionCreate, UserPermissionCreate } from '../../core/domain/sharing-types';
import { HttpClient } from '../../core/services/http-client';
import { useService } from '../../sdk/services-context';
import { describeHttpError } from './http-error-message';
import { ErrorState, PageLoading } from './page-states';
import { PermissionGrants } from './permission-grants';
import { useAsync } from '../../sdk/ui/use-async';
import { ROLES_PATH, USERS_PATH, type DirectoryRole, type DirectoryUser } from './workspace-api';

export type PermissionResource = 'user_permissions' | 'role_permissions';

interface UserGrant {
  id: Id;
  user_id: Id;
  user: { name: string; email: string };
  permission_key: PermissionKey;
}
interface RoleGrant {
  id: Id;
  role_id: Id;
  role: { name: string };
  permission_key: PermissionKey;
}

export interface ItemPermissionsProps {
  /** The API path of the item's user or role permissions, or of one of them. */
  path(resource: PermissionResource, id?: Id): string;
  noPeople: string;
  noTeams: string;
}

/**
 * The people and teams given read, write or admin on one item (an assessment, a data catalog): its
 * user_permissions and role_permissions, each grant changed or removed in place and new ones added from the
 * company's directory. Only the item's admins reach this; the server checks on every call.
 */
export function ItemPermissions({ path, noPeople, noTeams }: ItemPermissionsProps) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const usersPath = path('user_permissions');
  const rolesPath = path('role_permissions');
  const data = useAsync(async (signal) => {
    const [users, roles, directory, teams] = await Promise.all([
      http.get<UserGrant[]>(usersPath, { signal }),
      http.get<RoleGrant[]>(rolesPath, { signal }),
      http.get<DirectoryUser[]>(USERS_PATH, { signal }),
      http.get<DirectoryRole[]>(ROLES_PATH, { signal }),
    ]);
    return { users, roles, directory, teams };
  }, [http, usersPath, rolesPath]);
  const [error, setError] = useState<string | null>(null);
  const change = (call: () => Promise<unknown>): Promise<boolean> => {
    setError(null);
    return call().then(
      () => {
        data.reload();
        return true;
      },
      (failure: unknown) => {
        setError(describeHttpError(failure, t));
        return false;
      },
    );
  };

  if (data.status === 'loading') return <PageLoading />;
  if (data.status === 'error') return <ErrorState message={describeHttpError(data.error, t)} onRetry={data.reload} />;
  const { users, roles, directory, teams } = data.data;
  const givenUsers = new Set(users.map((grant) => grant.user_id));
  const givenRoles = new Set(roles.map((grant) => grant.role_id));
  return (
    <Stack spacing={3}>
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <PermissionGrants
        title={t('projectPage.perm.people')}
        emptyText={noPeople}
        grants={users.map((grant) => ({ id: grant.id, level: grant.permission_key, name: grant.user.name, detail: grant.user.email }))}
        candidates={directory.filter((user) => !givenUsers.has(user.id))}
        candidateLabel={(user) => `${user.name} (${user.email})`}
        pickLabel={t('projectPage.perm.pickUser')}
        addLabel={t('projectPage.perm.addUser')}
        onChangeLevel={(grant, level) => void change(() => http.put(path('user_permissions', grant.id), { permission_key: level } satisfies PermissionUpdate))}
        onRemove={(grant) => void change(() => http.delete(path('user_permissions', grant.id)))}
        onAdd={(user, level) => change(() => http.post(path('user_permissions'), { user_id: user.id, permission_key: level } satisfies UserPermissionCreate))}
      />
      <PermissionGrants
        title={t('projectPage.perm.teams')}
        emptyText={noTeams}
        grants={roles.map((grant) => ({ id: grant.id, level: grant.permission_key, name: grant.role.name }))}
        candidates={teams.filter((team) => !givenRoles.has(team.id))}
        candidateLabel={(team) => team.name}
        pickLabel={t('projectPage.perm.pickRole')}
        addLabel={t('projectPage.perm.addRole')}
        onChangeLevel={(grant, level) => void change(() => http.put(path('role_permissions', grant.id), { permission_key: level } satisfies PermissionUpdate))}
        onRemove={(grant) => void change(() => http.delete(path('role_permissions', grant.id)))}
        onAdd={(team, level) => change(() => http.post(path('role_permissions'), { role_id: team.id, permission_key: level } satisfies RolePermissionCreate))}
      />
    </Stack>
  );
}
