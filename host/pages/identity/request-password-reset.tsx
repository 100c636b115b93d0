import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { HttpClient } from '../../../core/services/http-client';
import { useService } from '../../../sdk/services-context';
import { requestPasswordReset } from './identity-api';
import { identityErrorMessage } from './identity-errors';
import { IdentityPanel } from './identity-panel';

/** Asks for a reset link by email; the answer reads the same whether or not the address has an account. */
export function RequestPasswordReset() {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setFailure(t('identity.reset.emailRequired'));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await requestPasswordReset(http, email.trim());
      setSentTo(email.trim());
    } catch (error) {
      setFailure(identityErrorMessage(error, t));
    }
    setBusy(false);
  };

  return (
    <IdentityPanel title={t('identity.reset.title')}>
      {sentTo !== null ? (
        <Alert severity="success" role="status">
          {t('identity.reset.requested', { email: sentTo })}
        </Alert>
      ) : (
        <Stack component="form" spacing={2.5} onSubmit={submit} noValidate>
          <Typography color="text.secondary">{t('identity.reset.requestIntro')}</Typography>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <TextField
            label={t('identity.email')}
            type="email"
            autoComplete="username"
            autoFocus
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" variant="contained" size="large" loading={busy}>
            {t('identity.reset.requestSubmit')}
          </Button>
        </Stack>
      )}
    </IdentityPanel>
  );
}
