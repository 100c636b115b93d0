import { FormControlLabel, LinearProgress, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { LoadedCatalog } from '../../../../core/domain/catalog-detail-entries';
import type { DetailFilter } from './detail-rows';

interface DetailFilterBarProps {
  filter: DetailFilter;
  onFilter(next: DetailFilter): void;
  catalogs: readonly LoadedCatalog[];
  coverage: { mapped: number; total: number };
  shown: number;
}

const ALL = 'all';

/** The search and filters over the details, the map's coverage and how many details the filters show. */
export function DetailFilterBar({ filter, onFilter, catalogs, coverage, shown }: DetailFilterBarProps) {
  const { t } = useTranslation('host');
  const percent = coverage.total === 0 ? 0 : Math.round((coverage.mapped / coverage.total) * 100);
  const coverageText = t('dataMapMapping.detail.coverage', { mapped: coverage.mapped, count: coverage.total, percent });
  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }}>
        <TextField
          type="search"
          size="small"
          label={t('dataMapMapping.detail.search')}
          value={filter.search}
          onChange={(event) => onFilter({ ...filter, search: event.target.value })}
          sx={{ flexGrow: 1, minWidth: { sm: 220 } }}
        />
        {catalogs.length > 1 && (
          <TextField
            select
            size="small"
            label={t('dataMapMapping.detail.catalog')}
            value={filter.catalogId === null ? ALL : String(filter.catalogId)}
            onChange={(event) => onFilter({ ...filter, catalogId: event.target.value === ALL ? null : Number(event.target.value) })}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value={ALL}>{t('dataMapMapping.detail.allCatalogs')}</MenuItem>
            {catalogs.map(({ catalog }) => (
              <MenuItem key={catalog.id} value={String(catalog.id)}>
                {catalog.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <FormControlLabel
          control={<Switch checked={filter.unmappedOnly} onChange={(event) => onFilter({ ...filter, unmappedOnly: event.target.checked })} />}
          label={t('dataMapMapping.detail.unmappedOnly')}
        />
      </Stack>
      <Stack spacing={0.5}>
        <Typography variant="body2">{coverageText}</Typography>
        <LinearProgress variant="determinate" value={percent} aria-label={coverageText} />
        <Typography variant="caption" color="text.secondary">
          {t('dataMapMapping.detail.shown', { count: shown })}
        </Typography>
      </Stack>
    </Stack>
  );
}
