/** /company/api-keys: the company's API keys with their last use; create (secret shown once), revoke. */
import { Alert, Button, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_ADMIN_PATHS } from '../../../core/domain/company-admin-paths';
import type { CompanyApiKey, CreatedApiKey } from '../../../core/domain/company-admin-types';
import { HttpClient } from '../../../core/services/http-client';
import { SuccessSnackbar } from '../../../core/services/success-snackbar';
import { useService } from '../../../sdk/services-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { formatDateTime } from '../../components/format-date';
import { describeHttpError } from '../../components/http-error-message';
import { PageLoading } from '../../components/page-states';
import { useAsync } from '../../../sdk/ui/use-async';
import { useHeaderTitle } from '../../shell/header-bar';
import { ApiKeySecretDialog, CreateApiKeyDialog } from './api-key-dialogs';

export function CompanyApiKeysPage() {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const snackbar = useService(SuccessSnackbar);
  useHeaderTitle(t('companyAdmin.apiKeys.title'));
  const keys = useAsync((signal) => http.get<CompanyApiKey[]>(COMPANY_ADMIN_PATHS.apiKeys, { signal }), [http]);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<CompanyApiKey | null>(null);

  const statusOf = (key: CompanyApiKey) => {
    if (key.revoked_at) return t('companyAdmin.apiKeys.revokedOn', { date: formatDateTime(key.revoked_at) });
    if (key.expires_at && new Date(key.expires_at).getTime() <= Date.now()) return t('companyAdmin.apiKeys.expired');
    return t('companyAdmin.apiKeys.active');
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 1000 }}>
      <Typography color="text.secondary">{t('companyAdmin.apiKeys.intro')}</Typography>
      <Button variant="contained" sx={{ alignSelf: 'flex-start' }} onClick={() => setCreating(true)}>{t('companyAdmin.apiKeys.create')}</Button>
      {keys.status === 'loading' && <PageLoading />}
      {keys.status === 'error' && <Alert severity="error">{describeHttpError(keys.error, t)}</Alert>}
      {keys.status === 'ready' && (keys.data.length === 0 ? <Typography color="text.secondary">{t('companyAdmin.apiKeys.empty')}</Typography> : (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('companyAdmin.apiKeys.title')}>
            <TableHead>
              <TableRow>
                {(['name', 'prefix', 'scope', 'expiresAt', 'lastUsed', 'createdBy', 'status'] as const).map((column) => <TableCell key={column}>{t(`companyAdmin.apiKeys.${column}`)}</TableCell>)}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {keys.data.map((key) => (
                <TableRow key={key.id}>
                  <TableCell>{key.name}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{key.prefix}</TableCell>
                  <TableCell>{t(`companyAdmin.apiKeys.scopes.${key.scope}`)}</TableCell>
                  <TableCell>{formatDateTime(key.expires_at) ?? '—'}</TableCell>
                  <TableCell>{formatDateTime(key.last_used_at) ?? t('companyAdmin.apiKeys.never')}</TableCell>
                  <TableCell>{key.created_by_name ?? '—'}</TableCell>
                  <TableCell>{statusOf(key)}</TableCell>
                  <TableCell>
                    {!key.revoked_at && <Button size="small" color="error" onClick={() => setRevoking(key)}>{t('companyAdmin.apiKeys.revoke')}</Button>}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      ))}
      <CreateApiKeyDialog open={creating} onClose={() => setCreating(false)} onCreated={(key) => { setCreating(false); setCreated(key); keys.reload(); }} />
      {created && <ApiKeySecretDialog apiKey={created} onClose={() => setCreated(null)} />}
      <ConfirmDialog
        open={revoking !== null}
        title={t('companyAdmin.apiKeys.revokeTitle', { name: revoking?.name })}
        body={t('companyAdmin.apiKeys.revokeBody')}
        confirmLabel={t('companyAdmin.apiKeys.revoke')}
        onClose={() => setRevoking(null)}
        onConfirm={async () => {
          if (!revoking) return;
          await http.delete(COMPANY_ADMIN_PATHS.apiKey(revoking.id));
          snackbar.show(t('companyAdmin.apiKeys.revoked', { name: revoking.name }));
          setRevoking(null);
          keys.reload();
        }}
      />
    </Stack>
  );
}
