import { useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isConfinedToProfile } from '../../core/domain/permissions';
import { AuthService } from '../../core/services/auth-service';
import { CurrentUserStore } from '../../core/services/current-user-store';
import { useObservable } from '../../sdk/use-observable';
import { useService } from '../../sdk/services-context';
import { PageLoading } from '../components/page-states';
import { useHeaderTitle } from '../shell/header-bar';
import { DeleteAccountSection } from './profile/delete-account-section';
import { EmailChangeSection } from './profile/email-change-section';
import { NotificationMailSection } from './profile/notification-mail-section';
import { PasswordChangeSection } from './profile/password-change-section';
import { ProfileDetailsForm } from './profile/profile-details-form';
import { ProfileImageSection } from './profile/profile-image-section';
import { SessionsSection } from './profile/sessions-section';

/** /profilepage: the person's own account. A restricted user is confined here, so everything works for them too. */
export function ProfilePage() {
  const { t } = useTranslation('host');
  const users = useService(CurrentUserStore);
  const auth = useService(AuthService);
  const user = useObservable(users.user$, () => users.user);
  // Kept here: a failed update empties the user store until it is reloaded, unmounting the form.
  const [detailsError, setDetailsError] = useState<string | null>(null);
  // A password change ends the other sessions: the list is read again.
  const [sessionsVersion, setSessionsVersion] = useState(0);
  useHeaderTitle(t('profile.title'));
  if (!user) return <PageLoading />;
  return (
    <Stack key={user.id} spacing={3} sx={{ maxWidth: 640 }}>
      {isConfinedToProfile(user) && <Alert severity="info">{t('profile.restricted')}</Alert>}
      <ProfileDetailsForm user={user} error={detailsError} setError={setDetailsError} />
      <ProfileImageSection user={user} />
      <EmailChangeSection user={user} />
      <NotificationMailSection />
      <PasswordChangeSection onChanged={() => setSessionsVersion((n) => n + 1)} />
      <SessionsSection version={sessionsVersion} />
      <DeleteAccountSection user={user} />
      <Button variant="outlined" onClick={() => void auth.signOut()} sx={{ alignSelf: 'flex-start' }}>
        {t('nav.signOut')}
      </Button>
    </Stack>
  );
}
