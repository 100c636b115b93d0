import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslate, type ModuleCopySource, type ProjectModule } from '../../sdk';
import type { ChecklistItem } from './checklist-item';
import { shownLevels } from './checklist-rules';
import manifest from './manifest';
import type en from './locales/en.json';

export interface CopyItemsDialogProps {
  source: ModuleCopySource<ChecklistItem>;
  onCopy(items: ChecklistItem[]): void;
  onClose(): void;
}

type Choices = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; modules: ProjectModule[] };

/** Chooses another checklist of the project and copies its items (the caller adds them unchecked). */
export function CopyItemsDialog({ source, onCopy, onClose }: CopyItemsDialogProps) {
  const t = useTranslate<typeof en>(manifest.segment);
  const titleId = useId();
  const [choices, setChoices] = useState<Choices>({ status: 'loading' });
  const [chosen, setChosen] = useState<number | null>(null);
  const [copying, setCopying] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    source.listModules().then(
      (modules) => {
        if (!current) return;
        setChoices({ status: 'ready', modules });
        setChosen(modules[0]?.id ?? null);
      },
      (error: Error) => current && setChoices({ status: 'error', message: error.message }),
    );
    return () => {
      current = false;
    };
  }, [source]);

  const copy = async () => {
    const module = choices.status === 'ready' ? choices.modules.find((candidate) => candidate.id === chosen) : undefined;
    if (!module) return;
    setCopying(true);
    setProblem(null);
    try {
      const values = await source.loadValues(module);
      if (values.length === 0) {
        setProblem(t('copyEmpty'));
        return;
      }
      const levels = shownLevels(values);
      onCopy(values.map((value, index) => ({ ...value, level: levels[index] })));
    } catch (error) {
      setProblem(t('copyFailed', { message: (error as Error).message }));
    } finally {
      setCopying(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('copyTitle')}</DialogTitle>
      <DialogContent>
        {choices.status === 'loading' && <Typography>{t('copyLoading')}</Typography>}
        {choices.status === 'error' && <Alert severity="error">{t('copyFailed', { message: choices.message })}</Alert>}
        {choices.status === 'ready' && choices.modules.length === 0 && <Typography>{t('copyNone')}</Typography>}
        {choices.status === 'ready' && choices.modules.length > 0 && (
          <>
            <RadioGroup aria-label={t('copySource')} value={chosen ?? ''} onChange={(event) => setChosen(Number(event.target.value))}>
              {choices.modules.map((module) => (
                <FormControlLabel key={module.id} value={module.id} control={<Radio />} label={module.name} />
              ))}
            </RadioGroup>
            <Typography variant="body2" color="text.secondary">
              {t('copyHint')}
            </Typography>
          </>
        )}
        {problem && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" disabled={chosen === null || copying} onClick={() => void copy()}>
          {t('copy')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
