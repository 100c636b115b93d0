import { useId, useState, type FormEvent } from 'react';
import { Alert, Checkbox, Dialog, DialogContent, DialogTitle, FormControlLabel, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_MATCH_CLAIM,
  DEFAULT_PROVIDER_SCOPES,
  issuerUrlProblem,
  type CompanyProvider,
  type CompanyProviderInput,
} from '../../../core/domain/company-providers';
import { OAUTH_REDIRECT_PATH } from '../../../core/domain/app-paths';
import { HttpClient } from '../../../core/services/http-client';
import { useService } from '../../../sdk/services-context';
import { DialogButtons } from '../../components/dialog-buttons';
import { describeHttpError, fieldError } from '../../components/http-error-message';
import { saveCompanyProvider } from './company-providers-api';

interface ProviderForm {
  label: string;
  issuer_url: string;
  client_id: string;
  client_secret: string;
  remove_secret: boolean;
  scopes: string;
  match_claim: string;
  create_unknown_users: boolean;
  active: boolean;
}

function formOf(provider: CompanyProvider | null): ProviderForm {
  return {
    label: provider?.label ?? '',
    issuer_url: provider?.issuer_url ?? '',
    client_id: provider?.client_id ?? '',
    client_secret: '',
    remove_secret: false,
    scopes: provider?.scopes ?? DEFAULT_PROVIDER_SCOPES,
    match_claim: provider?.match_claim ?? DEFAULT_MATCH_CLAIM,
    create_unknown_users: provider?.create_unknown_users ?? false,
    active: provider?.active ?? true,
  };
}

/** The secret is write-only: sent only when typed (or removed on purpose), so saving keeps a stored one. */
function inputOf(form: ProviderForm): CompanyProviderInput {
  const { client_secret, remove_secret, ...rest } = form;
  const secret = remove_secret ? { client_secret: '' } : client_secret ? { client_secret } : {};
  return { ...rest, label: rest.label.trim(), issuer_url: rest.issuer_url.trim(), client_id: rest.client_id.trim(), ...secret };
}

/** Adds a company's sign-in provider (`provider` null) or edits one. */
export function CompanyProviderDialog(props: {
  companyId: number;
  provider: CompanyProvider | null;
  onSaved(provider: CompanyProvider): void;
  onClose(): void;
}) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const titleId = useId();
  const [form, setForm] = useState(() => formOf(props.provider));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [missing, setMissing] = useState(false);
  const issuerProblem = form.issuer_url.trim() ? issuerUrlProblem(form.issuer_url.trim()) : null;
  const change = <K extends keyof ProviderForm>(key: K, value: ProviderForm[K]) => setForm((current) => ({ ...current, [key]: value }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const incomplete = !form.label.trim() || !form.issuer_url.trim() || !form.client_id.trim();
    setMissing(incomplete);
    if (incomplete || issuerProblem) return;
    setBusy(true);
    setFailure(null);
    try {
      props.onSaved(await saveCompanyProvider(http, props.companyId, props.provider?.id ?? null, inputOf(form)));
    } catch (error) {
      setFailure(error);
      setBusy(false);
    }
  };

  const serverProblem = (field: string) => fieldError(failure, field, t);
  const secretHelp = props.provider?.has_client_secret ? t('oidc.admin.clientSecretKept') : t('oidc.admin.clientSecretNone');
  return (
    <Dialog open onClose={busy ? undefined : props.onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{props.provider ? t('oidc.admin.editTitle') : t('oidc.admin.addTitle')}</DialogTitle>
      <form onSubmit={save} noValidate>
        <DialogContent>
          <Stack spacing={2}>
            <Alert severity="info">{t('oidc.admin.redirectUriHint', { uri: `${window.location.origin}${OAUTH_REDIRECT_PATH}` })}</Alert>
            <TextField label={t('oidc.admin.label')} required value={form.label} onChange={(e) => change('label', e.target.value)}
              helperText={serverProblem('label') ?? t('oidc.admin.labelHelp')} error={!!serverProblem('label')} />
            <TextField label={t('oidc.admin.issuerUrl')} required value={form.issuer_url} onChange={(e) => change('issuer_url', e.target.value)}
              helperText={issuerProblem ?? serverProblem('issuer_url') ?? t('oidc.admin.issuerHelp')} error={!!(issuerProblem ?? serverProblem('issuer_url'))} />
            <TextField label={t('oidc.admin.clientId')} required value={form.client_id} onChange={(e) => change('client_id', e.target.value)} />
            <TextField label={t('oidc.admin.clientSecret')} type="password" autoComplete="new-password" value={form.client_secret}
              disabled={form.remove_secret} onChange={(e) => change('client_secret', e.target.value)} helperText={secretHelp} />
            {props.provider?.has_client_secret && (
              <FormControlLabel label={t('oidc.admin.removeSecret')}
                control={<Checkbox checked={form.remove_secret} onChange={(e) => change('remove_secret', e.target.checked)} />} />
            )}
            <TextField label={t('oidc.admin.scopes')} value={form.scopes} onChange={(e) => change('scopes', e.target.value)}
              helperText={serverProblem('scopes') ?? t('oidc.admin.scopesHelp')} error={!!serverProblem('scopes')} />
            <TextField label={t('oidc.admin.matchClaim')} value={form.match_claim} onChange={(e) => change('match_claim', e.target.value)}
              helperText={serverProblem('match_claim') ?? ' '} error={!!serverProblem('match_claim')} />
            <FormControlLabel label={t('oidc.admin.createUnknownUsers')}
              control={<Checkbox checked={form.create_unknown_users} onChange={(e) => change('create_unknown_users', e.target.checked)} />} />
            <FormControlLabel label={t('oidc.admin.active')}
              control={<Checkbox checked={form.active} onChange={(e) => change('active', e.target.checked)} />} />
            {missing && <Alert severity="error">{t('oidc.admin.missingFields')}</Alert>}
            {failure !== null && <Alert severity="error">{describeHttpError(failure, t)}</Alert>}
          </Stack>
        </DialogContent>
        <DialogButtons onCancel={props.onClose} busy={busy} submitLabel={t('common.save')} />
      </form>
    </Dialog>
  );
}
