import { useState, type FormEvent } from 'react';
import { Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AuthService } from '../../core/services/auth-service';
import { CurrentUserStore } from '../../core/services/current-user-store';
import { SuccessSnackbar } from '../../core/services/success-snackbar';
import { useObservable } from '../../sdk/use-observable';
import { useService } from '../../sdk/services-context';
import { PageLoading } from '../components/page-states';
import { describeHttpError, fieldError } from '../components/http-error-message';
import { useHeaderTitle } from '../shell/header-bar';

export function ProfilePage() {
  const { t } = useTranslation('host');
  const users = useService(CurrentUserStore);
  const user = useObservable(users.user$, () => users.user);
  // Kept here: a failed update empties the user store until it is reloaded, unmounting the form.
  const [error, setError] = useState<string | null>(null);
  useHeaderTitle(t('profile.title'));
  if (!user) return <PageLoading />;
  return <ProfileForm key={user.id} name={user.name} email={user.email} error={error} setError={setError} />;
}

function ProfileForm({
  name: savedName,
  email,
  error,
  setError,
}: {
  name: string;
  email: string;
  error: string | null;
  setError(error: string | null): void;
}) {
  const { t } = useTranslation('host');
  const users = useService(CurrentUserStore);
  const auth = useService(AuthService);
  const snackbar = useService(SuccessSnackbar);
  const [name, setName] = useState(savedName);
  const [busy, setBusy] = useState(false);
  const trimmed = name.trim();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) {
      setError(t('profile.nameRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await users.update({ name: trimmed });
      snackbar.show(t('profile.saved'));
    } catch (failure) {
      setError(fieldError(failure, 'name') ?? describeHttpError(failure, t));
      setBusy(false);
      await users.load();
      return;
    }
    setBusy(false);
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 560 }}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack component="form" spacing={2} onSubmit={save} noValidate>
          <Typography variant="h6" component="h2">
            {t('profile.details')}
          </Typography>
          <TextField label={t('profile.email')} value={email} slotProps={{ htmlInput: { readOnly: true } }} />
          <TextField
            label={t('profile.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={error !== null}
            helperText={error ?? ' '}
            autoComplete="name"
          />
          <Button
            type="submit"
            variant="contained"
            loading={busy}
            disabled={trimmed === savedName}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('common.save')}
          </Button>
        </Stack>
      </Paper>
      <Button variant="outlined" onClick={() => void auth.signOut()} sx={{ alignSelf: 'flex-start' }}>
        {t('nav.signOut')}
      </Button>
    </Stack>
  );
}
