import { useId, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PermissionKey } from '../../core/domain/permissions';
import { HttpClient } from '../../core/services/http-client';
import { forgetProjectMembers } from '../../sdk/members/project-members';
import { useService } from '../../sdk/services-context';
import { describeHttpError } from './http-error-message';
import { PageLoading } from './page-states';
import { PermissionGrants } from './permission-grants';
import { useAsync } from '../../sdk/ui/use-async';
import {
  projectApi,
  ROLES_PATH,
  USERS_PATH,
  type DirectoryRole,
  type DirectoryUser,
  type EffectivePermission,
  type RolePermission,
  type UserPermission,
} from './workspace-api';

interface Loaded {
  users: UserPermission[];
  roles: RolePermission[];
  effective: EffectivePermission[];
  directory: DirectoryUser[];
  teams: DirectoryRole[];
}

/**
 * Who may open the project and how far (project admins only): people and teams given read, write or
 * admin, and everyone's effective level with where it comes from. Changes apply on the next request.
 */
export function PermissionsDialog({ open, projectId, onClose }: { open: boolean; projectId: number; onClose(): void }) {
  const { t } = useTranslation('host');
  const titleId = useId();
  const http = useService(HttpClient);
  const api = projectApi(projectId);
  const data = useAsync(async (signal): Promise<Loaded> => {
    const [users, roles, effective, directory, teams] = await Promise.all([
      http.get<UserPermission[]>(api.userPermissions, { signal }),
      http.get<RolePermission[]>(api.rolePermissions, { signal }),
      http.get<EffectivePermission[]>(api.effectivePermissions, { signal }),
      http.get<DirectoryUser[]>(USERS_PATH, { signal }),
      http.get<DirectoryRole[]>(ROLES_PATH, { signal }),
    ]);
    return { users, roles, effective, directory, teams };
  }, [http, projectId]);
  const [error, setError] = useState<string | null>(null);

  /** Runs a change and reloads (user fields load the members again too); answers whether it was made (a failure shows above the sections). */
  const change = (call: () => Promise<unknown>): Promise<boolean> => {
    setError(null);
    return call()
      .then(() => {
        forgetProjectMembers(http, projectId);
        data.reload();
        return true;
      })
      .catch((failure: unknown) => {
        setError(describeHttpError(failure, t));
        return false;
      });
  };
  const levelLabel = (level: PermissionKey) => t(`projectPage.perm.levels.${level}`);

  const loaded = data.status === 'ready' ? data.data : null;
  const givenUsers = new Set(loaded?.users.map((p) => p.user_id));
  const givenRoles = new Set(loaded?.roles.map((p) => p.role_id));

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('projectPage.perm.title')}</DialogTitle>
      <DialogContent>
        {data.status === 'loading' && <PageLoading />}
        {data.status === 'error' && <Alert severity="error">{describeHttpError(data.error, t)}</Alert>}
        {error && (
          <Alert severity="error" onClose={() => setError(null)} sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {loaded && (
          <Stack spacing={3}>
            <PermissionGrants
              title={t('projectPage.perm.people')}
              emptyText={t('projectPage.perm.noneDirect')}
              grants={loaded.users.map((p) => ({ id: p.id, level: p.permission_key, name: p.user.name, detail: p.user.email }))}
              candidates={loaded.directory.filter((user) => !givenUsers.has(user.id))}
              candidateLabel={(user) => `${user.name} (${user.email})`}
              pickLabel={t('projectPage.perm.pickUser')}
              addLabel={t('projectPage.perm.addUser')}
              onChangeLevel={(grant, level) => void change(() => http.put(api.userPermission(grant.id), { permission_key: level }))}
              onRemove={(grant) => void change(() => http.delete(api.userPermission(grant.id)))}
              onAdd={(user, level) => change(() => http.post(api.userPermissions, { user_id: user.id, permission_key: level }))}
            />
            <PermissionGrants
              title={t('projectPage.perm.teams')}
              emptyText={t('projectPage.perm.noneRoles')}
              grants={loaded.roles.map((p) => ({ id: p.id, level: p.permission_key, name: p.role.name }))}
              candidates={loaded.teams.filter((role) => !givenRoles.has(role.id))}
              candidateLabel={(role) => role.name}
              pickLabel={t('projectPage.perm.pickRole')}
              addLabel={t('projectPage.perm.addRole')}
              onChangeLevel={(grant, level) => void change(() => http.put(api.rolePermission(grant.id), { permission_key: level }))}
              onRemove={(grant) => void change(() => http.delete(api.rolePermission(grant.id)))}
              onAdd={(role, level) => change(() => http.post(api.rolePermissions, { role_id: role.id, permission_key: level }))}
            />

            <section aria-label={t('projectPage.perm.effective')}>
              <Typography variant="subtitle1" component="h3">
                {t('projectPage.perm.effective')}
              </Typography>
              <List dense>
                {loaded.effective.map((entry) => (
                  <ListItem key={entry.user.id} disableGutters>
                    <ListItemText
                      primary={`${entry.user.name}: ${levelLabel(entry.level)}`}
                      secondary={`${entry.user.email ?? ''} · ${t(`projectPage.perm.sources.${entry.source}`)}`}
                    />
                  </ListItem>
                ))}
              </List>
            </section>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
