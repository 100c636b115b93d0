import { useState, type FormEvent } from 'react';
import { Alert, Button, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../../core/domain/api-types';
import type { AccountDeletionPlan } from '../../../core/domain/profile-api-types';
import { AuthService } from '../../../core/services/auth-service';
import { HttpClient } from '../../../core/services/http-client';
import { ProfileSection } from './profile-section';
import { useService } from '../../../sdk/services-context';
import { describeHttpError } from '../../components/http-error-message';
import { refusalMessage } from '../../../core/http/server-failures';
import { ErrorState, PageLoading } from '../../components/page-states';
import { useAsync } from '../../../sdk/ui/use-async';
import { CurrentPasswordField } from './current-password-field';
import { useFormSubmit } from './use-form-submit';
import { profileApi } from './profile-api';

const DELETE_FIELDS = ['email', 'current_password'] as const;

function Consequences({ plan }: { plan: AccountDeletionPlan }) {
  const { t } = useTranslation('host');
  const projects =
    plan.projects_created === 0
      ? t('profile.deletion.noProjects')
      : plan.projects_pass_to
        ? t('profile.deletion.projects', { count: plan.projects_created, name: plan.projects_pass_to.name })
        : t('profile.deletion.projectsNoAdmin', { count: plan.projects_created });
  return (
    <>
      <Typography>{t('profile.deletion.intro')}</Typography>
      <Typography component="ul" sx={{ m: 0, pl: 3 }}>
        <li>{projects}</li>
        <li>{t('profile.deletion.comments')}</li>
        <li>{t('profile.deletion.access')}</li>
      </Typography>
    </>
  );
}

/** Deleting the account: what happens is shown first; the email typed again and the password confirm it. */
export function DeleteAccountSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const auth = useService(AuthService);
  const plan = useAsync((signal) => profileApi.deletionPlan(http, signal), [http]);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, errors, setErrors, submit } = useFormSubmit(DELETE_FIELDS);

  const remove = async (event: FormEvent) => {
    event.preventDefault();
    if (email.trim().toLowerCase() !== user.email.toLowerCase()) {
      setErrors({ email: t('profile.deletion.emailMismatch') });
      return;
    }
    if (await submit(() => profileApi.deleteAccount(http, email.trim(), password))) await auth.signOut();
  };

  return (
    <ProfileSection title={t('profile.deletion.title')} onSubmit={remove} danger>
      {plan.status === 'loading' && <PageLoading />}
      {plan.status === 'error' && <ErrorState message={describeHttpError(plan.error, t)} onRetry={plan.reload} />}
      {plan.status === 'ready' && <Consequences plan={plan.data} />}
      {plan.status === 'ready' && plan.data.refusal && (
        <Alert severity="warning">{refusalMessage(plan.data.refusal_code, undefined, plan.data.refusal, t)}</Alert>
      )}
      {plan.status === 'ready' && !plan.data.refusal && (
        <>
          <TextField
            label={t('profile.deletion.confirmEmail')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={!!errors.email}
            helperText={errors.email ?? user.email}
            autoComplete="off"
          />
          <CurrentPasswordField value={password} onChange={setPassword} error={errors.current_password} />
          {errors.form && <Alert severity="error">{errors.form}</Alert>}
          <Button type="submit" variant="contained" color="error" loading={busy} disabled={!email.trim() || !password} sx={{ alignSelf: 'flex-start' }}>
            {t('profile.deletion.delete')}
          </Button>
        </>
      )}
    </ProfileSection>
  );
}
