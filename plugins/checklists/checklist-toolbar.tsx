import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SaveStatus, UndoRedoButtons, useTranslate, type SaveStatusSource, type UndoControls } from '../../sdk';
import type { Progress } from './checklist-rules';
import manifest from './manifest';
import type en from './locales/en.json';

export interface ChecklistToolbarProps {
  progress: Progress;
  hideDone: boolean;
  onHideDone(hide: boolean): void;
  /** Absent for readers: no undo, copy or save status. */
  editing?: { history: UndoControls; saveStatus: SaveStatusSource; onCopyFrom(): void };
}

/** Progress ("3 of 7 done"), Hide done and, for writers, undo, redo, copy from another checklist and the save status. */
export function ChecklistToolbar({ progress, hideDone, onHideDone, editing }: ChecklistToolbarProps) {
  const t = useTranslate<typeof en>(manifest.segment);
  const text = t('progress', { done: progress.done, total: progress.total });
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}>
        <Typography variant="subtitle1" component="p" aria-live="polite" sx={{ fontWeight: 600 }}>
          {text}
        </Typography>
        <FormControlLabel control={<Switch checked={hideDone} onChange={(event) => onHideDone(event.target.checked)} />} label={t('hideDone')} />
        <Box sx={{ flexGrow: 1 }} />
        {editing && (
          <>
            <UndoRedoButtons history={editing.history} />
            <Button onClick={editing.onCopyFrom}>{t('copyFrom')}</Button>
            <SaveStatus queue={editing.saveStatus} />
          </>
        )}
      </Stack>
      <LinearProgress
        variant="determinate"
        value={progress.total === 0 ? 0 : (100 * progress.done) / progress.total}
        aria-label={t('progressLabel')}
        aria-valuetext={text}
      />
    </Stack>
  );
}
