import AddIcon from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { newOptionDraft, type OptionDraft } from './option-drafts';

/** The options of a choice question: label and score per row, added, removed and moved up or down. */
export function OptionsEditor({ options, onChange, error }: { options: OptionDraft[]; onChange(options: OptionDraft[]): void; error: string | null }) {
  const { t } = useTranslation('host');
  const change = (key: string, patch: Partial<OptionDraft>) => onChange(options.map((option) => (option.key === key ? { ...option, ...patch } : option)));
  const move = (index: number, by: number) => {
    const next = [...options];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved);
    onChange(next);
  };
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {t('assessments.questions.options')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('assessments.questions.optionsHelp')}
      </Typography>
      {options.map((option, index) => {
        const name = option.label.trim() || t('assessments.questions.optionNumber', { number: index + 1 });
        return (
          <Stack key={option.key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              size="small"
              label={t('assessments.questions.optionLabel', { number: index + 1 })}
              value={option.label}
              onChange={(event) => change(option.key, { label: event.target.value })}
              sx={{ flexGrow: 1 }}
            />
            <TextField
              size="small"
              label={t('assessments.questions.optionScore', { number: index + 1 })}
              value={option.score}
              onChange={(event) => change(option.key, { score: event.target.value })}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              sx={{ width: 96 }}
            />
            <IconButton size="small" aria-label={t('assessments.questions.optionUp', { name })} disabled={index === 0} onClick={() => move(index, -1)}>
              <ArrowUpward fontSize="small" />
            </IconButton>
            <IconButton size="small" aria-label={t('assessments.questions.optionDown', { name })} disabled={index === options.length - 1} onClick={() => move(index, 1)}>
              <ArrowDownward fontSize="small" />
            </IconButton>
            <IconButton size="small" aria-label={t('assessments.questions.optionRemove', { name })} onClick={() => onChange(options.filter((entry) => entry.key !== option.key))}>
              <DeleteOutline fontSize="small" />
            </IconButton>
          </Stack>
        );
      })}
      {error && (
        <Typography color="error" variant="body2" role="alert">
          {error}
        </Typography>
      )}
      <div>
        <Button size="small" startIcon={<AddIcon />} onClick={() => onChange([...options, newOptionDraft()])}>
          {t('assessments.questions.addOption')}
        </Button>
      </div>
    </Stack>
  );
}
