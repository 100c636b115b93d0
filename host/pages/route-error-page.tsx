import { useEffect } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorReporting } from '../../core/services/error-reporting';
import { useService } from '../../sdk/services-context';
import { isChunkLoadFailure, reloadOnceForChunk } from '../app/chunk-load-failure';

/**
 * What a page that crashed shows instead. A part of the app that could not be loaded (after a deploy)
 * reloads the page once by itself, then says a newer version is available and offers the reload.
 */
export function RouteErrorPage() {
  const { t } = useTranslation('host');
  const error = useRouteError();
  const reporting = useService(ErrorReporting);
  const chunkFailed = isChunkLoadFailure(error);
  useEffect(() => {
    if (chunkFailed) reloadOnceForChunk();
    else if (!isRouteErrorResponse(error)) reporting.capture(error, { where: 'route' });
  }, [error, chunkFailed, reporting]);
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
