import { useState } from 'react';
import { Alert, Button, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AccountSession } from '../../../core/domain/profile-api-types';
import { HttpClient } from '../../../core/services/http-client';
import { SuccessSnackbar } from '../../../core/services/success-snackbar';
import { ProfileSection } from './profile-section';
import { useService } from '../../../sdk/services-context';
import { formatDateTime } from '../../components/format-date';
import { describeHttpError } from '../../components/http-error-message';
import { ErrorState, PageLoading } from '../../components/page-states';
import { useAsync } from '../../../sdk/ui/use-async';
import { profileApi } from './profile-api';

const KNOWN_DEVICES = ['desktop', 'mobile', 'tablet'] as const;
const isKnownDevice = (device: string): device is (typeof KNOWN_DEVICES)[number] => (KNOWN_DEVICES as readonly string[]).includes(device);

/** Where the person is signed in; signing out one device, or every device but this one. */
export function SessionsSection({ version }: { version: number }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const snackbar = useService(SuccessSnackbar);
  const sessions = useAsync((signal) => profileApi.sessions(http, signal), [http, version]);
  const [busyId, setBusyId] = useState<number | 'others' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const describe = (session: AccountSession) => {
    const device = t(`profile.sessions.devices.${isKnownDevice(session.device) ? session.device : 'other'}`);
    const browser = t('profile.sessions.describe', {
      browser: session.browser ?? t('profile.sessions.unknownBrowser'),
      os: session.os ?? t('profile.sessions.unknownSystem'),
    });
    return `${device} · ${browser}`;
  };

  const run = async (busy: number | 'others', action: () => Promise<unknown>, done: string) => {
    setBusyId(busy);
    setError(null);
    try {
      await action();
      snackbar.show(done);
      sessions.reload();
    } catch (failure) {
      setError(describeHttpError(failure, t));
    } finally {
      setBusyId(null);
    }
  };

  const others = sessions.status === 'ready' ? sessions.data.filter((session) => !session.current) : [];

  return (
    <ProfileSection title={t('profile.sessions.title')}>
      {sessions.status === 'loading' && <PageLoading />}
      {sessions.status === 'error' && <ErrorState message={describeHttpError(sessions.error, t)} onRetry={sessions.reload} />}
      {sessions.status === 'ready' && (
        <List aria-label={t('profile.sessions.title')} disablePadding>
          {sessions.data.map((session) => {
            const name = describe(session);
            return (
              <ListItem
                key={session.id}
                divider
                secondaryAction={
                  session.current ? (
                    <Chip label={t('profile.sessions.thisDevice')} color="primary" size="small" />
                  ) : (
                    <Button
                      size="small"
                      loading={busyId === session.id}
                      aria-label={t('profile.sessions.signOutLabel', { device: name })}
                      onClick={() => void run(session.id, () => profileApi.endSession(http, session.id), t('profile.sessions.signedOut'))}
                    >
                      {t('profile.sessions.signOut')}
                    </Button>
                  )
                }
              >
                <ListItemText
                  primary={name}
                  secondary={`${t('profile.sessions.started')}: ${formatDateTime(session.created_at)} · ${t('profile.sessions.lastSeen')}: ${formatDateTime(session.last_seen_at ?? session.created_at)}`}
                />
              </ListItem>
            );
          })}
        </List>
      )}
      {sessions.status === 'ready' && others.length === 0 && <Typography color="text.secondary">{t('profile.sessions.onlyThis')}</Typography>}
      {error && <Alert severity="error">{error}</Alert>}
      {others.length > 0 && (
        <Button
          variant="outlined"
          loading={busyId === 'others'}
          onClick={() => void run('others', () => profileApi.endOtherSessions(http), t('profile.sessions.signedOutOthers'))}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('profile.sessions.signOutOthers')}
        </Button>
      )}
    </ProfileSection>
  );
}
