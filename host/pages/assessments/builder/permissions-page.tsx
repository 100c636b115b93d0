import { Alert, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assessmentChildPath, type AssessmentRolePermission, type AssessmentUserPermission } from '../../../../core/domain/assessment-types';
import type { PermissionUpdate, RolePermissionCreate, UserPermissionCreate } from '../../../../core/domain/sharing-types';
import { HttpClient } from '../../../../core/services/http-client';
import { useService } from '../../../../sdk/services-context';
import { describeHttpError } from '../../../components/http-error-message';
import { ErrorState, PageLoading } from '../../../components/page-states';
import { PermissionGrants } from '../../../components/permission-grants';
import { useAsync } from '../../../components/use-async';
import { ROLES_PATH, USERS_PATH, type DirectoryRole, type DirectoryUser } from '../../../components/workspace-api';
import { useAssessment } from '../assessment-context';
import { RequirePermission } from '../require-permission';

/** /assessments/{id}/permissions: people and teams given read (answer), write (build) or admin (responses, permissions). */
export function AssessmentPermissionsPage() {
  return (
    <RequirePermission level="admin">
      <AssessmentPermissions />
    </RequirePermission>
  );
}

function AssessmentPermissions() {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const { assessment } = useAssessment();
  const path = (resource: 'user_permissions' | 'role_permissions', id?: number) => assessmentChildPath(assessment.id, resource, id);
  const data = useAsync(async (signal) => {
    const [users, roles, directory, teams] = await Promise.all([
      http.get<AssessmentUserPermission[]>(path('user_permissions'), { signal }),
      http.get<AssessmentRolePermission[]>(path('role_permissions'), { signal }),
      http.get<DirectoryUser[]>(USERS_PATH, { signal }),
      http.get<DirectoryRole[]>(ROLES_PATH, { signal }),
    ]);
    return { users, roles, directory, teams };
  }, [http, assessment.id]);
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
    <Stack spacing={3} sx={{ maxWidth: 860 }}>
      <Typography color="text.secondary">{t('assessments.permissions.intro')}</Typography>
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <PermissionGrants
        title={t('projectPage.perm.people')}
        emptyText={t('assessments.permissions.noPeople')}
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
        emptyText={t('assessments.permissions.noTeams')}
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
