import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { AuthService } from '../../../core/services/auth-service';
import { useService } from '../../../sdk/services-context';
import { PageLoading } from '../../components/page-states';
import { providerProblemMessage } from './provider-problems';
import { signInPageToReturnTo } from './started-provider';

/**
 * /oauth-redirect, where a company's provider sends the browser back: hands the provider's answer to the
 * server, which checks it and signs the person in, then goes where they were going; or says what went wrong.
 */
export function OAuthRedirectPage() {
  const { t } = useTranslation('host');
  const auth = useService(AuthService);
  const navigate = useNavigate();
  const { search } = useLocation();
  const [problem, setProblem] = useState<string | null>(null);
  // The provider's answer works once: React's double effects in development must not send it twice.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    auth.completeProviderSignIn(search).then(
      (next) => navigate(next, { replace: true }),
      (failure: unknown) => setProblem(providerProblemMessage(failure, t)),
    );
  }, [auth, navigate, search, t]);

  if (!problem) return <PageLoading label={t('oidc.redirect.signingIn')} />;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
      <Stack spacing={2.5}>
        <Typography variant="h5" component="h1">
          {t('oidc.redirect.failedTitle')}
        </Typography>
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
        <Button component={RouterLink} to={signInPageToReturnTo()} variant="contained" sx={{ alignSelf: 'flex-start' }}>
          {t('oidc.redirect.backToSignIn')}
        </Button>
      </Stack>
    </Paper>
  );
}
