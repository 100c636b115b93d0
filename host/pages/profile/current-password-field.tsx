import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The current password, asked again before the email, the password or the account itself changes. */
export function CurrentPasswordField({ value, onChange, error }: { value: string; onChange(value: string): void; error?: string }) {
  const { t } = useTranslation('host');
  return (
    <TextField
      label={t('profile.currentPassword')}
      type="password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={!!error}
      helperText={error ?? ' '}
      autoComplete="current-password"
    />
  );
}
