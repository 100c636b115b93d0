/** Creating an API key (name, access, expiry) and showing its secret the one time it is known. */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_ADMIN_PATHS } from '../../../core/domain/company-admin-paths';
import type { ApiKeyScope, CreatedApiKey } from '../../../core/domain/company-admin-types';
import { HttpClient } from '../../../core/services/http-client';
import { SuccessSnackbar } from '../../../core/services/success-snackbar';
import { useService } from '../../../sdk/services-context';
import { NameDialog } from '../../components/name-dialog';

const SCOPES: readonly ApiKeyScope[] = ['read', 'read_write'];

export function CreateApiKeyDialog({ open, onClose, onCreated }: { open: boolean; onClose(): void; onCreated(key: CreatedApiKey): void }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const [expires, setExpires] = useState('');
  return (
    <NameDialog
      open={open}
      title={t('companyAdmin.apiKeys.createTitle')}
      submitLabel={t('common.create')}
      onClose={onClose}
      after={
        <>
          <TextField select label={t('companyAdmin.apiKeys.scope')} value={scope} onChange={(e) => setScope(e.target.value as ApiKeyScope)}>
            {SCOPES.map((value) => <MenuItem key={value} value={value}>{t(`companyAdmin.apiKeys.scopes.${value}`)}</MenuItem>)}
          </TextField>
          <TextField
            type="date"
            label={t('companyAdmin.apiKeys.expiresAt')}
            value={expires}
            onChange={(e) => setExpires(e.target.value)}
            helperText={t('companyAdmin.apiKeys.expiresHelp')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </>
      }
      onSubmit={async (name) => {
        const expires_at = expires ? new Date(`${expires}T23:59:59`).toISOString() : null;
        onCreated(await http.post<CreatedApiKey>(COMPANY_ADMIN_PATHS.apiKeys, { name, scope, expires_at }));
      }}
    />
  );
}

export function ApiKeySecretDialog({ apiKey, onClose }: { apiKey: CreatedApiKey; onClose(): void }) {
  const { t } = useTranslation('host');
  const snackbar = useService(SuccessSnackbar);
  const titleId = useId();
  const copy = async () => {
    await navigator.clipboard.writeText(apiKey.secret);
    snackbar.show(t('companyAdmin.apiKeys.copied'));
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('companyAdmin.apiKeys.secretTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('companyAdmin.apiKeys.secretBody')}</DialogContentText>
        <Alert severity="info" icon={false} sx={{ mt: 2, fontFamily: 'monospace', wordBreak: 'break-all' }}>{apiKey.secret}</Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void copy()}>{t('companyAdmin.apiKeys.copy')}</Button>
        <Button variant="contained" onClick={onClose}>{t('companyAdmin.apiKeys.done')}</Button>
      </DialogActions>
    </Dialog>
  );
}
