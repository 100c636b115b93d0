import { useState, type FormEvent } from 'react';
import { Alert, Button, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../../core/domain/api-types';
import { HttpClient } from '../../../core/services/http-client';
import { ProfileSection } from './profile-section';
import { useService } from '../../../sdk/services-context';
import { useAsync } from '../../../sdk/ui/use-async';
import { CurrentPasswordField } from './current-password-field';
import { useFormSubmit } from './use-form-submit';
import { profileApi } from './profile-api';

const EMAIL_FIELDS = ['email', 'current_password'] as const;
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The email address: a new one needs the current password and is confirmed from a mailed link. */
export function EmailChangeSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const pending = useAsync((signal) => profileApi.pendingEmailChange(http, signal), [http]);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, errors, setErrors, submit } = useFormSubmit(EMAIL_FIELDS);
  const pendingEmail = pending.status === 'ready' ? pending.data.new_email : null;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!LOOKS_LIKE_EMAIL.test(email.trim())) {
      setErrors({ email: t('profile.emailChange.invalid') });
      return;
    }
    if (await submit(() => profileApi.changeEmail(http, email.trim(), password))) {
      setEmail('');
      setPassword('');
      pending.reload();
    }
  };

  return (
    <ProfileSection title={t('profile.emailChange.title')} onSubmit={send}>
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
      <CurrentPasswordField value={password} onChange={setPassword} error={errors.current_password} />
      {errors.form && <Alert severity="error">{errors.form}</Alert>}
      <Button type="submit" variant="contained" loading={busy} disabled={!email.trim() || !password} sx={{ alignSelf: 'flex-start' }}>
        {t('profile.emailChange.send')}
      </Button>
    </ProfileSection>
  );
}
