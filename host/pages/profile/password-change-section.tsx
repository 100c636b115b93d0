import { useState, type FormEvent } from 'react';
import { Alert, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { HttpClient } from '../../../core/services/http-client';
import { SuccessSnackbar } from '../../../core/services/success-snackbar';
import { useService } from '../../../sdk/services-context';
import { describeHttpError, fieldError } from '../../components/http-error-message';
import { profileApi, serverReason } from './profile-api';

/** A new password: needs the current one; the server ends every other session. */
export function PasswordChangeSection({ onChanged }: { onChanged(): void }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const snackbar = useService(SuccessSnackbar);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<{ current_password?: string; password?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  const change = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await profileApi.changePassword(http, current, next);
      setCurrent('');
      setNext('');
      snackbar.show(t('profile.password.changed'));
      onChanged();
    } catch (failure) {
      const currentError = fieldError(failure, 'current_password') ?? undefined;
      const passwordError = fieldError(failure, 'password') ?? undefined;
      setErrors({
        current_password: currentError,
        password: passwordError,
        form: currentError || passwordError ? undefined : (serverReason(failure) ?? describeHttpError(failure, t)),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="password-change-title">
      <Stack component="form" spacing={2} onSubmit={change} noValidate>
        <Typography variant="h6" component="h2" id="password-change-title">
          {t('profile.password.title')}
        </Typography>
        <TextField
          label={t('profile.currentPassword')}
          type="password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          error={!!errors.current_password}
          helperText={errors.current_password ?? ' '}
          autoComplete="current-password"
        />
        <TextField
          label={t('profile.password.newPassword')}
          type="password"
          value={next}
          onChange={(event) => setNext(event.target.value)}
          error={!!errors.password}
          helperText={errors.password ?? t('profile.password.help')}
          autoComplete="new-password"
        />
        {errors.form && <Alert severity="error">{errors.form}</Alert>}
        <Button type="submit" variant="contained" loading={busy} disabled={!current || !next} sx={{ alignSelf: 'flex-start' }}>
          {t('profile.password.change')}
        </Button>
      </Stack>
    </Paper>
  );
}
