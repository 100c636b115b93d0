import { useState } from 'react';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useTranslation } from 'react-i18next';

/** A new password with the policy in words under it (or the server's reason it was refused) and a show toggle. */
export function NewPasswordField({ value, onChange, error }: { value: string; onChange(value: string): void; error: string | null }) {
  const { t } = useTranslation('host');
  const [shown, setShown] = useState(false);
  return (
    <TextField
      label={t('identity.newPassword')}
      type={shown ? 'text' : 'password'}
      autoComplete="new-password"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error !== null}
      helperText={error ?? t('identity.passwordPolicy')}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={shown ? t('identity.hidePassword') : t('identity.showPassword')}
                aria-pressed={shown}
                onClick={() => setShown((now) => !now)}
                edge="end"
              >
                {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
