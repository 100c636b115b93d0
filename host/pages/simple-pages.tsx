import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { HostMessageKey } from '../i18n/host-message-key';

/**
 * A page that only explains where the user is and offers one way on. Inside an embed the way on leaves
 * the frame: the rest of the app must not be shown inside another site's page.
 */
function NoticePage({ page, action, leaveFrame = false }: { page: 'notFound' | 'forbidden' | 'maintenance'; action: HostMessageKey; leaveFrame?: boolean }) {
  const { t } = useTranslation('host');
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h4" component="h1">
        {t(`${page}.title`)}
      </Typography>
      <Typography color="text.secondary">{t(`${page}.body`)}</Typography>
      {leaveFrame ? (
        <Button variant="contained" component="a" href="/home" target="_top">
          {t(action)}
        </Button>
      ) : (
        <Button variant="contained" component={RouterLink} to="/home">
          {t(action)}
        </Button>
      )}
    </Stack>
  );
}

export const NotFoundPage = () => <NoticePage page="notFound" action="common.goHome" />;
export const EmbedNotFoundPage = () => <NoticePage page="notFound" action="common.goHome" leaveFrame />;
export const ForbiddenPage = () => <NoticePage page="forbidden" action="common.goHome" />;
// Going home retries: the next API call lands back here while the server is still down.
export const MaintenancePage = () => <NoticePage page="maintenance" action="common.tryAgain" />;
