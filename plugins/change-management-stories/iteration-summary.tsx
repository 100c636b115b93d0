import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from '../../sdk';
import { doneShare } from './done-share';
import type en from './locales/en.json';

export interface IterationSummaryProps {
  startDate?: unknown;
  endDate?: unknown;
  stories: readonly { value: { status?: unknown } }[];
}

/** An iteration's dates and the share of its stories done, under its title. */
export function IterationSummary({ startDate, endDate, stories }: IterationSummaryProps) {
  const t = useTranslate<typeof en>('change-management-stories');
  const share = doneShare(stories);
  const dates = typeof startDate === 'string' || typeof endDate === 'string' ? t('iteration.dates', { start: startDate ?? '…', end: endDate ?? '…' }) : null;
  return (
    <Stack spacing={0.5}>
      {dates && <Typography variant="caption" color="text.secondary">{dates}</Typography>}
      {share && (
        <>
          <Typography variant="caption" color="text.secondary">
            {t('iteration.done', share)}
          </Typography>
          <LinearProgress variant="determinate" value={share.percent} aria-label={t('iteration.done', share)} />
        </>
      )}
    </Stack>
  );
}
