/**
 * /admin/user/{userId}: one person for the system admin: name, email, company role, teams of their
 * company, system admin and restricted flags (nobody takes away their own system admin flag), the profile
 * image, resending a pending invitation, removing them from their company, and the audit entries about them.
 */
import { Alert, Button, Checkbox, FormControl, FormControlLabel, FormHelperText, InputLabel, ListItemText, MenuItem, Paper, Select, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_ROLES, type AdminTeam, type AdminUser, type AdminUserUpdate } from '../../../../core/domain/admin-accounts';
import { CurrentUserStore } from '../../../../core/services/current-user-store';
import { HttpClient } from '../../../../core/services/http-client';
import { SuccessSnackbar } from '../../../../core/services/success-snackbar';
import { useService } from '../../../../sdk/services-context';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { describeHttpError, fieldError } from '../../../components/http-error-message';
import { ErrorState, PageLoading } from '../../../components/page-states';
import { useAsync } from '../../../../sdk/ui/use-async';
import { useRouteIds } from '../../../components/use-route-ids';
import { useHeaderTitle } from '../../../shell/header-bar';
import { AccountImageField } from './account-image-field';
import { adminAccountsPaths } from './admin-accounts-paths';
import { AuditLogTable } from './audit-log-table';
import { refusalText } from './refusal-text';

export function AdminUserPage() {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const userId = useRouteIds().twins.userIdInt;
  const user = useAsync((signal) => http.get<AdminUser>(adminAccountsPaths.user(userId), { signal }), [http, userId]);
  useHeaderTitle(user.status === 'ready' ? user.data.name || user.data.email : t('systemAccounts.user.loading'));
  const [changes, setChanges] = useState(0);
  if (user.status === 'loading') return <PageLoading label={t('systemAccounts.user.loading')} />;
  if (user.status === 'error') return <ErrorState message={describeHttpError(user.error, t)} onRetry={user.reload} />;
  const changed = () => {
    setChanges((count) => count + 1);
    user.reload();
  };
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <UserForm key={user.data.id} user={user.data} onSaved={changed} />
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack spacing={3}>
          <AccountImageField
            heading={t('systemAccounts.user.profileImage')}
            image={user.data.profile_image}
            uploadUrl={adminAccountsPaths.uploadProfileImage(user.data.id)}
            removeUrl={adminAccountsPaths.removeProfileImage(user.data.id)}
            onChanged={changed}
          />
          {user.data.status === 'invited' && <InvitationNotice userId={user.data.id} onSent={changed} />}
          <RemoveFromCompany user={user.data} onRemoved={changed} />
        </Stack>
      </Paper>
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          {t('systemAccounts.user.audit')}
        </Typography>
        <AuditLogTable url={adminAccountsPaths.userAudit(user.data.id)} label={t('systemAccounts.user.audit')} reloadKey={changes} />
      </Stack>
    </Stack>
  );
}

