import { useEffect } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorReporting } from '../../core/services/error-reporting';
import { useService } from '../../sdk/services-context';

const CHUNK_FAILURE = /Loading (CSS )?chunk|dynamically imported module|Importing a module script failed/i;

/** What a page that crashed shows instead; a failed chunk (after a deploy) asks for a reload. */
export function RouteErrorPage() {
  const { t } = useTranslation('host');
  const error = useRouteError();
  const reporting = useService(ErrorReporting);
  const chunkFailed = error instanceof Error && CHUNK_FAILURE.test(error.message);
  useEffect(() => {
    if (!isRouteErrorResponse(error)) reporting.capture(error, { where: 'route' });
  }, [error, reporting]);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', p: 3 }} role="alert">
      <Typography variant="h5" component="h1">
        {chunkFailed ? t('crash.chunkTitle') : t('crash.title')}
      </Typography>
      <Typography color="text.secondary">{chunkFailed ? t('crash.chunkBody') : t('crash.body')}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('shell.reload')}
      </Button>
    </Stack>
  );
}
