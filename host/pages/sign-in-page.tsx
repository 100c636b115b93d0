import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { isNumericId } from '../../core/domain/access-id';
import { AuthService } from '../../core/services/auth-service';
import { HttpError } from '../../core/services/http-client';
import { SystemStore } from '../../core/services/system-store';
import { useObservable } from '../../sdk/use-observable';
import { useService } from '../../sdk/services-context';
import { afterSignInPath } from '../guards/sign-in-target';
import { SET_NEW_PASSWORD_PATH } from './identity/identity-paths';
import { ResendInvitationButton } from './identity/resend-invitation-button';
import { errorCodeOf, signInErrorMessage } from './sign-in-errors';
import { ProviderSignInChoice } from './provider-sign-in/provider-sign-in-choice';

export function SignInPage() {
  const { t } = useTranslation('host');
  const auth = useService(AuthService);
  const systems = useService(SystemStore);
  const system = useObservable(systems.system$, () => systems.system);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // /login/{providerId}: a company's own provider first, the password form below it.
  const { providerId } = useParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [invitationPending, setInvitationPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(t('signIn.missing'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await auth.signIn(email.trim(), password);
      await navigate(afterSignInPath(search), { replace: true });
    } catch (failure) {
      setError(signInErrorMessage(failure, t));
      setInvitationPending(failure instanceof HttpError && errorCodeOf(failure) === 'invitation_pending');
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
      <Stack component="form" spacing={2.5} onSubmit={submit} noValidate>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 600, color: 'primary.main' }}>
            {system?.system_title || t('app.title')}
          </Typography>
          <Typography color="text.secondary">{t('signIn.subtitle')}</Typography>
        </Box>
        {providerId && isNumericId(providerId) && <ProviderSignInChoice providerId={Number(providerId)} />}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        {invitationPending && <ResendInvitationButton by={{ email: email.trim() }} label={t('identity.resendInvitation')} />}
        <TextField
          label={t('signIn.email')}
          type="email"
          autoComplete="username"
          autoFocus={!providerId}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label={t('signIn.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Typography variant="body2" sx={{ mt: -1.5 }}>
          <Link component={RouterLink} to={SET_NEW_PASSWORD_PATH}>
            {t('identity.reset.forgot')}
          </Link>
        </Typography>
        <Button type="submit" variant="contained" size="large" loading={busy}>
          {t('signIn.submit')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          <Link component={RouterLink} to="/sysinfo">
            {t('footer.systemInfo')}
          </Link>
        </Typography>
      </Stack>
    </Paper>
  );
}
