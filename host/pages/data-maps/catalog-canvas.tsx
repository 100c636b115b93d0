import Add from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataMap, DataMapDataCatalog } from '../../../core/domain/data-governance-types';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CanvasCard } from './canvas-card';
import { canvasExtent, freePlace } from './canvas-geometry';
import { OverviewSection } from './overview-section';
import { PlaceCatalogDialog } from './place-catalog-dialog';
import type { MapEdits } from './use-map-edits';
import type { MapOverview } from './use-map-overview';

/**
 * The catalogs a map places, drawn as cards at their places on a canvas that scrolls when it is larger than the
 * window. Writers place catalogs, move them (pointer or arrow keys) and take them off the map.
 */
export function CatalogCanvas({ map, overview, edits }: { map: DataMap; overview: MapOverview; edits: MapEdits }) {
  const { t } = useTranslation('host');
  const instructionsId = useId();
  const [placing, setPlacing] = useState(false);
  const [removing, setRemoving] = useState<{ placement: DataMapDataCatalog; name: string } | null>(null);
  const writer = map.permissions.write;
  const points = overview.placements.map((placement) => ({ x: placement.position_x, y: placement.position_y }));
  const extent = canvasExtent(points);
  const catalogOf = (placement: DataMapDataCatalog) => overview.catalogs.find((catalog) => catalog.id === placement.data_catalog_id);

  return (
    <OverviewSection
      title={t('dataMaps.canvas.title')}
      action={
        writer && (
          <Button variant="outlined" startIcon={<Add />} onClick={() => setPlacing(true)}>
            {t('dataMaps.canvas.place')}
          </Button>
        )
      }
    >
      {writer && (
        <span id={instructionsId} hidden>
          {t('dataMaps.canvas.instructions')}
        </span>
      )}
      {overview.placements.length === 0 ? (
        <Typography color="text.secondary">{writer ? t('dataMaps.canvas.emptyWrite') : t('dataMaps.canvas.emptyRead')}</Typography>
      ) : (
        <Box
          role="region"
          aria-label={t('dataMaps.canvas.area')}
          tabIndex={0}
          sx={{ position: 'relative', overflow: 'auto', maxHeight: { xs: 360, md: 520 }, bgcolor: 'action.hover', borderRadius: 1 }}
        >
          <Box sx={{ position: 'relative', width: extent.width, height: extent.height }}>
            {overview.placements.map((placement) => {
              const catalog = catalogOf(placement);
              const name = catalog?.name ?? t('dataMaps.canvas.hidden');
              return (
                <CanvasCard
                  key={placement.id}
                  placement={placement}
                  catalog={catalog}
                  instructionsId={instructionsId}
                  edit={writer ? { move: (to) => edits.moveCatalog(placement.id, { position_x: to.x, position_y: to.y }, name), remove: () => setRemoving({ placement, name }) } : undefined}
                />
              );
            })}
          </Box>
        </Box>
      )}
      {placing && (
        <PlaceCatalogDialog
          placedIds={new Set(overview.placements.map((placement) => placement.data_catalog_id))}
          onPlace={(catalog) => {
            const place = freePlace(points);
            return edits.placeCatalog({ data_catalog_id: catalog.id, position_x: place.x, position_y: place.y }, catalog.name);
          }}
          onClose={() => setPlacing(false)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('dataMaps.canvas.removeTitle', { name: removing?.name ?? '' })}
        body={t('dataMaps.canvas.removeBody')}
        confirmLabel={t('dataMaps.canvas.removeConfirm')}
        onConfirm={async () => {
          if (removing) await edits.removeCatalog(removing.placement.id, removing.name);
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
      />
    </OverviewSection>
  );
}
