import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import { useObservable } from '../use-observable';
import type { SaveStatusSource } from './save-status-source';

/** A quiet line saying whether the edits are saved: "Saving…", "All changes saved" or "Not saved — Retry". */
export function SaveStatus({ queue }: { queue: SaveStatusSource }) {
  const t = useSdkTranslate();
  const state = useObservable(queue.state$, () => queue.state);
  const failed = state.error !== null;
  const saving = !failed && (state.pending > 0 || state.inFlight);
  return (
    <Stack direction="row" spacing={0.75} role="status" sx={{ alignItems: 'center', minHeight: 30, color: failed ? 'error.main' : 'text.secondary' }}>
      {failed ? (
        <ErrorOutlined fontSize="small" aria-hidden />
      ) : saving ? (
        <CircularProgress size={14} color="inherit" aria-hidden />
      ) : (
        <CloudDoneOutlined fontSize="small" aria-hidden />
      )}
      <Typography variant="caption" component="span">
        {failed ? t('save.failed') : saving ? t('save.saving') : t('save.saved')}
      </Typography>
      {failed && (
        <Button size="small" color="error" onClick={() => void queue.retry()}>
          {t('save.retry')}
        </Button>
      )}
    </Stack>
  );
}
