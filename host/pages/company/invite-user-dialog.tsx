/** Invite someone by email: name, email, role and whether they get a licence (POST /api/company_admin/users). */
import { Checkbox, FormControlLabel, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_ADMIN_PATHS } from '../../../core/domain/company-admin-paths';
import type { CompanyUser, CompanyUserInvite } from '../../../core/domain/company-admin-types';
import type { CompanyRole } from '../../../core/domain/company-role';
import { HttpClient } from '../../../core/services/http-client';
import { SuccessSnackbar } from '../../../core/services/success-snackbar';
import { useService } from '../../../sdk/services-context';
import { FormDialog } from '../../components/form-dialog';

export const COMPANY_ROLES: readonly CompanyRole[] = ['admin', 'member', 'reader'];

export function InviteUserDialog({ open, onClose, onInvited }: { open: boolean; onClose(): void; onInvited(): void }) {
  return open ? <InviteForm onClose={onClose} onInvited={onInvited} /> : null;
}

function InviteForm({ onClose, onInvited }: { onClose(): void; onInvited(): void }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const snackbar = useService(SuccessSnackbar);
  const [invite, setInvite] = useState<CompanyUserInvite>({ name: '', email: '', company_role: 'member', has_licence: true });
  const send = async () => {
    const user = await http.post<CompanyUser>(COMPANY_ADMIN_PATHS.users, { ...invite, name: invite.name.trim(), email: invite.email.trim() });
    snackbar.show(t('companyAdmin.users.invited', { email: user.email }));
    onInvited();
    onClose();
  };
  return (
    <FormDialog title={t('companyAdmin.users.inviteTitle')} submitLabel={t('companyAdmin.users.sendInvite')} fields={['name', 'email']} onSubmit={send} onClose={onClose}>
      {(form) => (
        <>
          <TextField label={t('companyAdmin.users.name')} value={invite.name} required onChange={(e) => setInvite({ ...invite, name: e.target.value })} error={!!form.fieldError('name')} helperText={form.fieldError('name')} />
          <TextField label={t('companyAdmin.users.email')} type="email" value={invite.email} required onChange={(e) => setInvite({ ...invite, email: e.target.value })} error={!!form.fieldError('email')} helperText={form.fieldError('email')} />
          <TextField select label={t('companyAdmin.users.role')} value={invite.company_role} onChange={(e) => setInvite({ ...invite, company_role: e.target.value as CompanyRole })}>
            {COMPANY_ROLES.map((role) => <MenuItem key={role} value={role}>{t(`companyAdmin.users.roles.${role}`)}</MenuItem>)}
          </TextField>
          <FormControlLabel control={<Checkbox checked={invite.has_licence} onChange={(e) => setInvite({ ...invite, has_licence: e.target.checked })} />} label={t('companyAdmin.users.withLicence')} />
        </>
      )}
    </FormDialog>
  );
}
