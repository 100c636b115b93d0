import { Alert, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { describeHttpError } from '../../../components/http-error-message';
import type { VectorizeProgress } from './use-vectorize-progress';

/**
 * Whether the map is prepared for suggestions by meaning: with an embeddings model, its state and a button that
 * prepares it (only what changed since the last time), with progress; without one, that suggestions go by words.
 */
export function VectorizeStatus({ vectors, writable }: { vectors: VectorizeProgress; writable: boolean }) {
  const { t, i18n } = useTranslation('host');
  const { progress, failure } = vectors;
  if (failure) return <Alert severity="error">{describeHttpError(failure, t)}</Alert>;
  if (!progress) return <Typography color="text.secondary">{t('dataMapMapping.suggest.checking')}</Typography>;
  if (progress.way === 'lexical') return <Alert severity="info">{t('dataMapMapping.suggest.lexical')}</Alert>;

  const running = progress.state === 'running';
  const finished = progress.finished_at ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(progress.finished_at)) : null;
  return (
    <Stack spacing={1}>
      <Typography>{t('dataMapMapping.suggest.embeddings')}</Typography>
      <div role="status" aria-live="polite">
        {running ? (
          <Stack spacing={0.5}>
            <Typography variant="body2">{t('dataMapMapping.suggest.preparing', { done: progress.done, total: progress.total })}</Typography>
            <LinearProgress variant="determinate" value={progress.total === 0 ? 0 : (100 * progress.done) / progress.total} aria-label={t('dataMapMapping.suggest.preparing', { done: progress.done, total: progress.total })} />
          </Stack>
        ) : progress.state === 'failed' ? (
          <Alert severity="error">{t('dataMapMapping.suggest.prepareFailed', { error: progress.error ?? '' })}</Alert>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {finished ? t('dataMapMapping.suggest.preparedAt', { date: finished }) : t('dataMapMapping.suggest.notPrepared')}
          </Typography>
        )}
      </div>
      {writable && !running && (
        <div>
          <Button variant="outlined" size="small" onClick={() => void vectors.start()}>
            {finished ? t('dataMapMapping.suggest.prepareAgain') : t('dataMapMapping.suggest.prepare')}
          </Button>
        </div>
      )}
    </Stack>
  );
}
