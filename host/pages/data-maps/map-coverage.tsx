import { LinearProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DataMap } from '../../../core/domain/data-governance-types';
import { OverviewSection } from './overview-section';

/** The share of the placed catalogs' details mapped to a category, in whole percent (0 when there are none). */
export function coveragePercent(map: Pick<DataMap, 'detail_count' | 'mapped_detail_count'>): number {
  return map.detail_count === 0 ? 0 : Math.round((map.mapped_detail_count / map.detail_count) * 100);
}

/** Coverage: how many details of the placed catalogs are mapped to at least one of the map's categories. */
export function MapCoverage({ map }: { map: DataMap }) {
  const { t } = useTranslation('host');
  const percent = coveragePercent(map);
  return (
    <OverviewSection title={t('dataMaps.coverage.title')}>
      <Typography>{t('dataMaps.coverage.figures', { mapped: map.mapped_detail_count, count: map.detail_count, percent })}</Typography>
      <LinearProgress variant="determinate" value={percent} aria-label={t('dataMaps.coverage.bar')} sx={{ height: 8, borderRadius: 1 }} />
      <Typography variant="body2" color="text.secondary">
        {t('dataMaps.coverage.counts', { categories: map.category_count, count: map.catalog_count })}
      </Typography>
    </OverviewSection>
  );
}
