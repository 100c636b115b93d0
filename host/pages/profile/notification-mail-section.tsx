import { useState, type FormEvent } from 'react';
import { Alert, Button, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_MAIL_CHOICES, type NotificationMailChoice } from '../../../core/domain/notification-types';
import { HttpClient } from '../../../core/services/http-client';
import { SuccessSnackbar } from '../../../core/services/success-snackbar';
import { useService } from '../../../sdk/services-context';
import { describeHttpError } from '../../components/http-error-message';
import { ErrorState, PageLoading } from '../../components/page-states';
import { useAsync } from '../../../sdk/ui/use-async';
import { profileApi } from './profile-api';
import { ProfileSection } from './profile-section';
import { useFormSubmit } from './use-form-submit';

const FIELDS = ['notification_mail'] as const;

/** How the person hears of their notifications by mail: each, a daily digest (the default) or none. */
export function NotificationMailSection() {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const snackbar = useService(SuccessSnackbar);
  const settings = useAsync((signal) => profileApi.notificationSettings(http, signal), [http]);
  const [chosen, setChosen] = useState<NotificationMailChoice | null>(null);
  const { busy, errors, submit } = useFormSubmit(FIELDS);
  const stored = settings.status === 'ready' ? settings.data.notification_mail : null;
  const value = chosen ?? stored;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (value && (await submit(() => profileApi.saveNotificationSettings(http, { notification_mail: value })))) {
      snackbar.show(t('profile.notificationMail.saved'));
      settings.reload();
      setChosen(null);
    }
  };

  return (
    <ProfileSection title={t('profile.notificationMail.title')} onSubmit={save}>
      {settings.status === 'loading' && <PageLoading />}
      {settings.status === 'error' && <ErrorState message={describeHttpError(settings.error, t)} onRetry={settings.reload} />}
      {value && (
        <>
          <FormControl error={!!errors.notification_mail}>
            <FormLabel id="notification-mail-label">{t('profile.notificationMail.intro')}</FormLabel>
            <RadioGroup aria-labelledby="notification-mail-label" value={value} onChange={(event) => setChosen(event.target.value as NotificationMailChoice)}>
              {NOTIFICATION_MAIL_CHOICES.map((choice) => (
                <FormControlLabel key={choice} value={choice} control={<Radio />} label={t(`profile.notificationMail.choices.${choice}`)} />
              ))}
            </RadioGroup>
          </FormControl>
          {(errors.notification_mail ?? errors.form) && <Alert severity="error">{errors.notification_mail ?? errors.form}</Alert>}
          <Button type="submit" variant="contained" loading={busy} disabled={value === stored} sx={{ alignSelf: 'flex-start' }}>
            {t('profile.notificationMail.save')}
          </Button>
        </>
      )}
    </ProfileSection>
  );
}
