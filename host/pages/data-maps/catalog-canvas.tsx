import Add from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataMap, DataMapDataCatalog } from '../../../core/domain/data-governance-types';
import type { Id } from '../../../core/domain/id';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CanvasCard } from './canvas-card';
import { CanvasFlowLines } from './canvas-flow-lines';
import { canvasExtent, freePlace, type CanvasPoint } from './canvas-geometry';
import { catalogFlows } from './catalog-flows';
import { OverviewSection } from './overview-section';
import { PlaceCatalogDialog } from './place-catalog-dialog';
import type { MapEdits } from './use-map-edits';
import type { MapOverview } from './use-map-overview';

/**
 * The catalogs a map places, drawn as cards at their places on a canvas that scrolls when it is larger than the
 * window, with arrows between them where details of one link to details of another (they follow a card being moved).
 * Writers place catalogs, move them (pointer or arrow keys) and take them off the map.
 */
export function CatalogCanvas({ map, overview, edits }: { map: DataMap; overview: MapOverview; edits: MapEdits }) {
  const { t } = useTranslation('host');
  const instructionsId = useId();
  const [placing, setPlacing] = useState(false);
  const [removing, setRemoving] = useState<{ placement: DataMapDataCatalog; name: string } | null>(null);
  const [moved, setMoved] = useState<ReadonlyMap<Id, CanvasPoint>>(new Map());
  const writer = map.permissions.write;
  const pointOf = (placement: DataMapDataCatalog) => moved.get(placement.id) ?? { x: placement.position_x, y: placement.position_y };
  const points = overview.placements.map(pointOf);
  const extent = canvasExtent(points);
  const cardAt = new Map(overview.placements.map((placement) => [placement.data_catalog_id, pointOf(placement)]));
  const flows = useMemo(() => catalogFlows(overview.links), [overview.links]);
  const catalogOf = (placement: DataMapDataCatalog) => overview.catalogs.find((catalog) => catalog.id === placement.data_catalog_id);
  const nameOf = (catalogId: Id) => overview.catalogs.find((catalog) => catalog.id === catalogId)?.name ?? t('dataMaps.canvas.hidden');
  const showMoving = (placementId: Id, point: CanvasPoint | null) =>
    setMoved((current) => {
      const next = new Map(current);
      if (point) next.set(placementId, point);
      else next.delete(placementId);
      return next;
    });

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
            <CanvasFlowLines flows={flows} cardAt={cardAt} nameOf={nameOf} width={extent.width} height={extent.height} />
            {overview.placements.map((placement) => {
              const catalog = catalogOf(placement);
              const name = catalog?.name ?? t('dataMaps.canvas.hidden');
              return (
                <CanvasCard
                  key={placement.id}
                  placement={placement}
                  catalog={catalog}
                  instructionsId={instructionsId}
                  moved={moved.get(placement.id) ?? null}
                  onMoving={(point) => showMoving(placement.id, point)}
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