function UserForm({ user, onSaved }: { user: AdminUser; onSaved(): void }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const snackbar = useService(SuccessSnackbar);
  const currentUser = useService(CurrentUserStore);
  const isSelf = currentUser.user?.id === user.id;
  const teams = useAsync((signal) => http.get<AdminTeam[]>(adminAccountsPaths.teams(user.company.id), { signal }), [http, user.company.id]);
  const [form, setForm] = useState<Required<AdminUserUpdate>>({
    name: user.name,
    email: user.email,
    company_role: user.company_role,
    role_ids: user.role_ids,
    system_admin: user.system_admin,
    restricted: user.restricted,
  });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const set = (change: AdminUserUpdate) => setForm((current) => ({ ...current, ...change }));
  const teamNames = new Map(teams.status === 'ready' ? teams.data.map((team) => [team.id, team.name]) : []);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await http.put(adminAccountsPaths.user(user.id), { ...form, name: form.name.trim(), email: form.email.trim() });
      snackbar.show(t('systemAccounts.user.saved'));
      onSaved();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack component="form" spacing={2} onSubmit={save} noValidate sx={{ maxWidth: 480 }}>
        <Typography color="text.secondary">{user.company.name}</Typography>
        <TextField label={t('systemAccounts.user.name')} value={form.name} onChange={(event) => set({ name: event.target.value })} />
        <TextField
          label={t('systemAccounts.user.email')}
          type="email"
          value={form.email}
          onChange={(event) => set({ email: event.target.value })}
          error={!!fieldError(failure, 'email', t)}
          helperText={fieldError(failure, 'email', t)}
          required
        />
        <TextField select label={t('systemAccounts.user.role')} value={form.company_role} onChange={(event) => set({ company_role: event.target.value as AdminUser['company_role'] })}>
          {COMPANY_ROLES.map((role) => (
            <MenuItem key={role} value={role}>
              {t(`systemAccounts.users.roles.${role}`)}
            </MenuItem>
          ))}
        </TextField>
        <FormControl>
          <InputLabel id={`teams-${user.id}`}>{t('systemAccounts.user.teams')}</InputLabel>
          <Select<number[]>
            labelId={`teams-${user.id}`}
            label={t('systemAccounts.user.teams')}
            multiple
            value={form.role_ids}
            onChange={(event) => set({ role_ids: event.target.value as number[] })}
            renderValue={(ids) => ids.map((id) => teamNames.get(id) ?? `#${id}`).join(', ')}
          >
            {(teams.status === 'ready' ? teams.data : []).map((team) => (
              <MenuItem key={team.id} value={team.id}>
                <Checkbox checked={form.role_ids.includes(team.id)} />
                <ListItemText primary={team.name} />
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl>
          <FormControlLabel
            control={<Checkbox checked={form.system_admin} onChange={(event) => set({ system_admin: event.target.checked })} disabled={isSelf && user.system_admin} />}
            label={t('systemAccounts.user.systemAdmin')}
          />
          {isSelf && user.system_admin && <FormHelperText>{t('systemAccounts.user.ownSystemAdmin')}</FormHelperText>}
        </FormControl>
        <FormControlLabel control={<Checkbox checked={form.restricted} onChange={(event) => set({ restricted: event.target.checked })} />} label={t('systemAccounts.user.restricted')} />
        {failure !== null && !fieldError(failure, 'email', t) && <Alert severity="error">{refusalText(failure, t)}</Alert>}
        <div>
          <Button type="submit" variant="contained" loading={busy} disabled={!form.email.trim()}>
            {t('common.save')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}

/** Taking the person out of their company, after saying what follows; not for oneself, nor twice. */
function RemoveFromCompany({ user, onRemoved }: { user: AdminUser; onRemoved(): void }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const users = useService(CurrentUserStore);
  const [confirming, setConfirming] = useState(false);
  if (user.status === 'removed') return <Typography color="text.secondary">{t('systemAccounts.user.removed')}</Typography>;
  if (users.user?.id === user.id) return null;
  const words = { name: user.name || user.email, company: user.company.name };
  return (
    <div>
      <Button color="error" onClick={() => setConfirming(true)}>
        {t('systemAccounts.user.remove', words)}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('systemAccounts.user.removeTitle', words)}
        body={t('systemAccounts.user.removeBody', words)}
        confirmLabel={t('systemAccounts.user.remove', words)}
        describeError={(failure) => refusalText(failure, t)}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          await http.put(adminAccountsPaths.removeCompanyUser(user.company.id, user.id), { removed: true });
          setConfirming(false);
          onRemoved();
        }}
      />
    </div>
  );
}

function InvitationNotice({ userId, onSent }: { userId: number; onSent(): void }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const snackbar = useService(SuccessSnackbar);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const resend = async () => {
    setBusy(true);
    setError(null);
    try {
      await http.post(adminAccountsPaths.resendInvitation(userId));
      snackbar.show(t('systemAccounts.user.resent'));
      onSent();
    } catch (failure) {
      setError(refusalText(failure, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        {t('systemAccounts.user.invitation')}
      </Typography>
      <Typography color="text.secondary">{t('systemAccounts.user.invited')}</Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <div>
        <Button onClick={() => void resend()} loading={busy}>
          {t('systemAccounts.user.resend')}
        </Button>
      </div>
    </Stack>
  );
}
