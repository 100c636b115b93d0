/**
 * One person of the company: role, restricted flag, licence, resend invitation, removal (each destructive
 * step confirmed, saying what it affects) and the audit entries about them.
 */
import { Alert, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_ADMIN_PATHS } from '../../../core/domain/company-admin-paths';
import type { CompanyUser, CompanyUserUpdate } from '../../../core/domain/company-admin-types';
import type { CompanyRole } from '../../../core/domain/company-role';
import { HttpClient } from '../../../core/services/http-client';
import { SuccessSnackbar } from '../../../core/services/success-snackbar';
import { useService } from '../../../sdk/services-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { describeHttpError } from '../../components/http-error-message';
import { AuditLogList } from './audit-log-list';
import { COMPANY_ROLES } from './invite-user-dialog';

type Confirming = 'removeLicence' | 'remove' | null;

export function CompanyUserDialog({ user, onClose, onChanged }: { user: CompanyUser; onClose(): void; onChanged(user: CompanyUser | null): void }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const snackbar = useService(SuccessSnackbar);
  const titleId = useId();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = user.name || user.email;

  const run = async (call: () => Promise<CompanyUser>, message?: string) => {
    setBusy(true);
    setError(null);
    try {
      onChanged(await call());
      if (message) snackbar.show(message);
    } catch (failure) {
      setError(describeHttpError(failure, t));
    } finally {
      setBusy(false);
    }
  };
  const update = (changes: CompanyUserUpdate) => run(() => http.put<CompanyUser>(COMPANY_ADMIN_PATHS.user(user.id), changes), t('companyAdmin.users.saved'));

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('companyAdmin.users.details', { name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography color="text.secondary">{user.email} · {t(`companyAdmin.users.statuses.${user.status}`)}</Typography>
          <TextField select label={t('companyAdmin.users.role')} value={user.company_role} disabled={busy} onChange={(e) => void update({ company_role: e.target.value as CompanyRole })}>
            {COMPANY_ROLES.map((role) => <MenuItem key={role} value={role}>{t(`companyAdmin.users.roles.${role}`)}</MenuItem>)}
          </TextField>
          <FormControlLabel
            control={<Checkbox checked={user.restricted} disabled={busy} onChange={(e) => void update({ restricted: e.target.checked })} />}
            label={t('companyAdmin.users.restricted')}
          />
          <Typography variant="body2" color="text.secondary">{t('companyAdmin.users.restrictedHelp')}</Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {user.has_licence ? (
              <Button variant="outlined" disabled={busy} onClick={() => setConfirming('removeLicence')}>{t('companyAdmin.users.removeLicence')}</Button>
            ) : (
              <Button variant="outlined" disabled={busy} onClick={() => void run(() => http.post<CompanyUser>(COMPANY_ADMIN_PATHS.user(user.id, 'add_licence')))}>
                {t('companyAdmin.users.addLicence')}
              </Button>
            )}
            {user.status === 'invited' && (
              <Button variant="outlined" disabled={busy} onClick={() => void run(() => http.post<CompanyUser>(COMPANY_ADMIN_PATHS.user(user.id, 'resend_invitation')), t('companyAdmin.users.resent', { email: user.email }))}>
                {t('companyAdmin.users.resend')}
              </Button>
            )}
            <Button color="error" disabled={busy} onClick={() => setConfirming('remove')}>{t('companyAdmin.users.remove')}</Button>
          </Stack>
          {error && <Alert severity="error">{error}</Alert>}
          <Typography variant="subtitle1" component="h3">{t('companyAdmin.audit.heading')}</Typography>
          <AuditLogList target={{ type: 'user', id: user.id }} reloadKey={user} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
      <ConfirmDialog
        open={confirming === 'removeLicence'}
        title={t('companyAdmin.users.removeLicenceTitle', { name })}
        body={t('companyAdmin.users.removeLicenceBody', { name })}
        confirmLabel={t('companyAdmin.users.removeLicence')}
        onClose={() => setConfirming(null)}
        onConfirm={async () => {
          onChanged(await http.post<CompanyUser>(COMPANY_ADMIN_PATHS.user(user.id, 'remove_licence')));
          setConfirming(null);
        }}
      />
      <ConfirmDialog
        open={confirming === 'remove'}
        title={t('companyAdmin.users.removeTitle', { name })}
        body={t('companyAdmin.users.removeBody', { name })}
        confirmLabel={t('companyAdmin.users.remove')}
        onClose={() => setConfirming(null)}
        onConfirm={async () => {
          await http.put<CompanyUser>(COMPANY_ADMIN_PATHS.user(user.id), { removed: true });
          snackbar.show(t('companyAdmin.users.removed', { name }));
          onChanged(null);
          onClose();
        }}
      />
    </Dialog>
  );
}
