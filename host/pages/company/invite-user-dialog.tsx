/** Invite someone by email: name, email, role and whether they get a licence (POST /api/company_admin/users). */
import { Alert, Checkbox, Dialog, DialogContent, DialogTitle, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_ADMIN_PATHS } from '../../../core/domain/company-admin-paths';
import type { CompanyUser, CompanyUserInvite } from '../../../core/domain/company-admin-types';
import type { CompanyRole } from '../../../core/domain/company-role';
import { HttpClient } from '../../../core/services/http-client';
import { SuccessSnackbar } from '../../../core/services/success-snackbar';
import { useService } from '../../../sdk/services-context';
import { DialogButtons } from '../../components/dialog-buttons';
import { describeHttpError, fieldError } from '../../components/http-error-message';

export const COMPANY_ROLES: readonly CompanyRole[] = ['admin', 'member', 'reader'];

export function InviteUserDialog({ open, onClose, onInvited }: { open: boolean; onClose(): void; onInvited(): void }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {open && <InviteForm titleId={titleId} onClose={onClose} onInvited={onInvited} />}
    </Dialog>
  );
}

function InviteForm({ titleId, onClose, onInvited }: { titleId: string; onClose(): void; onInvited(): void }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const snackbar = useService(SuccessSnackbar);
  const [invite, setInvite] = useState<CompanyUserInvite>({ name: '', email: '', company_role: 'member', has_licence: true });
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const user = await http.post<CompanyUser>(COMPANY_ADMIN_PATHS.users, { ...invite, name: invite.name.trim(), email: invite.email.trim() });
      snackbar.show(t('companyAdmin.users.invited', { email: user.email }));
      onInvited();
      onClose();
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  };
  const onField = (field: string) => fieldError(error, field, t);
  const other = error && !onField('name') && !onField('email') ? describeHttpError(error, t) : null;
  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id={titleId}>{t('companyAdmin.users.inviteTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label={t('companyAdmin.users.name')} value={invite.name} required autoFocus onChange={(e) => setInvite({ ...invite, name: e.target.value })} error={!!onField('name')} helperText={onField('name')} />
          <TextField label={t('companyAdmin.users.email')} type="email" value={invite.email} required onChange={(e) => setInvite({ ...invite, email: e.target.value })} error={!!onField('email')} helperText={onField('email')} />
          <TextField select label={t('companyAdmin.users.role')} value={invite.company_role} onChange={(e) => setInvite({ ...invite, company_role: e.target.value as CompanyRole })}>
            {COMPANY_ROLES.map((role) => <MenuItem key={role} value={role}>{t(`companyAdmin.users.roles.${role}`)}</MenuItem>)}
          </TextField>
          <FormControlLabel control={<Checkbox checked={invite.has_licence} onChange={(e) => setInvite({ ...invite, has_licence: e.target.checked })} />} label={t('companyAdmin.users.withLicence')} />
          {other && <Alert severity="error">{other}</Alert>}
        </Stack>
      </DialogContent>
      <DialogButtons onCancel={onClose} busy={busy} submitLabel={t('companyAdmin.users.sendInvite')} />
    </form>
  );
}
