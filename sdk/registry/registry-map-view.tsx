import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, type DragEvent } from 'react';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import type { ModuleViewProps } from '../plugin';
import { useRegistry } from '../registries/use-registry';
import { LeftToRight } from '../ui/left-to-right';
import { LoadGate } from '../ui/load-gate';
import { placementPoint, pointFromClient, type MapPoint } from './map-geometry';
import { MapPlacedItem } from './map-placed-item';
import { PowerInterestGrid } from './power-interest-grid';
import { REGISTRY_TRAITS, type RegistryDeclaration, type RegistryLabels, type RegistryMapLayout } from './registry-declaration';
import { useWriteAttempt } from './use-write-attempt';

export interface RegistryMapViewProps extends ModuleViewProps {
  declaration: RegistryDeclaration;
  layout: RegistryMapLayout;
  labels: RegistryLabels;
}

/** What a drag from the side list or of a placed item carries: the registry item's id. */
const DRAG_TYPE = 'application/x-tessera-registry-item';

/**
 * A registry's items on a map of this module: dragged on from the side list (or placed with its button),
 * moved by dragging or with the arrow keys, taken off again. Positions are the module's map items; the
 * map keeps its size and scrolls on a narrow window.
 */
export function RegistryMapView({ project, module, readOnly, declaration, layout, labels }: RegistryMapViewProps) {
  const t = useSdkTranslate();
  const mapItems = REGISTRY_TRAITS[declaration.registry].mapItems!;
  const registry = useRegistry(project.id, declaration.registry);
  const placed = useRegistry(project.id, mapItems.resource, module.id);
  const mapRef = useRef<HTMLDivElement>(null);

  const positionOf = useMemo(() => {
    const byItem = new Map<number, { id: number; x: number; y: number }>();
    for (const row of placed.rows) byItem.set((row as unknown as Record<string, number>)[mapItems.idField], row);
    return byItem;
  }, [placed.rows, mapItems.idField]);
  const unplaced = registry.rows.filter((row) => !positionOf.has(row.id));

  const { attempt, failure } = useWriteAttempt();
  const placeAt = (itemId: number, point: MapPoint) => {
    const existing = positionOf.get(itemId);
    if (existing) void attempt(() => placed.store.update(existing.id, point));
    else void attempt(() => placed.store.create({ module_id: module.id, [mapItems.idField]: itemId, ...point } as never));
  };
  const onDrop = (event: DragEvent) => {
    const itemId = Number(event.dataTransfer.getData(DRAG_TYPE));
    if (!itemId || !mapRef.current) return;
    event.preventDefault();
    placeAt(itemId, pointFromClient(event.clientX, event.clientY, mapRef.current.getBoundingClientRect()));
  };
  const startDrag = (event: DragEvent, itemId: number) => {
    event.dataTransfer.setData(DRAG_TYPE, String(itemId));
    event.dataTransfer.effectAllowed = 'move';
  };
  const viewName = t(`registry.views.${layout}`);

  return (
    <LoadGate status={registry.status === 'ready' ? placed.status : registry.status} onRetry={() => void Promise.all([registry.store.reload(), placed.store.reload()])}>
      <Stack spacing={1}>
        {failure}
        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: 'flex-start' }}>
          {!readOnly && (
            <Stack component="section" aria-label={t('registry.map.unplaced')} spacing={1} sx={{ width: { xs: '100%', md: 220 }, flexShrink: 0 }}>
              <Typography variant="subtitle2">{t('registry.map.unplaced')}</Typography>
              {unplaced.length === 0 && <Typography color="text.secondary">{t('registry.map.allPlaced')}</Typography>}
              {unplaced.map((row) => (
                <Stack
                  key={row.id}
                  direction="row"
                  draggable
                  onDragStart={(event) => startDrag(event, row.id)}
                  data-registry-item={row.name}
                  sx={{ alignItems: 'center', gap: 1, p: 0.5, pl: 1, border: 1, borderColor: 'divider', borderRadius: 1, cursor: 'grab', bgcolor: 'background.paper' }}
                >
                  <Typography sx={{ flex: 1, overflowWrap: 'anywhere' }}>{row.name}</Typography>
                  <Button size="small" aria-label={t('registry.map.place', { name: row.name })} onClick={() => placeAt(row.id, placementPoint([...positionOf.values()]))}>
                    {t('registry.map.placeShort')}
                  </Button>
                </Stack>
              ))}
            </Stack>
          )}
          <LeftToRight>
            <Box sx={{ overflow: 'auto', maxWidth: '100%', flex: 1 }}>
              <Box
                ref={mapRef}
                role="group"
                aria-label={t('registry.map.label', { view: viewName, items: labels.items })}
                onDragOver={(event) => {
                  if (!readOnly && event.dataTransfer.types.includes(DRAG_TYPE)) event.preventDefault();
                }}
                onDrop={readOnly ? undefined : onDrop}
                sx={{ position: 'relative', width: 720, height: 540, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.default' }}
              >
                {layout === 'powerInterest' && <PowerInterestGrid />}
                {!readOnly && positionOf.size === 0 && (
                  <Typography color="text.secondary" sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', pointerEvents: 'none' }}>
                    {t('registry.map.dropHint')}
                  </Typography>
                )}
                {registry.rows.map((row) => {
                  const position = positionOf.get(row.id);
                  return (
                    position && (
                      <MapPlacedItem
                        key={row.id}
                        name={row.name}
                        point={position}
                        layout={layout}
                        readOnly={readOnly}
                        onDragStart={(event) => startDrag(event, row.id)}
                        onMove={(point) => placeAt(row.id, point)}
                        onRemove={() => attempt(() => placed.store.remove(position.id))}
                      />
                    )
                  );
                })}
              </Box>
            </Box>
          </LeftToRight>
        </Stack>
      </Stack>
    </LoadGate>
  );
}
