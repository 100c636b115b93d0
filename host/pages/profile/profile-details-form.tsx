import { useState, type FormEvent } from 'react';
import { Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../../core/domain/api-types';
import { INTERFACE_LANGUAGES } from '../../../core/domain/interface-languages';
import { CurrentUserStore } from '../../../core/services/current-user-store';
import { SuccessSnackbar } from '../../../core/services/success-snackbar';
import { useService } from '../../../sdk/services-context';
import { describeHttpError, fieldError } from '../../components/http-error-message';

/**
 * Name and language. A failed update empties the user store until it is reloaded (data-layer.md §4), which
 * unmounts this form, so the page keeps the error and hands it down.
 */
export function ProfileDetailsForm({ user, error, setError }: { user: CurrentUser; error: string | null; setError(error: string | null): void }) {
  const { t } = useTranslation('host');
  const users = useService(CurrentUserStore);
  const snackbar = useService(SuccessSnackbar);
  const [name, setName] = useState(user.name);
  const [language, setLanguage] = useState(user.language);
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
      await users.update({ name: trimmed, language });
      snackbar.show(t('profile.saved'));
    } catch (failure) {
      setError(fieldError(failure, 'name', t) ?? fieldError(failure, 'language', t) ?? describeHttpError(failure, t));
      await users.load();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack component="form" spacing={2} onSubmit={save} noValidate>
        <Typography variant="h6" component="h2">
          {t('profile.details')}
        </Typography>
        <TextField
          label={t('profile.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={error !== null}
          helperText={error ?? ' '}
          autoComplete="name"
        />
        <TextField select label={t('profile.language')} value={language} onChange={(event) => setLanguage(event.target.value)}>
          {INTERFACE_LANGUAGES.map(({ code, name: languageName }) => (
            <MenuItem key={code} value={code} lang={code}>
              {languageName}
            </MenuItem>
          ))}
        </TextField>
        <Button
          type="submit"
          variant="contained"
          loading={busy}
          disabled={trimmed === user.name && language === user.language}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('common.save')}
        </Button>
      </Stack>
    </Paper>
  );
}
