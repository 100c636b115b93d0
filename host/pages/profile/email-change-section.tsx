import { useState, type FormEvent } from 'react';
import { Alert, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../../core/domain/api-types';
import { HttpClient } from '../../../core/services/http-client';
import { useService } from '../../../sdk/services-context';
import { describeHttpError, fieldError } from '../../components/http-error-message';
import { useAsync } from '../../components/use-async';
import { profileApi, serverReason } from './profile-api';

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The email address: a new one needs the current password and is confirmed from a mailed link. */
export function EmailChangeSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const pending = useAsync((signal) => profileApi.pendingEmailChange(http, signal), [http]);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; current_password?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const pendingEmail = pending.status === 'ready' ? pending.data.new_email : null;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!LOOKS_LIKE_EMAIL.test(email.trim())) {
      setErrors({ email: t('profile.emailChange.invalid') });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      await profileApi.changeEmail(http, email.trim(), password);
      setEmail('');
      setPassword('');
      pending.reload();
    } catch (failure) {
      const emailError = fieldError(failure, 'email') ?? undefined;
      const passwordError = fieldError(failure, 'current_password') ?? undefined;
      setErrors({
        email: emailError,
        current_password: passwordError,
        form: emailError || passwordError ? undefined : (serverReason(failure) ?? describeHttpError(failure, t)),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="email-change-title">
      <Stack component="form" spacing={2} onSubmit={send} noValidate>
        <Typography variant="h6" component="h2" id="email-change-title">
          {t('profile.emailChange.title')}
        </Typography>
        <TextField label={t('profile.email')} value={user.email} slotProps={{ htmlInput: { readOnly: true } }} />
        {pendingEmail && (
          <Alert severity="info" role="status">
            {t('profile.emailChange.pending', { email: pendingEmail, current: user.email })}
          </Alert>
        )}
        <TextField
          label={t('profile.emailChange.newEmail')}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={!!errors.email}
          helperText={errors.email ?? ' '}
          autoComplete="email"
        />
        <TextField
          label={t('profile.currentPassword')}
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={!!errors.current_password}
          helperText={errors.current_password ?? ' '}
          autoComplete="current-password"
        />
        {errors.form && <Alert severity="error">{errors.form}</Alert>}
        <Button type="submit" variant="contained" loading={busy} disabled={!email.trim() || !password} sx={{ alignSelf: 'flex-start' }}>
          {t('profile.emailChange.send')}
        </Button>
      </Stack>
    </Paper>
  );
}
