import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslation } from 'react-i18next';
import { providerSignInPath, type CompanyProvider, type ProviderDiscoveryCheck } from '../../../core/domain/company-providers';
import { HttpClient } from '../../../core/services/http-client';
import { SuccessSnackbar } from '../../../core/services/success-snackbar';
import { useService } from '../../../sdk/services-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { describeHttpError } from '../../components/http-error-message';
import { PageLoading } from '../../components/page-states';
import { useAsync } from '../../../sdk/ui/use-async';
import { CompanyProviderDialog } from './company-provider-dialog';
import { checkProviderDiscovery, deleteCompanyProvider, listCompanyProviders } from './company-providers-api';

type Editing = { provider: CompanyProvider | null } | null;
type CheckResult = { providerId: number } & ({ check: ProviderDiscoveryCheck } | { failure: unknown });

/**
 * A company's OpenID Connect providers on the system admin's company page: the list with each provider's
 * sign-in link to give people, add and edit in a dialog, delete after confirming, and "Test discovery".
 * A company has a handful of providers and the API answers them all, so this is a plain table.
 */
export function CompanyProvidersSection({ companyId }: { companyId: number }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const snackbar = useService(SuccessSnackbar);
  const providers = useAsync((signal) => listCompanyProviders(http, companyId, signal), [companyId]);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CompanyProvider | null>(null);
  const [checking, setChecking] = useState<number | null>(null);
  const [checkResult, setCheckResult] = useState<CheckResult | null>(null);

  const signInUrl = (provider: CompanyProvider) => `${window.location.origin}${providerSignInPath(provider.id)}`;
  const copy = async (provider: CompanyProvider) => {
    await navigator.clipboard.writeText(signInUrl(provider));
    snackbar.show(t('oidc.admin.copied'));
  };
  const check = async (provider: CompanyProvider) => {
    setChecking(provider.id);
    setCheckResult(null);
    try {
      setCheckResult({ providerId: provider.id, check: await checkProviderDiscovery(http, companyId, provider.id) });
    } catch (failure) {
      setCheckResult({ providerId: provider.id, failure });
    } finally {
      setChecking(null);
    }
  };
  const saved = () => {
    setEditing(null);
    snackbar.show(t('oidc.admin.saved'));
    providers.reload();
  };
  const remove = async (provider: CompanyProvider) => {
    await deleteCompanyProvider(http, companyId, provider.id);
    setDeleting(null);
    snackbar.show(t('oidc.admin.deleted'));
    providers.reload();
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="company-providers-heading" sx={{ p: 3 }}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id="company-providers-heading" variant="h6" component="h2">
            {t('oidc.admin.title')}
          </Typography>
          <Button variant="contained" onClick={() => setEditing({ provider: null })}>
            {t('oidc.admin.add')}
          </Button>
        </Stack>
        <Typography color="text.secondary">{t('oidc.admin.intro')}</Typography>
        {providers.status === 'loading' && <PageLoading />}
        {providers.status === 'error' && <Alert severity="error">{describeHttpError(providers.error, t)}</Alert>}
        {providers.status === 'ready' && providers.data.length === 0 && <Typography>{t('oidc.admin.none')}</Typography>}
        {providers.status === 'ready' && providers.data.length > 0 && (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('oidc.admin.label')}</TableCell>
                <TableCell>{t('oidc.admin.issuerUrl')}</TableCell>
                <TableCell>{t('oidc.admin.signInLink')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {providers.data.map((provider) => (
                <TableRow key={provider.id}>
                  <TableCell>
                    {provider.label}{' '}
                    <Chip size="small" label={provider.active ? t('oidc.admin.active') : t('oidc.admin.inactive')} color={provider.active ? 'success' : 'default'} />
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{provider.issuer_url}</TableCell>
                  <TableCell>
                    <Box component="code" sx={{ wordBreak: 'break-all' }}>{signInUrl(provider)}</Box>
                    <Tooltip title={t('oidc.admin.copyLink')}>
                      <IconButton size="small" aria-label={t('oidc.admin.copyLink')} onClick={() => void copy(provider)}>
                        <ContentCopyIcon fontSize="inherit" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button size="small" onClick={() => void check(provider)} loading={checking === provider.id}>
                      {t('oidc.admin.test')}
                    </Button>
                    <Button size="small" onClick={() => setEditing({ provider })}>
                      {t('oidc.admin.edit')}
                    </Button>
                    <Button size="small" color="error" onClick={() => setDeleting(provider)}>
                      {t('oidc.admin.delete')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {checkResult && <DiscoveryResult result={checkResult} />}
      </Stack>
      {editing && (
        <CompanyProviderDialog companyId={companyId} provider={editing.provider} onSaved={saved} onClose={() => setEditing(null)} />
      )}
      {deleting && (
        <ConfirmDialog
          open
          title={t('oidc.admin.deleteTitle', { label: deleting.label })}
          body={t('oidc.admin.deleteBody')}
          confirmLabel={t('oidc.admin.delete')}
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </Paper>
  );
}

function DiscoveryResult({ result }: { result: CheckResult }) {
  const { t } = useTranslation('host');
  if ('failure' in result) return <Alert severity="error">{describeHttpError(result.failure, t)}</Alert>;
  const { check } = result;
  return check.ok
    ? <Alert severity="success">{t('oidc.admin.checkOk', { issuer: check.issuer })}</Alert>
    : <Alert severity="error">{check.problem}</Alert>;
}
