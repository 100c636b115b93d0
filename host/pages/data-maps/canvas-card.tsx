import Close from '@mui/icons-material/Close';
import { IconButton, Link as MuiLink, Paper, Stack, Typography } from '@mui/material';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataCatalog, DataMapDataCatalog } from '../../../core/domain/data-governance-types';
import { dataCatalogPaths } from '../data-catalogs/data-catalog-paths';
import { CANVAS_CARD_HEIGHT, CANVAS_CARD_WIDTH, isArrowKey, nudge, onCanvas, type CanvasPoint } from './canvas-geometry';

export interface CanvasCardProps {
  placement: DataMapDataCatalog;
  /** Undefined when the user may not read the catalog: the card stays, nameless. */
  catalog: DataCatalog | undefined;
  /** The id of the text telling how to move a card. */
  instructionsId: string;
  /** Where the card is while it is being moved (or since, until the map is loaded again); null: its saved place. */
  moved: CanvasPoint | null;
  onMoving(point: CanvasPoint | null): void;
  /** Writers move cards and take them off; set only for them. */
  edit?: {
    /** Saves the new place; false when that failed (the card goes back). */
    move(point: CanvasPoint): Promise<boolean>;
    remove(): void;
  };
}

/** Where a pointer drag started: the pointer and the card. */
interface DragStart {
  pointer: CanvasPoint;
  card: CanvasPoint;
}

/**
 * One placed catalog on the canvas: its name (a link to the catalog) and its size. A writer drags it with a
 * pointer (mouse, pen or finger), or focuses it and moves it with the arrow keys (Shift for bigger steps); the
 * new place is saved when the drag ends or the key is let go.
 */
export function CanvasCard({ placement, catalog, instructionsId, moved, onMoving, edit }: CanvasCardProps) {
  const { t } = useTranslation('host');
  const drag = useRef<DragStart | null>(null);
  const point = moved ?? { x: placement.position_x, y: placement.position_y };
  const name = catalog?.name ?? t('dataMaps.canvas.hidden');

  const commit = async (to: CanvasPoint) => {
    if (to.x === placement.position_x && to.y === placement.position_y) return;
    if (!(await edit?.move(to))) onMoving(null);
  };
  const pointerDown = (event: PointerEvent<HTMLElement>) => {
    if (!edit || event.button !== 0 || (event.target as HTMLElement).closest('a, button')) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointer: { x: event.clientX, y: event.clientY }, card: point };
  };
  const pointerMove = (event: PointerEvent<HTMLElement>) => {
    const start = drag.current;
    if (start) onMoving(onCanvas({ x: start.card.x + event.clientX - start.pointer.x, y: start.card.y + event.clientY - start.pointer.y }));
  };
  const pointerUp = () => {
    if (!drag.current) return;
    drag.current = null;
    void commit(point);
  };
  const keyDown = (event: KeyboardEvent<HTMLElement>) => {
    const next = event.target === event.currentTarget ? nudge(point, event.key, event.shiftKey) : null;
    if (!next) return;
    event.preventDefault();
    onMoving(next);
  };
  const keyUp = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target === event.currentTarget && isArrowKey(event.key)) void commit(point);
  };

  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label={name}
      aria-describedby={edit ? instructionsId : undefined}
      tabIndex={edit ? 0 : undefined}
      onPointerDown={pointerDown}
      onPointerMove={pointerMove}
      onPointerUp={pointerUp}
      onPointerCancel={pointerUp}
      onKeyDown={edit && keyDown}
      onKeyUp={edit && keyUp}
      sx={{
        position: 'absolute',
        left: point.x,
        top: point.y,
        width: CANVAS_CARD_WIDTH,
        minHeight: CANVAS_CARD_HEIGHT,
        p: 1.5,
        cursor: edit ? 'grab' : undefined,
        touchAction: edit ? 'none' : undefined,
        userSelect: 'none',
        '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={0.5} sx={{ flexGrow: 1, minWidth: 0 }}>
          {catalog ? (
            <MuiLink component={Link} to={dataCatalogPaths.catalog(catalog.id)} variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
              {name}
            </MuiLink>
          ) : (
            <Typography variant="subtitle2">{name}</Typography>
          )}
          {catalog && (
            <Typography variant="body2" color="text.secondary">
              {t('dataMaps.canvas.details', { count: catalog.detail_count })}
            </Typography>
          )}
        </Stack>
        {edit && (
          <IconButton size="small" aria-label={t('dataMaps.canvas.remove', { name })} onClick={edit.remove}>
            <Close fontSize="small" />
          </IconButton>
        )}
      </Stack>
    </Paper>
  );
}
