import { Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RANGE_PRESETS, type StatisticsDateRange } from './statistics-range';

/**
 * The period of the figures: the last 7, 30 or 90 days, or (when `custom`) any from/to. Figures counted
 * over the previous days only (busiest hours, trials) offer the presets alone.
 */
export function RangePicker({ range, onChange, custom }: { range: StatisticsDateRange; onChange(range: StatisticsDateRange): void; custom: boolean }) {
  const { t } = useTranslation('host');
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label={t('statistics.range.label')}
        value={range.preset}
        onChange={(_event, preset: StatisticsDateRange['preset'] | null) => {
          if (preset === null) return;
          onChange(preset === 'custom' ? { ...range, preset } : { ...range, preset, from: '', to: '' });
        }}
      >
        {RANGE_PRESETS.map((days) => (
          <ToggleButton key={days} value={days}>
            {t('statistics.range.last', { count: days })}
          </ToggleButton>
        ))}
        {custom && <ToggleButton value="custom">{t('statistics.range.custom')}</ToggleButton>}
      </ToggleButtonGroup>
      {custom && range.preset === 'custom' && (
        <>
          <DayField label={t('statistics.range.from')} value={range.from} max={range.to} onChange={(from) => onChange({ ...range, from })} />
          <DayField label={t('statistics.range.to')} value={range.to} min={range.from} onChange={(to) => onChange({ ...range, to })} />
        </>
      )}
    </Stack>
  );
}

function DayField({ label, value, min, max, onChange }: { label: string; value: string; min?: string; max?: string; onChange(day: string): void }) {
  return (
    <TextField
      size="small"
      type="date"
      label={label}
      value={value}
      onChange={(event) => event.target.value && onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min, max } }}
    />
  );
}
