import { useEffect } from 'react';
import { Alert, AlertTitle, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { reloadOnceForChunk } from '../app/chunk-load-failure';

/** In place of a panel or dialog whose code could not be loaded: reload once by itself, then ask the user to. */
export function ChunkLoadFailureAlert() {
  const { t } = useTranslation('host');
  useEffect(() => {
    reloadOnceForChunk();
  }, []);
  return (
    <Alert
      severity="warning"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => window.location.reload()}>
          {t('shell.reload')}
        </Button>
      }
    >
      <AlertTitle>{t('crash.chunkTitle')}</AlertTitle>
      {t('crash.chunkBody')}
    </Alert>
  );
}
