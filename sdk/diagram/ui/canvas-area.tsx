import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { LeftToRight } from '../../ui/left-to-right';

export interface CanvasAreaProps {
  /** The canvas itself. */
  children: ReactNode;
  /** Shown over the canvas's top-left corner (e.g. the extensions' actions for the selected shape). */
  overlay?: ReactNode;
  /** Shown over the canvas's bottom-right corner (the overview map places itself). */
  corner?: ReactNode;
}

/**
 * The room the canvas takes: whatever else appears over it (the contextual actions, the overview map) floats
 * above instead of pushing it, so the diagram never moves when a shape is selected. It stays left to right in
 * a right-to-left language.
 */
export function CanvasArea({ children, overlay, corner }: CanvasAreaProps) {
  return (
    <LeftToRight>
      <Box sx={{ position: 'relative', flex: 1, minWidth: 0, minHeight: 0, display: 'flex' }}>
        {children}
        {overlay && (
          <Box
            data-canvas-overlay
            sx={{
              position: 'absolute',
              top: 8,
              left: 8,
              zIndex: 1,
              maxWidth: 'calc(100% - 16px)',
              bgcolor: 'background.paper',
              borderRadius: 1,
              boxShadow: 2,
              '&:empty': { display: 'none' },
            }}
          >
            {overlay}
          </Box>
        )}
        {corner}
      </Box>
    </LeftToRight>
  );
}
