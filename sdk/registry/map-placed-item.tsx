import Close from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DragEvent } from 'react';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import { MAP_SIZE, percent, pointAfterKey, quadrantOf, type MapPoint } from './map-geometry';
import type { RegistryMapLayout } from './registry-declaration';

export interface MapPlacedItemProps {
  name: string;
  point: MapPoint;
  layout: RegistryMapLayout;
  readOnly: boolean;
  onDragStart: (event: DragEvent) => void;
  onMove: (point: MapPoint) => void;
  onRemove: () => void;
}

/** An item on a registry map: dragged to move, or focused and moved with the arrow keys (Shift for bigger steps). */
export function MapPlacedItem({ name, point, layout, readOnly, onDragStart, onMove, onRemove }: MapPlacedItemProps) {
  const t = useSdkTranslate();
  const where = [
    layout === 'powerInterest' ? t('registry.map.inQuadrant', { quadrant: t(`registry.map.quadrants.${quadrantOf(point)}`) }) : '',
    t('registry.map.at', { x: percent(point.x), y: percent(point.y) }),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Paper
      elevation={2}
      tabIndex={0}
      role="group"
      aria-roledescription={readOnly ? undefined : t('registry.map.movable')}
      draggable={!readOnly}
      onDragStart={onDragStart}
      aria-label={readOnly ? `${name}: ${where}` : t('registry.map.item', { name, where })}
      data-map-item={name}
      data-quadrant={layout === 'powerInterest' ? quadrantOf(point) : undefined}
      onKeyDown={(event) => {
        if (readOnly) return;
        const next = pointAfterKey(point, event.key, event.shiftKey);
        if (next) {
          event.preventDefault();
          onMove(next);
        } else if (event.key === 'Delete') onRemove();
      }}
      sx={{
        position: 'absolute',
        left: `${(point.x / MAP_SIZE) * 100}%`,
        top: `${(point.y / MAP_SIZE) * 100}%`,
        transform: 'translate(-50%, -50%)',
        display: 'flex',
        alignItems: 'center',
        maxWidth: 160,
        pl: 1,
        pr: readOnly ? 1 : 0,
        py: 0.25,
        cursor: readOnly ? 'default' : 'grab',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
      }}
    >
      <Typography variant="body2" noWrap>
        {name}
      </Typography>
      {!readOnly && (
        <IconButton size="small" aria-label={t('registry.map.remove', { name })} onClick={onRemove}>
          <Close fontSize="inherit" />
        </IconButton>
      )}
    </Paper>
  );
}
