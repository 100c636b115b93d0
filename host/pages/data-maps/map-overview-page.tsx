import { Box, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DataMap } from '../../../core/domain/data-governance-types';
import { describeHttpError } from '../../components/http-error-message';
import { ErrorState, PageLoading } from '../../components/page-states';
import { CatalogCanvas } from './catalog-canvas';
import { CategoryTreePanel } from './category-tree-panel';
import { MapCoverage } from './map-coverage';
import { MapFrame } from './map-frame';
import { MapPicture } from './map-picture';
import { useMapEdits } from './use-map-edits';
import { useMapOverview } from './use-map-overview';
import { EditOutcome } from '../data-items/edit-outcome';

/** /data-maps/{id}: the map's overview, where its page starts (§4). */
export function MapOverviewPage() {
  return <MapFrame tab="overview">{(map, reload) => <MapOverview map={map} reloadMap={reload} />}</MapFrame>;
}

/**
 * The catalogs the map places, on their canvas; the category tree; coverage; the picture. Every change reloads
 * the overview and the map (its counts and coverage follow).
 */
function MapOverview({ map, reloadMap }: { map: DataMap; reloadMap(): void }) {
  const { t } = useTranslation('host');
  const overview = useMapOverview(map.id);
  const edits = useMapEdits(map.id, () => {
    overview.reload();
    reloadMap();
  });
  if (overview.status === 'loading') return <PageLoading label={t('dataMaps.loading')} />;
  if (overview.status === 'error') return <ErrorState message={describeHttpError(overview.error, t)} onRetry={overview.reload} />;
  return (
    <Stack spacing={2}>
      <EditOutcome said={edits.said} failure={edits.failure} onCloseFailure={edits.clearFailure} />
      <MapCoverage map={map} />
      <CatalogCanvas map={map} overview={overview.data} edits={edits} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <CategoryTreePanel map={map} categories={overview.data.categories} edits={edits} />
        <MapPicture map={map} onChanged={reloadMap} />
      </Box>
    </Stack>
  );
}
