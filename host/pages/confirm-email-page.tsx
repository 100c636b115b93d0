import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { CurrentUserStore } from '../../core/services/current-user-store';
import { HttpClient } from '../../core/services/http-client';
import { useService } from '../../sdk/services-context';
import { describeHttpError } from '../components/http-error-message';
import { profileApi, serverReason } from './profile/profile-api';

/**
 * /confirm-email?token=...: the link mailed to a new address. Public, as the mail may be opened in another
 * browser. The address changes on a click, not on opening the page, so a mail scanner that fetches links
 * does not use the link up.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const users = useService(CurrentUserStore);
  const token = useSearchParams()[0].get('token');
  const [busy, setBusy] = useState(false);
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(token ? null : t('profile.confirmEmail.missing'));

  const confirm = async () => {
    if (!token) return;
    setBusy(true);
    setError(null);
    try {
      const { email } = await profileApi.confirmEmail(http, token);
      setConfirmed(email);
      if (users.user) await users.load();
    } catch (failure) {
      setError(serverReason(failure) ?? describeHttpError(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 8, px: 2, maxWidth: 560, mx: 'auto' }}>
      <Typography variant="h4" component="h1">
        {t('profile.confirmEmail.title')}
      </Typography>
      {confirmed ? (
        <Alert severity="success" role="status">
          {t('profile.confirmEmail.confirmed', { email: confirmed })}
        </Alert>
      ) : (
        token && (
          <Button variant="contained" loading={busy} onClick={() => void confirm()}>
            {t('profile.confirmEmail.confirm')}
          </Button>
        )
      )}
      {error && <Alert severity="error">{error}</Alert>}
      {(confirmed || error) && (
        <Button component={RouterLink} to="/" variant="outlined">
          {t('profile.confirmEmail.continue')}
        </Button>
      )}
    </Stack>
  );
}
