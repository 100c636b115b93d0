import { useState, type FormEvent } from 'react';
import { Alert, Button, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { HttpClient } from '../../../core/services/http-client';
import { SuccessSnackbar } from '../../../core/services/success-snackbar';
import { ProfileSection } from './profile-section';
import { useService } from '../../../sdk/services-context';
import { CurrentPasswordField } from './current-password-field';
import { useFormSubmit } from './use-form-submit';
import { profileApi } from './profile-api';

const PASSWORD_FIELDS = ['current_password', 'password'] as const;

/** A new password: needs the current one; the server ends every other session. */
export function PasswordChangeSection({ onChanged }: { onChanged(): void }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const snackbar = useService(SuccessSnackbar);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const { busy, errors, submit } = useFormSubmit(PASSWORD_FIELDS);

  const change = async (event: FormEvent) => {
    event.preventDefault();
    if (await submit(() => profileApi.changePassword(http, current, next))) {
      setCurrent('');
      setNext('');
      snackbar.show(t('profile.password.changed'));
      onChanged();
    }
  };

  return (
    <ProfileSection title={t('profile.password.title')} onSubmit={change}>
      <CurrentPasswordField value={current} onChange={setCurrent} error={errors.current_password} />
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
    </ProfileSection>
  );
}
