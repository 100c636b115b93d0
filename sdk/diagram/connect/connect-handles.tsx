import Box from '@mui/material/Box';
import type { PointerEvent as ReactPointerEvent } from 'react';
import type { Rect } from '../geometry/rect';
import { connectHandleCentres, HANDLE_SIDES } from './connect-geometry';

/** Diameter of a connect handle, in screen pixels. */
const HANDLE_DIAMETER = 14;

export interface ConnectHandlesProps {
  /** Where the shape is drawn on the paper. */
  rect: Rect;
  label: string;
  /** Pressed: a connect drag starts from the shape. */
  onDragStart: (event: ReactPointerEvent<HTMLButtonElement>) => void;
  /** Clicked or pressed with Enter: the toolbar's connect mode (choose the other shape) starts. */
  onClick: () => void;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
}

/** draw.io's blue arrows: a round "Connect" button outside the middle of each side of the hovered shape. */
export function ConnectHandles({ rect, label, onDragStart, onClick, onPointerEnter, onPointerLeave }: ConnectHandlesProps) {
  const centres = connectHandleCentres(rect);
  return (
    <>
      {HANDLE_SIDES.map((side) => (
        <Box
          key={side}
          component="button"
          type="button"
          aria-label={label}
          title={label}
          data-connect-handle={side}
          onPointerDown={(event: ReactPointerEvent<HTMLButtonElement>) => {
            if (event.button !== 0) return;
            event.preventDefault();
            onDragStart(event);
          }}
          onClick={onClick}
          onPointerEnter={onPointerEnter}
          onPointerLeave={onPointerLeave}
          sx={{
            position: 'absolute',
            left: centres[side].x - HANDLE_DIAMETER / 2,
            top: centres[side].y - HANDLE_DIAMETER / 2,
            width: HANDLE_DIAMETER,
            height: HANDLE_DIAMETER,
            p: 0,
            border: '2px solid #fff',
            borderRadius: '50%',
            bgcolor: 'primary.main',
            cursor: 'crosshair',
            opacity: 0.85,
            '&:hover, &:focus-visible': { opacity: 1, transform: 'scale(1.25)' },
          }}
        />
      ))}
    </>
  );
}
