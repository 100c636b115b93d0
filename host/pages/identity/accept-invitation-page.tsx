import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthService } from '../../../core/services/auth-service';
import { HttpClient } from '../../../core/services/http-client';
import { useService } from '../../../sdk/services-context';
import { fieldError } from '../../components/http-error-message';
import { ErrorState, PageLoading } from '../../components/page-states';
import { useAsync } from '../../../sdk/ui/use-async';
import { HOME_PATH } from '../../guards/sign-in-target';
import { loadInvitation, type Invitation } from './identity-api';
import { identityErrorMessage, linkProblemOf, type LinkProblem } from './identity-errors';
import { IdentityPanel } from './identity-panel';
import { NewPasswordField } from './new-password-field';
import { ResendInvitationButton } from './resend-invitation-button';

/** /accept-invitation?token=: the invited person chooses name and password and lands in the app signed in. */
export function AcceptInvitationPage() {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const token = useSearchParams()[0].get('token') ?? '';
  const invitation = useAsync(() => loadInvitation(http, token), [token]);
  const [problem, setProblem] = useState<LinkProblem | null>(null);
  const linkProblem = problem ?? (invitation.status === 'error' ? linkProblemOf(invitation.error) : null);

  if (linkProblem) {
    return (
      <IdentityPanel title={t('identity.invitationProblem.title')}>
        <InvitationProblem token={token} problem={linkProblem} />
      </IdentityPanel>
    );
  }
  if (invitation.status === 'loading') return <PageLoading />;
  if (invitation.status === 'error') return <ErrorState message={identityErrorMessage(invitation.error, t)} onRetry={invitation.reload} />;
  return <AcceptForm token={token} invitation={invitation.data} onLinkProblem={setProblem} />;
}

function AcceptForm({ token, invitation, onLinkProblem }: { token: string; invitation: Invitation; onLinkProblem(problem: LinkProblem): void }) {
  const { t } = useTranslation('host');
  const auth = useService(AuthService);
  const navigate = useNavigate();
  const [name, setName] = useState(invitation.name);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [nameMissing, setNameMissing] = useState(false);
  const nameProblem = nameMissing ? t('identity.accept.nameRequired') : fieldError(failure, 'name', t);
  const passwordProblem = fieldError(failure, 'password', t);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNameMissing(!name.trim());
    if (!name.trim()) return;
    setBusy(true);
    setFailure(null);
    try {
      await auth.acceptInvitation(token, name.trim(), password);
      await navigate(HOME_PATH, { replace: true });
    } catch (error) {
      const problem = linkProblemOf(error);
      if (problem) onLinkProblem(problem);
      setFailure(error);
      setBusy(false);
    }
  };

  return (
    <IdentityPanel title={t('identity.accept.title', { company: invitation.company_name })}>
      <Stack component="form" spacing={2.5} onSubmit={submit} noValidate>
        <Typography color="text.secondary">{t('identity.accept.intro', { company: invitation.company_name })}</Typography>
        {failure !== null && !nameProblem && !passwordProblem && (
          <Alert severity="error" role="alert">
            {identityErrorMessage(failure, t)}
          </Alert>
        )}
        <TextField label={t('identity.email')} value={invitation.email} autoComplete="username" slotProps={{ htmlInput: { readOnly: true } }} />
        <TextField
          label={t('identity.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="name"
          required
          error={nameProblem !== null}
          helperText={nameProblem ?? ' '}
        />
        <NewPasswordField value={password} onChange={setPassword} error={passwordProblem} />
        <Button type="submit" variant="contained" size="large" loading={busy}>
          {t('identity.accept.submit')}
        </Button>
      </Stack>
    </IdentityPanel>
  );
}

/** Why the link does not work, and the way on: ask for a new invitation, or sign in. */
function InvitationProblem({ token, problem }: { token: string; problem: LinkProblem }) {
  const { t } = useTranslation('host');
  return (
    <Stack spacing={2}>
      <Alert severity={problem === 'used' ? 'info' : 'warning'}>{t(`identity.invitationProblem.${problem}`)}</Alert>
      {problem === 'expired' && <ResendInvitationButton by={{ token }} label={t('identity.invitationProblem.askAgain')} />}
    </Stack>
  );
}
