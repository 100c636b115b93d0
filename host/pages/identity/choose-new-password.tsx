import { useState, type FormEvent } from 'react';
import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { HttpClient } from '../../../core/services/http-client';
import { useService } from '../../../sdk/services-context';
import { fieldError } from '../../components/http-error-message';
import { ErrorState, PageLoading } from '../../components/page-states';
import { useAsync } from '../../../sdk/ui/use-async';
import { completePasswordReset, loadPasswordReset } from './identity-api';
import { identityErrorMessage, linkProblemOf, type LinkProblem } from './identity-errors';
import { IdentityPanel } from './identity-panel';
import { SET_NEW_PASSWORD_PATH } from './identity-paths';
import { NewPasswordField } from './new-password-field';

/**
 * The mailed link's form: the new password, which ends every session of the account. It does not sign in
 * (see docs/architecture.md): the page says so and links to sign-in.
 */
export function ChooseNewPassword({ token }: { token: string }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const reset = useAsync(() => loadPasswordReset(http, token), [token]);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  const problem = linkProblemOf(failure) ?? (reset.status === 'error' ? linkProblemOf(reset.error) : null);
  const passwordProblem = fieldError(failure, 'password', t);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await completePasswordReset(http, token, password);
      setDone(true);
    } catch (error) {
      setFailure(error);
    }
    setBusy(false);
  };

  if (problem) return <ResetLinkProblem problem={problem} />;
  if (reset.status === 'loading') return <PageLoading />;
  if (reset.status === 'error') return <ErrorState message={identityErrorMessage(reset.error, t)} onRetry={reset.reload} />;
  return (
    <IdentityPanel title={t('identity.reset.title')}>
      {done ? (
        <Alert severity="success" role="status">
          {t('identity.reset.done')}
        </Alert>
      ) : (
        <Stack component="form" spacing={2.5} onSubmit={submit} noValidate>
          <Typography color="text.secondary">{t('identity.reset.chooseIntro', { email: reset.data.email })}</Typography>
          {failure !== null && !passwordProblem && (
            <Alert severity="error" role="alert">
              {identityErrorMessage(failure, t)}
            </Alert>
          )}
          {/* For password managers: the account the new password belongs to. */}
          <TextField label={t('identity.email')} value={reset.data.email} autoComplete="username" slotProps={{ htmlInput: { readOnly: true } }} />
          <NewPasswordField value={password} onChange={setPassword} error={passwordProblem} />
          <Button type="submit" variant="contained" size="large" loading={busy}>
            {t('identity.reset.submit')}
          </Button>
        </Stack>
      )}
    </IdentityPanel>
  );
}

function ResetLinkProblem({ problem }: { problem: LinkProblem }) {
  const { t } = useTranslation('host');
  return (
    <IdentityPanel title={t('identity.reset.title')}>
      <Alert severity="warning">{t(`identity.resetProblem.${problem}`)}</Alert>
      <Typography>
        <Link component={RouterLink} to={SET_NEW_PASSWORD_PATH}>
          {t('identity.resetProblem.askAgain')}
        </Link>
      </Typography>
    </IdentityPanel>
  );
}
