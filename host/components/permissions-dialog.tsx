import { useId, useState } from 'react';
import {
  Alert,
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Select,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslation } from 'react-i18next';
import type { PermissionKey } from '../../core/domain/permissions';
import { HttpClient } from '../../core/services/http-client';
import { useService } from '../../sdk/services-context';
import { describeHttpError } from './http-error-message';
import { PageLoading } from './page-states';
import { useAsync } from './use-async';
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

const LEVELS: readonly PermissionKey[] = ['read', 'write', 'admin'];

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
  const http = useService<HttpClient>(HttpClient);
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
  const [newUser, setNewUser] = useState<DirectoryUser | null>(null);
  const [newUserLevel, setNewUserLevel] = useState<PermissionKey>('read');
  const [newRole, setNewRole] = useState<DirectoryRole | null>(null);
  const [newRoleLevel, setNewRoleLevel] = useState<PermissionKey>('read');

  const change = (call: () => Promise<unknown>) => {
    setError(null);
    call()
      .then(() => data.reload())
      .catch((failure: unknown) => setError(describeHttpError(failure, t)));
  };
  const levelLabel = (level: PermissionKey) => t(`projectPage.perm.levels.${level}`);
  const levelSelect = (value: PermissionKey, label: string, onChange: (level: PermissionKey) => void) => (
    <Select
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value as PermissionKey)}
      inputProps={{ 'aria-label': label }}
      sx={{ minWidth: 120 }}
    >
      {LEVELS.map((level) => (
        <MenuItem key={level} value={level}>
          {levelLabel(level)}
        </MenuItem>
      ))}
    </Select>
  );

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
            <section aria-label={t('projectPage.perm.people')}>
              <Typography variant="subtitle1" component="h3">
                {t('projectPage.perm.people')}
              </Typography>
              {loaded.users.length === 0 && <Typography color="text.secondary">{t('projectPage.perm.noneDirect')}</Typography>}
              <List dense>
                {loaded.users.map((permission) => (
                  <ListItem
                    key={permission.id}
                    disableGutters
                    secondaryAction={
                      <IconButton
                        aria-label={t('projectPage.perm.remove', { name: permission.user.name })}
                        onClick={() => change(() => http.delete(api.userPermission(permission.id)))}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    }
                  >
                    <ListItemText primary={permission.user.name} secondary={permission.user.email} />
                    <span style={{ marginRight: 48 }}>
                      {levelSelect(permission.permission_key, t('projectPage.perm.levelOf', { name: permission.user.name }), (level) =>
                        change(() => http.put(api.userPermission(permission.id), { permission_key: level })),
                      )}
                    </span>
                  </ListItem>
                ))}
              </List>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                <Autocomplete
                  sx={{ flexGrow: 1 }}
                  size="small"
                  options={loaded.directory.filter((user) => !givenUsers.has(user.id))}
                  getOptionLabel={(user) => `${user.name} (${user.email})`}
                  value={newUser}
                  onChange={(_, user) => setNewUser(user)}
                  renderInput={(params) => <TextField {...params} label={t('projectPage.perm.pickUser')} />}
                />
                {levelSelect(newUserLevel, t('projectPage.perm.level'), setNewUserLevel)}
                <Button
                  variant="outlined"
                  disabled={!newUser}
                  onClick={() =>
                    newUser &&
                    change(async () => {
                      await http.post(api.userPermissions, { user_id: newUser.id, permission_key: newUserLevel });
                      setNewUser(null);
                    })
                  }
                >
                  {t('projectPage.perm.addUser')}
                </Button>
              </Stack>
            </section>

            <section aria-label={t('projectPage.perm.teams')}>
              <Typography variant="subtitle1" component="h3">
                {t('projectPage.perm.teams')}
              </Typography>
              {loaded.roles.length === 0 && <Typography color="text.secondary">{t('projectPage.perm.noneRoles')}</Typography>}
              <List dense>
                {loaded.roles.map((permission) => (
                  <ListItem
                    key={permission.id}
                    disableGutters
                    secondaryAction={
                      <IconButton
                        aria-label={t('projectPage.perm.remove', { name: permission.role.name })}
                        onClick={() => change(() => http.delete(api.rolePermission(permission.id)))}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    }
                  >
                    <ListItemText primary={permission.role.name} />
                    <span style={{ marginRight: 48 }}>
                      {levelSelect(permission.permission_key, t('projectPage.perm.levelOf', { name: permission.role.name }), (level) =>
                        change(() => http.put(api.rolePermission(permission.id), { permission_key: level })),
                      )}
                    </span>
                  </ListItem>
                ))}
              </List>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                <Autocomplete
                  sx={{ flexGrow: 1 }}
                  size="small"
                  options={loaded.teams.filter((role) => !givenRoles.has(role.id))}
                  getOptionLabel={(role) => role.name}
                  value={newRole}
                  onChange={(_, role) => setNewRole(role)}
                  renderInput={(params) => <TextField {...params} label={t('projectPage.perm.pickRole')} />}
                />
                {levelSelect(newRoleLevel, t('projectPage.perm.level'), setNewRoleLevel)}
                <Button
                  variant="outlined"
                  disabled={!newRole}
                  onClick={() =>
                    newRole &&
                    change(async () => {
                      await http.post(api.rolePermissions, { role_id: newRole.id, permission_key: newRoleLevel });
                      setNewRole(null);
                    })
                  }
                >
                  {t('projectPage.perm.addRole')}
                </Button>
              </Stack>
            </section>

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
