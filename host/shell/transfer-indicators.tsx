import { Box, CircularProgress, LinearProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SaveQueueFactory } from '../../core/services/save-queue';
import { TransferCounters } from '../../core/services/transfer-counters';
import { useService } from '../../sdk/services-context';
import { useStream } from '../components/use-stream';

/** "Saving..." while anything is being uploaded or waits in a save queue. */
export function SavingIndicator() {
  const { t } = useTranslation('host');
  const counters = useService(TransferCounters);
  const saveQueues = useService(SaveQueueFactory);
  const uploads = useStream(counters.uploads$, 0);
  const unsaved = useStream(saveQueues.hasUnsavedChanges$, saveQueues.hasUnsavedChanges);
  if (uploads === 0 && !unsaved) return null;
  return (
    <Box
      role="status"
      sx={{
        position: 'fixed',
        bottom: 16,
        left: 16,
        zIndex: (theme) => theme.zIndex.snackbar,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 0.75,
        borderRadius: 1,
        bgcolor: 'background.paper',
        boxShadow: 2,
      }}
    >
      <CircularProgress size={16} aria-hidden />
      <Typography variant="body2">{t('shell.saving')}</Typography>
    </Box>
  );
}

/** A thin bar at the top of the window while anything is being downloaded. */
export function LoadingBar() {
  const { t } = useTranslation('host');
  const counters = useService(TransferCounters);
  const downloads = useStream(counters.downloads$, 0);
  if (downloads === 0) return null;
  return (
    <LinearProgress
      aria-label={t('shell.loadingData')}
      color="info"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 1, height: 3 }}
    />
  );
}
